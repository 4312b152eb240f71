package org.arithmos.accounts.ui;

import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/** Log in with a username and a password (Spring Security's form login processes the post). */
@Route("login")
@AnonymousAllowed
@com.vaadin.flow.component.dependency.StyleSheet("context://styles/people.css")
class LoginView extends VerticalLayout implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private final H1 heading = new H1();
    private final Paragraph intro = new Paragraph();
    private final LoginForm form = new LoginForm();
    /** Seconds to wait after too many failed tries (see LoginThrottle), or null. */
    private String wait;
    /** The password was right but this role signs in through the school's provider (LocalLoginPolicy). */
    private boolean school;
    private final com.vaadin.flow.component.html.Anchor pupils = new com.vaadin.flow.component.html.Anchor("class", "");
    private final com.vaadin.flow.component.html.Anchor signUp = new com.vaadin.flow.component.html.Anchor("signup", "");

    /** A button per school identity provider (issue 14, docs/decisions/0023). */
    private final com.vaadin.flow.component.html.Div schoolButtons = new com.vaadin.flow.component.html.Div();
    private final com.vaadin.flow.component.html.Paragraph schoolIntro = new com.vaadin.flow.component.html.Paragraph();

    LoginView(org.arithmos.signin.IdentityProviders providers) {
        addClassName("login-view");
        schoolButtons.setId("school-sign-in");
        schoolButtons.addClassName("school-sign-in");
        schoolButtons.add(schoolIntro);
        for (var provider : providers.buttons()) {
            var button = new com.vaadin.flow.component.html.Anchor(provider.startPath().substring(1), provider.label());
            button.setId("sign-in-" + provider.id());
            button.addClassNames("school-sign-in-button", "link-button");
            // A full page load: the provider's pages are not Vaadin routes.
            button.getElement().setAttribute("router-ignore", true);
            schoolButtons.add(button);
        }
        schoolButtons.setVisible(!providers.buttons().isEmpty());
        setAlignItems(Alignment.CENTER);
        form.setAction("login");
        form.setForgotPasswordButtonVisible(false);
        form.setId("login-form");
        pupils.setId("pupil-login-link");
        pupils.addClassName("pupil-login-link");
        signUp.setId("signup-link");
        signUp.addClassName("signup-link");
        add(heading, intro, schoolButtons, pupils, form, signUp);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        var params = event.getLocation().getQueryParameters();
        school = params.getParameters().containsKey("school");
        form.setError(params.getParameters().containsKey("error") || params.getParameters().containsKey("wait") || school);
        wait = params.getSingleParameter("wait").orElse(null);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("login.heading"));
        intro.setText(getTranslation("login.intro"));
        LoginI18n i18n = LoginI18n.createDefault();
        i18n.getForm().setTitle(getTranslation("login.title"));
        i18n.getForm().setUsername(getTranslation("login.username"));
        i18n.getForm().setPassword(getTranslation("login.password"));
        i18n.getForm().setSubmit(getTranslation("login.submit"));
        i18n.getErrorMessage().setTitle(getTranslation("login.error.title"));
        i18n.getErrorMessage().setMessage(school ? getTranslation("login.error.school") : wait == null
                ? getTranslation("login.error.message") : getTranslation("login.error.wait", wait));
        pupils.setText(getTranslation("login.pupilLink"));
        schoolIntro.setText(getTranslation("signIn.login.intro"));
        signUp.setText(getTranslation("login.signUpLink"));
        form.setI18n(i18n);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("login.title") + " · Arithmos";
    }
}
