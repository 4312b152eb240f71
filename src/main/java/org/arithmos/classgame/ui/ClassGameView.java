package org.arithmos.classgame.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import org.arithmos.classgame.ClassGame;
import org.arithmos.classgame.ClassGameException;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.GameTableForm;

/**
 * A class's class game (issue 15): while one is being played, the teacher is taken to it; otherwise the setup
 * (game, options, pupils, tables) and the class's earlier class games, to find a session again. The class's
 * teacher or an admin; any other class reads as "not found".
 */
@Route("classes/:classId/class-game")
@RolesAllowed({"TEACHER", "ADMIN"})
class ClassGameView extends Div implements BeforeEnterObserver, HasDynamicTitle, LocaleChangeObserver {

    private final ClassGameService service;
    private final ClassroomService classroom;
    private final TableService tables;
    private final List<GameTableForm.Factory> forms;
    private SchoolClass schoolClass;
    private final Anchor back = new Anchor();
    private final H1 title = new H1();
    private final Div sessions = new Div();

    ClassGameView(ClassGameService service, ClassroomService classroom, TableService tables,
                  List<GameTableForm.Factory> forms) {
        this.service = service;
        this.classroom = classroom;
        this.tables = tables;
        this.forms = forms;
        addClassNames("class-game", "page");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        try {
            long id = event.getRouteParameters().get("classId").flatMap(Missing::number)
                    .orElseThrow(() -> new ClassGameException(ClassGameException.Problem.NOT_FOUND, "no class"));
            schoolClass = classroom.get(id);
            var running = service.running(id);
            if (running.isPresent()) {
                event.forwardTo("class-games/" + running.get().id());
                return;
            }
            show(id);
        } catch (ClassGameException | ClassroomException e) {
            schoolClass = null;
            add(new Missing());
        }
    }

    private void show(long classId) {
        back.setHref("classes/" + classId);
        back.addClassName("back-link");
        add(back, title, new ClassGameSetup(service, classId, tables.games(), forms,
                id -> getUI().ifPresent(ui -> ui.navigate("class-games/" + id)), this::refused), sessions);
        words();
    }

    /** The language switched in the top bar: this page's own words follow at once (the setup follows by itself). */
    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (schoolClass != null) {
            words();
        }
    }

    private void words() {
        back.setText(getTranslation("classGame.backToClass"));
        title.setText(getTranslation("classGame.title", schoolClass.name()));
        sessions.removeAll();
        List<ClassGame> past = service.ofClass(schoolClass.id());
        if (!past.isEmpty()) {
            Div list = new Div();
            list.setId("class-game-sessions");
            list.addClassName("class-game-sessions");
            DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                    .withLocale(getLocale()).withZone(ZoneId.systemDefault());
            for (ClassGame g : past) {
                Anchor a = new Anchor("class-games/" + g.id(), getTranslation("classGame.session",
                        when.format(g.startedAt()), getTranslation("teacher.game." + g.kind()), g.tables().size()));
                list.add(new Paragraph(a));
            }
            sessions.add(new H2(getTranslation("classGame.sessions")), list);
        }
    }

    private void refused(String message) {
        Notification n = Notification.show(message, 5000, Notification.Position.MIDDLE);
        n.addThemeVariants(NotificationVariant.LUMO_WARNING);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("classGame.title", schoolClass == null ? "" : schoolClass.name()) + " · Arithmos";
    }
}
