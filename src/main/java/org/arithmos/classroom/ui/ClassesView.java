package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.Map;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;

/**
 * A teacher's classes: create one, open one; archived classes apart, below. Teachers see their own classes,
 * the admin every class with its teacher's name.
 */
@Route("classes")
@RolesAllowed({"TEACHER", "ADMIN"})
class ClassesView extends Div implements LocaleChangeObserver, HasDynamicTitle {

    private final ClassroomService classroom;
    private final AccountService accounts;
    private final boolean admin;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    final TextField newName = new TextField();
    final Button create = new Button();
    private final ClassTiles tiles = new ClassTiles("classes");
    private final LinkButton importList = new LinkButton("import-class-list", VaadinIcon.UPLOAD);

    ClassesView(ClassroomService classroom, AccountService accounts, CurrentUser user) {
        this.classroom = classroom;
        this.accounts = accounts;
        this.admin = user.account().map(a -> a.role() == Role.ADMIN).orElse(false);
        addClassName("page");
        addClassName("teacher-page");
        addClassName("classes-page");
        heading.setId("classes-title");
        lead.addClassName("lead");
        newName.setId("new-class-name");
        newName.setMaxLength(80);
        newName.setManualValidation(true);
        newName.addValueChangeListener(e -> newName.setInvalid(false));
        create.setId("create-class");
        create.setIcon(VaadinIcon.PLUS.create());
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        create.addClickShortcut(Key.ENTER).listenOn(newName);
        create.addClickListener(e -> create());
        Div form = new Div(newName, create);
        form.addClassName("create-class");
        importList.setHref("classes/import");
        add(heading, lead);
        // Classes are created by their teacher; the admin sees them all but has none of their own.
        if (!admin) {
            add(form);
        }
        add(importList, tiles);
    }

    private void create() {
        try {
            SchoolClass c = classroom.createClass(newName.getValue());
            getUI().ifPresent(ui -> ui.navigate("classes/" + c.id()));
        } catch (ClassroomException e) {
            newName.setErrorMessage(Problems.say(this, e));
            newName.setInvalid(true);
        }
    }

    private void showClasses() {
        Map<Long, String> teachers = admin ? accounts.teachers().stream()
                .collect(Collectors.toMap(Account::id, Account::displayName)) : Map.of();
        tiles.show(admin ? classroom.allClasses() : classroom.myClasses(), teachers,
                admin ? "admin.noClasses" : "teacher.classes.none");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation(admin ? "admin.classes.title" : "teacher.classes.title"));
        lead.setText(getTranslation(admin ? "admin.classes.lead" : "teacher.classes.lead"));
        newName.setLabel(getTranslation("teacher.classes.newName"));
        newName.setPlaceholder(getTranslation("teacher.classes.newNameExample"));
        create.setText(getTranslation("teacher.classes.create"));
        importList.setLabel(getTranslation("teacher.classes.import"));
        showClasses();
    }

    @Override
    public String getPageTitle() {
        return getTranslation(admin ? "admin.classes.title" : "teacher.classes.title") + " · Arithmos";
    }
}
