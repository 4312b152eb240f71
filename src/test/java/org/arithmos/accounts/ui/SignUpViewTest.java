package org.arithmos.accounts.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import java.util.Locale;
import kotlin.jvm.functions.Function0;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: the parent sign-up page says what is wrong, field by field, in the user's language. */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class SignUpViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(SignUpView.class); // package-private: Karibu's discovery skips it
    }

    @Autowired
    private ApplicationContext context;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    private SignUpView open(Locale locale) {
        UI.getCurrent().setLocale(locale);
        UI.getCurrent().navigate("signup");
        return _get(SignUpView.class);
    }

    @Test
    void aShortPasswordAndTwoDifferentPasswordsAreSaidClearly() {
        SignUpView view = open(Locale.ENGLISH);
        view.name.setValue("Anna");
        view.username.setValue("anna-" + System.nanoTime());
        view.password.setValue("short");
        view.create.click();
        assertThat(view.password.isInvalid()).isTrue();
        assertThat(view.password.getErrorMessage()).contains("at least 8 characters");

        view.password.setValue("long enough words");
        view.again.setValue("other words");
        view.create.click();
        assertThat(view.again.isInvalid()).isTrue();
        assertThat(view.again.getErrorMessage()).isEqualTo("The two passwords are not the same.");
    }

    @Test
    void aTakenUsernameIsSaidInFrench() {
        SignUpView view = open(Locale.FRENCH);
        view.name.setValue("Anne");
        view.username.setValue("teacher");
        view.password.setValue("long enough words");
        view.again.setValue("long enough words");
        view.create.click();
        assertThat(view.username.isInvalid()).isTrue();
        assertThat(view.username.getErrorMessage()).startsWith("Cet identifiant est déjà pris");
    }
}
