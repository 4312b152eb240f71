package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableReplay;
import org.arithmos.tables.TableSeat;
import org.arithmos.tables.TableService;

/**
 * A finished card-game table move by move, from one seat (docs/decisions/0035): first, previous, next, last and
 * the list of moves; the seat's board as its screen showed it then (the game's own parts, via its
 * {@link ReplayBoard}) and each move's story in the live table's words. A pupil sees their own seat; the class's
 * teacher chooses any seat. The service says who may see what.
 */
@Route("table-replay/:tableId")
@RolesAllowed({"PUPIL", "TEACHER", "ADMIN"})
@StyleSheet("styles/cardgames.css")
@StyleSheet("styles/multicartes.css")
@StyleSheet("styles/live-multicartes.css")
@StyleSheet("styles/nainjaune.css")
@StyleSheet("styles/krambambuli.css")
class TableReplayView extends Div implements BeforeEnterObserver, HasDynamicTitle {

    private final TableService service;
    private final List<ReplayBoard> boards;
    private final Div board = new Div();
    private final Div story = new Div();
    private final Div moveList = new Div();
    private final Span position = new Span();
    final Button first = button("replay-first", VaadinIcon.FAST_BACKWARD);
    final Button previous = button("replay-previous", VaadinIcon.STEP_BACKWARD);
    final Button next = button("replay-next", VaadinIcon.STEP_FORWARD);
    final Button last = button("replay-last", VaadinIcon.FAST_FORWARD);
    private UUID tableId;
    private Integer seat;
    TableReplay replay;
    private ReplayBoard game;
    int frame;

    TableReplayView(TableService service, List<ReplayBoard> boards) {
        this.service = service;
        this.boards = boards;
        addClassNames("page", "replay-page", "table-replay");
        setId("table-replay");
        first.addClickListener(e -> show(0));
        previous.addClickListener(e -> show(frame - 1));
        next.addClickListener(e -> show(frame + 1));
        last.addClickListener(e -> show(replay.moves()));
        Shortcuts.addShortcutListener(this, () -> show(frame - 1), Key.ARROW_LEFT);
        Shortcuts.addShortcutListener(this, () -> show(frame + 1), Key.ARROW_RIGHT);
    }

    private static Button button(String id, VaadinIcon icon) {
        Button b = new Button(icon.create());
        b.setId(id);
        b.addThemeVariants(ButtonVariant.LUMO_LARGE);
        return b;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        tableId = event.getRouteParameters().get("tableId").flatMap(TableReplayView::uuid).orElse(null);
        seat = event.getLocation().getQueryParameters().getSingleParameter("seat").flatMap(TableReplayView::number)
                .orElse(null);
        // Here, not on attach: choosing another seat stays on this route, so the view is kept and only told this.
        frame = 0;
        render();
    }

