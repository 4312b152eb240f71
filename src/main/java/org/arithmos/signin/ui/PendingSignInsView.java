package org.arithmos.signin.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.signin.PendingSignIn;
import org.arithmos.signin.PendingSignInService;
import org.arithmos.signin.SignInException;

/**
 * First sign-ins through the school that wait for an admin (rule CONFIRM): the admin says whose account each
 * one is, or refuses it. Admins only.
 */
@Route("admin/sign-ins")
@RolesAllowed("ADMIN")
class PendingSignInsView extends Div implements LocaleChangeObserver, HasDynamicTitle {

    private final PendingSignInService pending;
    private final AccountService accounts;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    private final Div list = new Div();

    PendingSignInsView(PendingSignInService pending, AccountService accounts) {
        this.pending = pending;
        this.accounts = accounts;
        addClassName("page");
        heading.setId("pending-sign-ins-title");
        lead.addClassName("lead");
        list.setId("pending-sign-ins");
        add(heading, lead, list);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("signIn.pending.title"));
        lead.setText(getTranslation("signIn.pending.lead"));
        refresh();
    }

    private void refresh() {
        list.removeAll();
        List<PendingSignIn> rows = pending.pending();
        if (rows.isEmpty()) {
            list.add(new Paragraph(getTranslation("signIn.pending.none")));
            return;
        }
        List<Account> teachers = accounts.teachers();
        rows.forEach(row -> list.add(row(row, teachers)));
    }

    private Div row(PendingSignIn row, List<Account> teachers) {
        Div line = new Div();
        line.addClassName("pending-sign-in");
        line.setId("pending-" + row.id());
        String who = (row.displayName() == null ? "?" : row.displayName())
                + (row.email() == null ? "" : " <" + row.email() + ">");
        ComboBox<Account> account = new ComboBox<>(getTranslation("signIn.pending.account"), teachers);
        account.setItemLabelGenerator(a -> a.displayName() + " (" + a.username() + ")");
        account.setId("pending-account-" + row.id());
        teachers.stream().filter(a -> a.username().equalsIgnoreCase(row.email())).findFirst()
                .ifPresent(account::setValue);
        Button confirm = new Button(getTranslation("signIn.pending.confirm"), e -> {
            if (account.getValue() == null) {
                account.setInvalid(true);
                account.setErrorMessage(getTranslation("signIn.pending.chooseAccount"));
                return;
            }
            act(() -> pending.confirm(row.id(), account.getValue().id()), "signIn.pending.confirmed");
        });
        confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        confirm.setId("pending-confirm-" + row.id());
        Button refuse = new Button(getTranslation("signIn.pending.refuse"),
                e -> act(() -> pending.refuse(row.id()), "signIn.pending.refused"));
        refuse.setId("pending-refuse-" + row.id());
        line.add(new Span(who), new Span(" · " + row.providerLabel()),
                new Paragraph(row.details() == null ? "" : row.details()), account, confirm, refuse);
        return line;
    }

    private void act(Runnable action, String doneKey) {
        try {
            action.run();
            Notification.show(getTranslation(doneKey));
        } catch (SignInException e) {
            Notification.show(getTranslation(e.messageKey()));
        }
        refresh();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("signIn.pending.title") + " · Arithmos";
    }
}
