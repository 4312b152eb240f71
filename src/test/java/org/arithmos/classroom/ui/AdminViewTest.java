package org.arithmos.classroom.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import java.util.List;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.testing.Signs;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: the admin's page and what the admin sees of classes, with the real services and security. */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class AdminViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().addAll(List.of(ClassesView.class, ClassView.class, AdminView.class));
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    private TestSchool school;

    @BeforeEach
    void startVaadinAsTheAdmin() {
        school = new TestSchool(accounts, classroom);
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
        Signs.logIn(SystemTask.run(() -> accounts.create("a-" + UUID.randomUUID(), "Admin", Role.ADMIN, "secret-123")));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    @Test
    void theAdminCreatesATeacherAndBadInputIsSaidAtTheField() {
        UI.getCurrent().navigate("admin");
        String username = "c.martin-" + UUID.randomUUID().toString().substring(0, 6);
        _get(TextField.class, spec -> spec.withId("teacher-username")).setValue(username);
        _get(TextField.class, spec -> spec.withId("teacher-display-name")).setValue("Camille Martin");
        PasswordField password = _get(PasswordField.class, spec -> spec.withId("teacher-password"));
        password.setValue("short");
        _click(_get(Button.class, spec -> spec.withId("create-teacher")));
        assertThat(password.isInvalid()).isTrue();
        assertThat(password.getErrorMessage()).isEqualTo("A password needs at least 8 characters.");

        password.setValue("long enough");
        _click(_get(Button.class, spec -> spec.withId("create-teacher")));
        Account made = SystemTask.run(() -> accounts.teachers()).stream()
                .filter(t -> t.username().equals(username)).findFirst().orElseThrow();
        assertThat(_get(Component.class, spec -> spec.withId("teacher-" + made.id())).getElement().getTextRecursively())
                .contains("Camille Martin", username);
    }

    @Test
    void theAdminSeesEveryClassWithItsTeacherAndOpensItWithoutTheMeansToChangeIt() {
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Léa"));

        UI.getCurrent().navigate("admin");
        assertThat(_get(Component.class, spec -> spec.withId("class-" + c.id())).getElement().getTextRecursively())
                .contains(c.name(), c.code(), "1 pupil", "Teacher: Teacher");
        UI.getCurrent().navigate("classes");
        assertThat(_find(TextField.class, spec -> spec.withId("new-class-name"))).isEmpty();
        assertThat(_find(Component.class, spec -> spec.withId("class-" + c.id()))).hasSize(1);

        UI.getCurrent().navigate("classes/" + c.id());
        assertThat(_get(Component.class, spec -> spec.withId("class-code-big")).getElement().getTextRecursively())
                .isEqualTo(c.code());
        assertThat(_find(Component.class, spec -> spec.withClasses("pupil-row"))).hasSize(1);
        for (String id : List.of("add-pupil", "add-pupils", "rename-class", "archive-class", "print-cards")) {
            assertThat(_find(Component.class, spec -> spec.withId(id))).as(id).isEmpty();
        }
        assertThat(_find(Button.class, spec -> spec.withText("Rename"))).isEmpty();
        LevelForm level = _get(LevelForm.class);
        assertThat(level.step.isReadOnly()).isTrue();
        assertThat(level.save.isVisible()).isFalse();
    }
}
