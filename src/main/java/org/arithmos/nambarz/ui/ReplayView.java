package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.i18n.Language;
import org.arithmos.nambarz.GameReplay;
import org.arithmos.nambarz.GameReplays;
import org.arithmos.nambarz.PlayException;
import org.arithmos.nambarz.TableState;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.tables.GameId;
import org.arithmos.tables.Seat;

/**
 * A stored game move by move (first, previous, next, last, or a move from the list): the table as the
 * player saw it, the move with its cards, and for a penalty the table's own explanation (the rule in
 * words, the cards at fault, the correct play). Anyone logged in may ask; the service shows only games of
 * pupils the reader may see.
 */
@Route("replay")
@PermitAll
class ReplayView extends Div implements HasUrlParameter<String>, HasDynamicTitle {

    private final GameReplays replays;
    private final NzWords words = new NzWords(this);
    private final SeatsBar seats = new SeatsBar();
    private final PileArea pile = new PileArea();
    private final Div hand = new Div();
    private final Div move = new Div();
    private final Narration narration = new Narration();
    private final Div moveList = new Div();
    private final Span position = new Span();
    final Button first = button("replay-first", VaadinIcon.FAST_BACKWARD, "replay.first");
    final Button previous = button("replay-previous", VaadinIcon.STEP_BACKWARD, "replay.previous");
    final Button next = button("replay-next", VaadinIcon.STEP_FORWARD, "replay.next");
    final Button last = button("replay-last", VaadinIcon.FAST_FORWARD, "replay.last");
    private GameReplay replay;
    int frame;

    ReplayView(GameReplays replays) {
        this.replays = replays;
        addClassNames("page", "replay-page");
        setId("replay");
        first.addClickListener(e -> show(0));
        previous.addClickListener(e -> show(frame - 1));
        next.addClickListener(e -> show(frame + 1));
        last.addClickListener(e -> show(replay.moves()));
        // The arrow keys step through the game too.
        Shortcuts.addShortcutListener(this, () -> show(frame - 1), Key.ARROW_LEFT);
        Shortcuts.addShortcutListener(this, () -> show(frame + 1), Key.ARROW_RIGHT);
    }

    private Button button(String id, VaadinIcon icon, String key) {
        Button b = new Button(icon.create());
        b.setId(id);
        b.getElement().setAttribute("data-key", key);
        b.addThemeVariants(ButtonVariant.LUMO_LARGE);
        return b;
    }

    @Override
    public void setParameter(BeforeEvent event, String parameter) {
        try {
            GameId id = GameId.parse(parameter).orElseThrow(() -> new PlayException(PlayException.Problem.NOT_FOUND, "bad id"));
            Long pupil = event.getLocation().getQueryParameters().getSingleParameter("pupil")
                    .flatMap(ReplayView::number).orElse(null);
            replay = replays.replay(id, pupil);
        } catch (PlayException e) {
            replay = null;
        }
        frame = 0;
        // Another seat's link ("Seen by") opens this same view again: Vaadin keeps it attached, so build anew.
        if (isAttached()) {
            build();
        }
    }

