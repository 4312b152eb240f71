package org.arithmos.signin.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Arrays;
import org.arithmos.signin.SignInOutcome.Reason;

/**
 * Where a sign-in through the school ends when it opens no account: why, in the person's language, and what
 * to do. Anyone may see it (they are not signed in); it shows nothing about any account.
 */
@Route("sign-in/refused")
@AnonymousAllowed
class SignInRefusedView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private final H1 heading = new H1();
    private final Paragraph text = new Paragraph();
    private final Anchor back = new Anchor("login", "");
    private Reason reason = Reason.FAILED;

    SignInRefusedView() {
        addClassName("page");
        setId("sign-in-refused");
        heading.setId("sign-in-refused-title");
        text.setId("sign-in-refused-text");
        back.setId("sign-in-refused-back");
        back.addClassName("back-link");
        add(heading, text, back);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String why = event.getLocation().getQueryParameters().getSingleParameter("why").orElse("");
        reason = Arrays.stream(Reason.values()).filter(r -> r.key().equals(why)).findFirst().orElse(Reason.FAILED);
        getElement().setAttribute("data-reason", reason.key());
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("signIn.refused.title"));
        text.setText(getTranslation("signIn.refused." + reason.key()));
        back.setText(getTranslation("signIn.refused.back"));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("signIn.refused.title") + " · Arithmos";
    }
}
