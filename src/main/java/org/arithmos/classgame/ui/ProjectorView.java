package org.arithmos.classgame.ui;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.arithmos.classgame.ClassGameException;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableStatus;

/**
 * The projector view of a class game (issue 15): read from the back of a classroom, without the app's frame.
 * Each table's standings (fewest cards first, whose turn), and the latest master strokes as they happen. No
 * hand, no surname (pupils' names are first names), no mistakes by name (the class sees who shines, not who
 * slipped); first names can be hidden ("player 1, 2…"). The teacher's session only (docs/decisions/0028).
 */
@Route(value = "class-games/:classGameId/projector", autoLayout = false)
@RolesAllowed({"TEACHER", "ADMIN"})
class ProjectorView extends FollowedClassGame implements BeforeEnterObserver, HasDynamicTitle {

    private final Div tables = new Div();
    private final MasterStrokes strokes = new MasterStrokes(3);
    private final Checkbox anonymous = new Checkbox();

    ProjectorView(ClassGameService service) {
        super(service);
        addClassName("projector");
        tables.setId("projector-tables");
        tables.addClassName("projector-tables");
        anonymous.setId("projector-anonymous");
        anonymous.addValueChangeListener(e -> refresh());
        strokes.naming(this::name);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        try {
            UUID id = event.getRouteParameters().get("classGameId").flatMap(Missing::uuid)
                    .orElseThrow(() -> new ClassGameException(ClassGameException.Problem.NOT_FOUND, "no id"));
            game = service.find(id);
        } catch (ClassGameException e) {
            game = null;
            add(new Missing());
            return;
        }
        anonymous.setLabel(getTranslation("classGame.anonymous"));
        Div strokesBox = new Div(new H2(getTranslation("classGame.masterStrokes")), strokes);
        strokesBox.addClassName("projector-strokes");
        add(new H1(getTranslation("classGame.projectorTitle", getTranslation("teacher.game." + game.kind()))), tables,
                strokesBox, anonymous);
        refresh();
    }


    @Override
    protected void refresh() {
        if (game == null) {
            return;
        }
        List<TableOverview> all;
        try {
            all = service.overview(game.id());
        } catch (ClassGameException e) {
            return;
        }
        tables.removeAll();
        int number = 1;
        for (TableOverview t : all) {
            tables.add(table(t, number++));
        }
        strokes.show(all);
    }

    private Div table(TableOverview t, int number) {
        Div box = new Div();
        box.addClassName("projector-table");
        box.setId("projector-" + t.code());
        Span code = new Span(t.code());
        code.addClassName("projector-code");
        Div head = new Div(new Span(getTranslation("classGame.tableNumber", number)), code);
        head.addClassName("projector-table-head");
        box.add(head);
        if (t.status() == TableStatus.OVER) {
            box.add(new Span(getTranslation("live.status.OVER")));
        }
        t.seats().stream().sorted(Comparator.comparingInt(TableOverview.Seat::cardsLeft)).forEach(s -> {
            Div row = new Div();
            row.addClassName("projector-seat");
            boolean toMove = t.toMove() == s.seat();
            if (toMove) {
                row.addClassName("to-move");
            }
            Span who = new Span((toMove ? "▶ " : "") + name(t, s.seat()));
            who.addClassName("projector-name");
            row.add(who);
            if (s.cardsLeft() >= 0) {
                Span cards = new Span(getTranslation("classGame.cardsLeft", s.cardsLeft()));
                cards.addClassName("projector-cards");
                row.add(cards);
            }
            box.add(row);
        });
        return box;
    }

    private String name(TableOverview t, int seat) {
        TableOverview.Seat s = t.seats().get(seat);
        return anonymous.getValue() && !s.robot() ? getTranslation("classGame.player", seat + 1) : s.name();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("classGame.projector") + " · Arithmos";
    }
}
