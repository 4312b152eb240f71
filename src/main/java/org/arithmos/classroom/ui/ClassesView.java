package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;

/** A teacher's classes: create one, open one; archived classes apart, below. Teachers only, their own classes. */
@Route("classes")
@RolesAllowed("TEACHER")
class ClassesView extends Div implements LocaleChangeObserver, HasDynamicTitle {

    private final ClassroomService classroom;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    final TextField newName = new TextField();
    final Button create = new Button();
    private final Div active = new Div();
    private final Div archived = new Div();

    ClassesView(ClassroomService classroom) {
        this.classroom = classroom;
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
        active.setId("active-classes");
        active.addClassName("class-tiles");
        archived.setId("archived-classes");
        archived.addClassName("class-tiles");
        add(heading, lead, form, active, archived);
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
        List<SchoolClass> mine = classroom.myClasses();
        active.removeAll();
        archived.removeAll();
        List<SchoolClass> open = mine.stream().filter(c -> !c.archived()).toList();
        List<SchoolClass> closed = mine.stream().filter(SchoolClass::archived).toList();
        if (open.isEmpty()) {
            Paragraph none = new Paragraph(getTranslation("teacher.classes.none"));
            none.setId("no-classes");
            active.add(none);
        }
        open.forEach(c -> active.add(tile(c)));
        if (!closed.isEmpty()) {
            H2 title = new H2(getTranslation("teacher.classes.archived"));
            title.addClassName("archived-title");
            archived.add(title);
            closed.forEach(c -> archived.add(tile(c)));
        }
    }

    /** A class as one big link: its name, code and number of pupils. */
    private Anchor tile(SchoolClass c) {
        Span name = new Span(c.name());
        name.addClassName("tile-name");
        Span code = new Span(getTranslation("teacher.classes.code", c.code()));
        code.addClassName("tile-code");
        Span pupils = new Span(getTranslation("teacher.classes.pupils", c.pupils()));
        pupils.addClassName("tile-pupils");
        Anchor tile = new Anchor("classes/" + c.id(), "");
        tile.add(name, code, pupils);
        tile.setId("class-" + c.id());
        tile.addClassName("class-tile");
        if (c.archived()) {
            tile.addClassName("archived");
        }
        return tile;
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("teacher.classes.title"));
        lead.setText(getTranslation("teacher.classes.lead"));
        newName.setLabel(getTranslation("teacher.classes.newName"));
        newName.setPlaceholder(getTranslation("teacher.classes.newNameExample"));
        create.setText(getTranslation("teacher.classes.create"));
        showClasses();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("teacher.classes.title") + " · Arithmos";
    }
}
