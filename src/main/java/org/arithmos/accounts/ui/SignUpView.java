package org.arithmos.accounts.ui;

import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.Autocapitalize;
import com.vaadin.flow.component.textfield.Autocomplete;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.LinkedHashMap;
import java.util.Map;
import org.arithmos.accounts.AccountException;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;

/**
 * A parent creates their account (name, username, password twice), is logged in at once through the
 * ordinary login form, and lands on "My children" to link their child with the teacher's code.
 */
@Route("signup")
@AnonymousAllowed
@StyleSheet("context://styles/people.css")
class SignUpView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    private final AccountService accounts;
    private final CurrentUser user;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    private final Paragraph loggedIn = new Paragraph();
    final TextField name = new TextField();
    final TextField username = new TextField();
    final PasswordField password = new PasswordField();
    final PasswordField again = new PasswordField();
    final Button create = new Button();
    private final Paragraph done = new Paragraph();
    private final Anchor login = new Anchor("login", "");
    private final Div form;
    /** The fields in error and their message's key, to say again in another language. */
    private final Map<HasValidation, String> errors = new LinkedHashMap<>();

    SignUpView(AccountService accounts, CurrentUser user) {
        this.accounts = accounts;
        this.user = user;
        addClassNames("page", "people", "signup");
        lead.addClassName("lead");
        name.setId("signup-name");
        name.setMaxLength(80);
        name.setAutocomplete(Autocomplete.NAME);
        username.setId("signup-username");
        username.setMaxLength(64);
        username.setAutocomplete(Autocomplete.USERNAME);
        username.setAutocapitalize(Autocapitalize.NONE);
        password.setId("signup-password");
        password.setAutocomplete(Autocomplete.NEW_PASSWORD);
        again.setId("signup-again");
        again.setAutocomplete(Autocomplete.NEW_PASSWORD);
        create.setId("signup-create");
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        create.addClickShortcut(Key.ENTER);
        create.addClickListener(e -> create());
        done.setId("signup-done");
        done.setVisible(false);
        login.setId("signup-login-link");
        loggedIn.setId("signup-logged-in");
        form = new Div(name, username, password, again, create);
        form.addClassName("people-form");
        add(heading, lead, loggedIn, form, done, login);
    }

    private void create() {
        errors.keySet().forEach(field -> field.setInvalid(false));
        errors.clear();
        if (password.getValue().length() < AccountService.MIN_PASSWORD) {
            fail(password, "signup.error.SHORT_PASSWORD");
            return;
        }
        if (!password.getValue().equals(again.getValue())) {
            fail(again, "signup.error.mismatch");
            return;
        }
        try {
            accounts.signUpParent(username.getValue(), name.getValue(), password.getValue());
        } catch (AccountException e) {
            switch (e.problem()) {
                case BAD_NAME -> fail(name, "signup.error.BAD_NAME");
                case BAD_USERNAME -> fail(username, "signup.error.BAD_USERNAME");
                case USERNAME_TAKEN -> fail(username, "signup.error.USERNAME_TAKEN");
                case SHORT_PASSWORD -> fail(password, "signup.error.SHORT_PASSWORD");
                case NOT_FOUND -> fail(username, "signup.error.BAD_USERNAME");
            }
            return;
        }
        form.setVisible(false);
        done.setText(getTranslation("signup.done"));
        done.setVisible(true);
        // Logs in through Spring Security's form login, as the login page does: the throttle, a new session
        // id and the landing page (My children) all apply. The password is read from the field in the page.
        getElement().executeJs("""
                const f = document.createElement('form'); f.method = 'POST'; f.action = 'login';
                const add = (n, v) => { const i = document.createElement('input'); i.type = 'hidden';
                    i.name = n; i.value = v; f.appendChild(i); };
                add('username', $0); add('password', document.getElementById('signup-password').value);
                const p = document.querySelector('meta[name="_csrf_parameter"]');
                const t = document.querySelector('meta[name="_csrf"]');
                if (p && t) { add(p.content, t.content); }
                document.body.appendChild(f); f.submit();""", username.getValue().strip());
    }

    private void fail(HasValidation field, String key) {
        errors.put(field, key);
        field.setErrorMessage(getTranslation(key, AccountService.MIN_PASSWORD));
        field.setInvalid(true);
        if (field instanceof com.vaadin.flow.component.Focusable<?> focusable) {
            focusable.focus();
        }
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("signup.heading"));
        lead.setText(getTranslation("signup.lead"));
        name.setLabel(getTranslation("signup.name"));
        name.setHelperText(getTranslation("signup.name.help"));
        username.setLabel(getTranslation("signup.username"));
        username.setHelperText(getTranslation("signup.username.help"));
        password.setLabel(getTranslation("signup.password"));
        password.setHelperText(getTranslation("signup.password.help", AccountService.MIN_PASSWORD));
        again.setLabel(getTranslation("signup.again"));
        create.setText(getTranslation("signup.create"));
        login.setText(getTranslation("signup.toLogin"));
        var me = user.account();
        loggedIn.setText(me.map(a -> getTranslation("signup.loggedIn", a.displayName())).orElse(""));
        loggedIn.setVisible(me.isPresent());
        form.setVisible(me.isEmpty() && !done.isVisible());
        errors.forEach((field, key) -> field.setErrorMessage(getTranslation(key, AccountService.MIN_PASSWORD)));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("signup.heading") + " · Arithmos";
    }
}