    private static java.util.Optional<Long> number(String text) {
        try {
            return java.util.Optional.of(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }

    /** At a live table: the game seen from each pupil's seat the reader may see (only that pupil's hand). */
    private Div viewpoints() {
        Div row = new Div();
        row.addClassName("replay-viewpoints");
        row.setId("replay-viewpoints");
        if (replay.viewpoints().size() < 2) {
            row.setVisible(false);
            return row;
        }
        row.add(new Span(words.t("replay.seenBy")));
        for (GameReplay.Viewpoint v : replay.viewpoints()) {
            com.vaadin.flow.component.html.Anchor seat = new com.vaadin.flow.component.html.Anchor(
                    "replay/" + replay.id().value() + "?pupil=" + v.pupilId(), v.name());
            seat.setId("viewpoint-" + v.pupilId());
            if (v.shown()) {
                seat.addClassName("shown");
                seat.getElement().setAttribute("aria-current", "true");
            }
            row.add(seat);
        }
        return row;
    }

    @Override
    protected void onAttach(AttachEvent event) {
        build();
    }

    private void build() {
        removeAll();
        if (replay == null) {
            Paragraph missing = new Paragraph(words.t("replay.notFound"));
            missing.setId("not-found");
            add(new H1(words.t("replay.heading")), missing);
            return;
        }
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(getLocale()).withZone(ZoneId.systemDefault());
        H1 heading = new H1(words.t("replay.title", replay.player()));
        Paragraph about = new Paragraph(words.t("replay.about", when.format(replay.startedAt()), replay.moves(),
                words.t(replay.finished() ? "games.finished" : "games.playing")));
        for (Button b : List.of(first, previous, next, last)) {
            b.setText(words.t(b.getElement().getAttribute("data-key")));
        }
        position.setId("replay-position");
        position.addClassName("replay-position");
        Div controls = new Div(first, previous, position, next, last);
        controls.addClassName("replay-controls");
        hand.addClassName("replay-hand");
        hand.setId("replay-hand");
        move.addClassName("replay-move");
        move.setId("replay-move");
        Div table = new Div(seats, pile, hand);
        table.addClassName("replay-table");
        Div story = new Div(move, narration);
        story.addClassName("replay-story");
        Paragraph note = new Paragraph(words.t("replay.handsNote", replay.player()));
        note.addClassName("replay-note");
        moveList.addClassName("replay-list");
        moveList.setId("replay-list");
        fillMoveList();
        Div board = new Div(table, story);
        board.addClassName("replay-board");
        add(heading, about, viewpoints(), controls, board, note, new H2(words.t("replay.moves")), moveList);
        show(frame);
    }

    void show(int number) {
        frame = Math.clamp(number, 0, replay.moves());
        GameReplay.Frame f = replay.frames().get(frame);
        position.setText(frame == 0 ? words.t("replay.start", replay.moves()) : words.t("replay.step", frame, replay.moves()));
        first.setEnabled(frame > 0);
        previous.setEnabled(frame > 0);
        next.setEnabled(frame < replay.moves());
        last.setEnabled(frame < replay.moves());
        seats.show(f.table(), words, replay.player());
        pile.show(f.table().view(), words);
        hand.removeAll();
        Span label = new Span(words.t("replay.hand", replay.player(), f.table().view().hand().cards().size()));
        label.addClassName("hand-label");
        Div cards = new Div();
        cards.addClassName("hand-cards");
        f.table().view().hand().cards().forEach(c -> cards.add(new CardView(c, CardSize.SMALL)));
        hand.add(label, cards);
        showMove(f);
        moveList.getChildren().forEach(c -> c.getElement().setAttribute("aria-current",
                String.valueOf(c.getElement().getProperty("frame", -1) == frame)));
    }

    private void showMove(GameReplay.Frame f) {
        move.removeAll();
        narration.clear();
        if (f.move() == null) {
            move.add(new Paragraph(words.t("replay.deal")));
            return;
        }
        Paragraph what = new Paragraph(words.t("replay.who", who(f), words.move(f.move())));
        what.addClassName("replay-what");
        what.setId("replay-what");
        move.add(what);
        if (f.move() instanceof NambarzMove.PutDown p) {
            Div put = new Div();
            put.addClassName("explanation-cards");
            p.cards().forEach(c -> put.add(new CardView(c, CardSize.SMALL)));
            move.add(put);
        }
        Narrator narrator = new Narrator(words, Explanations.in(Language.of(getLocale()).orElse(Language.fallback())),
                replay.player());
        List<Narrator.Line> lines = new ArrayList<>(narrator.lines(f.asEvent(), asPlayed(f)));
        if (f.missed() != null) {
            lines.add(Narrator.Line.of(words.t("replay.missed", replay.player(), words.move(f.missed())), "missed"));
        }
        narration.add(lines);
        lines.stream().filter(l -> l.explanation() != null).findFirst().ifPresent(l ->
                narration.explain(l.explanation(), l.cards(), l.atFault(), words.t("replay.explained")));
    }

    private void fillMoveList() {
        moveList.removeAll();
        for (GameReplay.Frame f : replay.frames()) {
            if (f.move() == null) {
                continue;
            }
            Button b = new Button(f.number() + ". " + words.t("replay.who", who(f), words.move(f.move())));
            b.getElement().setProperty("frame", f.number());
            b.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
            b.addClassName("replay-list-item");
            if (penalized(f)) {
                b.addClassName("replay-list-penalty");
                b.setText("⚠ " + b.getText());
            }
            if (!asPlayed(f).seats().get(f.seat()).isBot()) {
                b.addClassName("replay-list-player");
            }
            b.addClickListener(e -> {
                show(f.number());
                // The list can be long: bring the move and its explanation into sight.
                move.getElement().executeJs("this.scrollIntoView({block: 'nearest', behavior: 'smooth'})");
            });
            moveList.add(b);
        }
    }

    /**
     * Who made a frame's move: the seat's own name (a robot, a classmate at a live table), the player's for the
     * seat the replay is seen from.
     */
    private String who(GameReplay.Frame f) {
        var seat = asPlayed(f).seats().get(f.seat());
        return !seat.isBot() && f.seat() == f.table().you() ? replay.player() : seat.name();
    }

    /**
     * The frame's table with its mover as who really moved: a robot's move at a pupil's seat is said as the robot's
     * ("Adam (a robot plays)"), never as the pupil's own (issue 15's trial: a latecomer was credited with the robot's
     * moves from before they sat down).
     */
    private TableState asPlayed(GameReplay.Frame f) {
        TableState t = f.table();
        if (!f.byRobot()) {
            return t;
        }
        List<Seat> seats = new ArrayList<>(t.seats());
        Seat pupil = seats.get(f.seat());
        seats.set(f.seat(), new Seat(pupil.seat(), words.t("live.standIn", pupil.name()), pupil.face(),
                BotLevel.INTERMEDIATE, pupil.side()));
        return new TableState(t.id(), t.setup(), seats, t.you(), t.view(), t.legalMoves(), t.moveCount(), t.recorded());
    }

    static boolean penalized(GameReplay.Frame f) {
        return f.events().stream().anyMatch(e -> e instanceof NambarzEvent.Played p && !p.judgment().legal());
    }

    @Override
    public String getPageTitle() {
        return (replay == null ? words.t("replay.heading") : words.t("replay.title", replay.player())) + " · Arithmos";
    }
}