    private static Optional<UUID> uuid(String text) {
        try {
            return Optional.of(UUID.fromString(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<Integer> number(String text) {
        try {
            return Optional.of(Integer.parseInt(text));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private void render() {
        removeAll();
        replay = null;
        String problem = "NOT_FOUND";
        try {
            if (tableId != null) {
                replay = service.replay(tableId, seat);
            }
        } catch (TableException e) {
            problem = e.problem().name();
        }
        game = replay == null ? null
                : boards.stream().filter(b -> b.kind().equals(replay.kind())).findFirst().orElse(null);
        if (replay == null || game == null) {
            Paragraph missing = new Paragraph(getTranslation(problem.equals("NOT_OVER") ? "tableReplay.notOver"
                    : "replay.notFound"));
            missing.setId("not-found");
            add(new H1(getTranslation("replay.heading")), missing);
            replay = null;
            return;
        }
        H1 heading = new H1(getTranslation("tableReplay.title", getTranslation("teacher.game." + replay.kind()),
                replay.code(), name(replay.seat())));
        heading.setId("table-replay-heading");
        for (Button b : List.of(first, previous, next, last)) {
            b.setText(getTranslation(b.getId().orElseThrow().replace("replay-", "replay.")));
        }
        position.setId("replay-position");
        position.addClassName("replay-position");
        Div controls = new Div(first, previous, position, next, last);
        controls.addClassName("replay-controls");
        board.setId("table-replay-board");
        board.addClassName("table-replay-board");
        story.setId("table-replay-story");
        story.addClassName("table-replay-story");
        Paragraph note = new Paragraph(getTranslation("tableReplay.note", name(replay.seat())));
        note.addClassName("replay-note");
        moveList.addClassName("replay-list");
        moveList.setId("replay-list");
        fillMoveList();
        Div main = new Div(board, story);
        main.addClassName("table-replay-main");
        add(heading, viewpoints(), controls, main, note, new H2(getTranslation("replay.moves")), moveList);
        show(frame);
    }

    /** The seats the reader may see it from: a teacher's choice of every seat; a pupil has only their own. */
    private Div viewpoints() {
        Div row = new Div();
        row.addClassName("replay-viewpoints");
        row.setId("replay-viewpoints");
        row.setVisible(replay.viewpoints().size() > 1);
        row.add(new Span(getTranslation("replay.seenBy")));
        for (int s : replay.viewpoints()) {
            Anchor a = new Anchor("table-replay/" + replay.id() + "?seat=" + s, name(s));
            a.setId("viewpoint-" + s);
            if (s == replay.seat()) {
                a.addClassName("shown");
                a.getElement().setAttribute("aria-current", "true");
            }
            row.add(a);
        }
        return row;
    }

    private String name(int s) {
        TableSeat at = replay.seats().get(s);
        return at.isRobot() ? getTranslation("tableReplay.robot", at.name()) : at.name();
    }

    void show(int number) {
        if (replay == null) {
            return;
        }
        frame = Math.clamp(number, 0, replay.moves());
        TableNews f = replay.frames().get(frame);
        position.setText(frame == 0 ? getTranslation("replay.start", replay.moves())
                : getTranslation("replay.step", frame, replay.moves()));
        first.setEnabled(frame > 0);
        previous.setEnabled(frame > 0);
        next.setEnabled(frame < replay.moves());
        last.setEnabled(frame < replay.moves());
        story.removeAll();
        if (f.isMove()) {
            Paragraph who = new Paragraph(getTranslation("tableReplay.mover", name(f.mover())));
            who.setId("table-replay-mover");
            who.addClassName("replay-what");
            story.add(who);
            game.story(f, this).forEach(line -> story.add(new Div(line)));
        } else {
            story.add(new Paragraph(getTranslation("tableReplay.deal")));
        }
        var best = replay.best().get(frame);
        if (best != null) {
            // The seat plays next: the best play it had, from what it saw (the expert's, 0035).
            Paragraph p = new Paragraph(getTranslation("tableReplay.best", game.best(best, this)));
            p.setId("table-replay-best");
            p.addClassName("debrief-correct-play");
            story.add(p);
        }
        board.removeAll();
        board.add(game.board(f, this));
        moveList.getChildren().forEach(c -> c.getElement().setAttribute("aria-current",
                String.valueOf(c.getElement().getProperty("frame", -1) == frame)));
    }

    private void fillMoveList() {
        moveList.removeAll();
        for (int k = 1; k <= replay.moves(); k++) {
            TableNews f = replay.frames().get(k);
            List<String> lines = game.story(f, this);
            String said = lines.isEmpty() ? "" : lines.getFirst();
            Button b = new Button(k + ". " + getTranslation("tableReplay.mover", name(f.mover())) + " " + said);
            b.getElement().setProperty("frame", k);
            b.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
            b.addClassName("replay-list-item");
            if (f.mover() == replay.seat()) {
                b.addClassName("replay-list-player");
            }
            int at = k;
            b.addClickListener(e -> {
                show(at);
                story.getElement().executeJs("this.scrollIntoView({block: 'nearest', behavior: 'smooth'})");
            });
            moveList.add(b);
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("replay.heading") + " · Arithmos";
    }

    /** For the view tests: the board's component of the frame shown. */
    Component shownBoard() {
        return board.getComponentAt(0);
    }
}
