package org.arithmos.classroom.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountException;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.i18n.NameOrder;

/**
 * The school's admin: the teachers' accounts and all the classes. Create a teacher (the admin hands the
 * first password over in person), give a new password to a teacher who lost theirs, open any class.
 * Admins only.
 */
@Route("admin")
@RolesAllowed("ADMIN")
class AdminView extends Div implements LocaleChangeObserver, HasDynamicTitle {

    private final AccountService accounts;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    private final H2 createTitle = new H2();
    final TextField username = new TextField();
    final TextField displayName = new TextField();
    final PasswordField password = new PasswordField();
    final Button create = new Button();
    private final H2 listTitle = new H2();
    private final Div teachers = new Div();
    private final H2 classesTitle = new H2();
    private final ClassTiles classes = new ClassTiles("all-classes");
    private final ClassroomService classroom;

    AdminView(AccountService accounts, ClassroomService classroom) {
        this.accounts = accounts;
        this.classroom = classroom;
        addClassName("page");
        addClassName("teacher-page");
        addClassName("admin-page");
        heading.setId("admin-title");
        lead.addClassName("lead");
        username.setId("teacher-username");
        username.setMaxLength(64);
        displayName.setId("teacher-display-name");
        displayName.setMaxLength(80);
        password.setId("teacher-password");
        for (var field : java.util.List.of(username, displayName, password)) {
            field.setManualValidation(true);
            field.addValueChangeListener(e -> field.setInvalid(false));
        }
        create.setId("create-teacher");
        create.setIcon(VaadinIcon.PLUS.create());
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        create.addClickListener(e -> create());
        Div form = new Div(username, displayName, password, create);
        form.addClassName("create-teacher");
        teachers.setId("teachers");
        teachers.addClassName("teacher-list");
        classesTitle.setId("all-classes-title");
        add(heading, lead, listTitle, teachers, createTitle, form, classesTitle, classes);
    }

    private void create() {
        try {
            Account made = accounts.create(username.getValue(), displayName.getValue(), Role.TEACHER, password.getValue());
            username.clear();
            displayName.clear();
            password.clear();
            showTeachers();
            Problems.done(getTranslation("admin.created", made.displayName(), made.username()));
        } catch (AccountException e) {
            var field = switch (e.problem()) {
                case BAD_USERNAME, USERNAME_TAKEN, NOT_FOUND -> username;
                case BAD_NAME -> displayName;
                case SHORT_PASSWORD -> password;
            };
            field.setErrorMessage(Problems.say(this, e));
            field.setInvalid(true);
        }
    }

    private void showTeachers() {
        teachers.removeAll();
        var list = NameOrder.sorted(accounts.teachers(), Account::displayName, getLocale());
        classes.show(classroom.allClasses(), list.stream().collect(Collectors.toMap(Account::id, Account::displayName)),
                "admin.noClasses");
        if (list.isEmpty()) {
            teachers.add(new Paragraph(getTranslation("admin.none")));
        }
        for (Account t : list) {
            Span name = new Span(t.displayName());
            name.addClassName("teacher-row-name");
            Span login = new Span(getTranslation("admin.username", t.username()));
            login.addClassName("teacher-row-username");
            Button reset = new Button(getTranslation("admin.resetPassword"), VaadinIcon.KEY.create(),
                    e -> resetPassword(t));
            reset.setId("reset-password-" + t.id());
            Div row = new Div(new Div(name, login), reset);
            row.setId("teacher-" + t.id());
            row.addClassName("teacher-row");
            teachers.add(row);
        }
    }

    private void resetPassword(Account teacher) {
        Dialog dialog = new Dialog(getTranslation("admin.resetTitle", teacher.displayName()));
        dialog.setId("reset-password-dialog");
        dialog.addClassName("teacher-dialog");
        PasswordField field = new PasswordField(getTranslation("admin.newPassword"));
        field.setId("new-password");
        field.setHelperText(getTranslation("admin.passwordHelper", AccountService.MIN_PASSWORD));
        field.setWidthFull();
        field.setManualValidation(true);
        Button ok = new Button(getTranslation("admin.resetOk"), e -> {
            try {
                accounts.resetPassword(teacher.id(), field.getValue());
                dialog.close();
                Problems.done(getTranslation("admin.resetDone", teacher.displayName()));
            } catch (AccountException ex) {
                field.setErrorMessage(Problems.say(this, ex));
                field.setInvalid(true);
            }
        });
        ok.setId("new-password-ok");
        ok.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        Button cancel = new Button(getTranslation("teacher.cancel"), e -> dialog.close());
        cancel.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        dialog.add(new Paragraph(getTranslation("admin.resetText")), field);
        dialog.getFooter().add(cancel, ok);
        dialog.open();
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("admin.title"));
        lead.setText(getTranslation("admin.lead"));
        createTitle.setText(getTranslation("admin.createTitle"));
        listTitle.setText(getTranslation("admin.listTitle"));
        classesTitle.setText(getTranslation("admin.classes.title"));
        username.setLabel(getTranslation("admin.usernameLabel"));
        username.setHelperText(getTranslation("admin.usernameHelper"));
        displayName.setLabel(getTranslation("admin.displayName"));
        displayName.setHelperText(getTranslation("admin.displayNameHelper"));
        password.setLabel(getTranslation("admin.password"));
        password.setHelperText(getTranslation("admin.passwordHelper", AccountService.MIN_PASSWORD));
        create.setText(getTranslation("admin.create"));
        showTeachers();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("admin.title") + " · Arithmos";
    }
}
