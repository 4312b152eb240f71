package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneState.RoundResult;
import org.arithmos.engine.nainjaune.Sequence;
import org.arithmos.nainjaune.NjOutcome;
import org.arithmos.nainjaune.NjTable;
import org.arithmos.tables.ui.LiveText;
import org.arithmos.tables.ui.StoryLog;
import org.arithmos.tables.ui.TableFocus;

/**
 * What the table against robots and a live table show alike, from the reader's seat: the players with their
 * tokens, the end of a round, the board and the sequences, what to do now (with Pass), the hand as big cards
 * (those the pupil may put marked, a refused one marked at fault) and the story. The views only fetch the
 * table and say what happened; the parts are added to the view itself, so both look the same.
 */
final class NjTableParts {

    /**
     * Where the keyboard's focus goes when a redraw loses it (decision 0033): the round's way on, a card the
     * pupil may put, Pass, any card (a refused one is explained), else the hand itself while others play.
     */
    private static final String[] FOCUS_PLACES = {"#nj-next-round", "#nj-again", "#nj-hand .pc-playable", "#nj-pass",
        "#nj-hand .pc-clickable", "#nj-hand"};

    private final NjWords words;
    private final SeatsView seats = new SeatsView();
    private final NjBoard board = new NjBoard();
    private final SequencesView sequences = new SequencesView();
    private final Div message = new Div();
    private final Div hand = new Div();
    private final StoryLog story = new StoryLog("nj-story", "nj-story");
    private final NjEndPanel end;
    private final Button pass = new Button();
    private final NjStory storyLines;
    private final Div tableTop = new Div();
    private final Div talk = new Div();
    private final Consumer<PlayingCard.Suited> onPut;
    private NjTable table;
    private String error;
    private PlayingCard atFault;
    private RoundResult roundToShow;
    private boolean roundShown;
    private String stopped;
    /** Told whether a round's results are being read, after each showing (a private table's robots wait). */
    private Consumer<Boolean> reading = r -> { };

    /**
     * @param again the way on at the end of the game (a new game against robots, back to the class's tables)
     */
    NjTableParts(NjWords words, Consumer<PlayingCard.Suited> onPut, Runnable onPass, Supplier<Component> again) {
        this.words = words;
        this.onPut = onPut;
        this.storyLines = new NjStory(words);
        this.end = new NjEndPanel(again);
        message.addClassName("nj-message");
        message.setId("nj-message");
        // Whose turn, and why a card was refused, are read out once when they change (issue 13).
        message.getElement().setAttribute("role", "status");
        hand.addClassName("nj-hand");
        hand.setId("nj-hand");
        TableFocus.park(hand);
        pass.setId("nj-pass");
        pass.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        pass.addClickListener(e -> onPass.run());
        talk.add(message, pass);
        talk.addClassName("nj-talk");
        // The board with the sequences beside it, then what to do and the hand, then the story: the prompt and
        // the hand fit on a school laptop's screen (1366x768) without scrolling.
        tableTop.add(board, sequences);
        tableTop.addClassName("nj-top");
    }

    void addTo(HasComponents host) {
        host.add(seats, end, tableTop, talk, hand, story);
    }

    /** Hides every part (a live table not started yet), or shows them again. */
    void setVisible(boolean visible) {
        for (Component part : List.of(seats, tableTop, talk, hand, story)) {
            part.setVisible(visible);
        }
        if (!visible) {
            end.setVisible(false);
        }
    }

    /** A table opened: its story starts afresh, with the deal's own line when nothing has been played. */
    void begin(NjTable t) {
        storyLines.clear();
        if (t != null && t.moveCount() == 0) {
            // The deal's own story (the stakes, who holds the A♥ and starts, NJ-DEAL-2, NJ-PLAY-1).
            int starter = t.view().toMove();
            storyLines.add(words.t(words.you(t, "nj.say.roundStarted", starter), 1, words.name(t, starter)));
        }
        error = null;
        atFault = null;
        roundToShow = null;
        roundShown = false;
    }

    /** A live table the teacher ended: what to say instead of a turn, nothing to play; null while it is played. */
    void stopped(String why) {
        stopped = why;
    }

    /** Who is told, after each showing, whether a round's results are being read (0018 step 3: robots wait). */
    void whileReading(Consumer<Boolean> r) {
        reading = r;
    }

    /** Whether the end of a round is being read (the pupil plays on once they continue). */
    boolean roundShown() {
        return roundShown;
    }

    /** A line of the story that is no move (a live table's "time is up"). */
    void say(String line) {
        storyLines.add(line);
    }

    /** The table now, after a refused move (explained), a stale one, or moves made (told in the story). */
    void told(NjTable t, List<NjOutcome.Step> steps, NainJauneJudgment refused, boolean stale) {
        table = t;
        error = null;
        atFault = null;
        if (stale) {
            error = words.t("nj.error.stale");
        } else if (refused != null) {
            error = words.refusal(refused);
            atFault = refused.atFault();
        }
        for (NjOutcome.Step step : steps) {
            storyLines.add(step, table);
            // NJ-BOX-1: a box won is announced big, whoever won it.
            step.events().stream().filter(e -> e instanceof NainJauneEvent.BoxWon).map(e -> (NainJauneEvent.BoxWon) e)
                    .forEach(b -> announce(words.t(words.you(table, "nj.say.box", b.seat()),
                            words.name(table, b.seat()), words.t("nj.box." + b.box().name()), b.tokens())));
            step.events().stream().filter(e -> e instanceof NainJauneEvent.RoundEnded)
                    .map(e -> ((NainJauneEvent.RoundEnded) e).result()).findFirst().ifPresent(r -> roundToShow = r);
        }
    }

    private static void announce(String text) {
        Notification n = Notification.show(text, 3000, Notification.Position.TOP_CENTER);
        n.addThemeVariants(NotificationVariant.LUMO_SUCCESS);
        n.addClassName("nj-announce");
    }

    /** The pupil has read the round's end: the next deal and its story show. */
    void closeRound() {
        roundShown = false;
        roundToShow = null;
        end.setVisible(false);
        storyLines.release();
        show(table);
    }

    void show(NjTable t) {
        table = t;
        var view = table.view();
        seats.show(table, words);
        board.show(view.board(), words);
        sequences.show(view.sequences(), words);
        showHand();
        boolean mine = table.yourTurn() && !roundShown && stopped == null;
        LiveText.set(message, error != null ? error : prompt(mine));
        message.setClassName("nj-message-error", error != null);
        pass.setText(words.t("nj.action.pass"));
        pass.setVisible(mine && view.legalMoves().stream().anyMatch(m -> m instanceof NainJauneMove.Pass));
        if (roundToShow != null && !roundShown) {
            roundShown = !table.over();
            end.showRound(table, roundToShow, words, this::closeRound);
        } else if (table.over() && !end.isVisible() && !view.results().isEmpty()) {
            end.showRound(table, view.results().getLast(), words, this::closeRound);
        }
        story.show(storyLines.lines());
        story.setVisible(true);
        // Between two rounds the summary stands alone: the next deal shows when the pupil continues.
        for (var part : List.of(seats, tableTop, talk, hand)) {
            part.setVisible(!roundShown);
        }
        hand.getParent().ifPresent(host -> TableFocus.settle(host, FOCUS_PLACES));
        reading.accept(roundShown);
    }

    /** What the pupil is to do now, with the card(s) they may put. */
    private String prompt(boolean mine) {
        var view = table.view();
        if (stopped != null) {
            return stopped;
        }
        if (view.over()) {
            return words.t("nj.say.gameEnded");
        }
        if (!mine) {
            return roundShown ? "" : words.t("nj.prompt.wait", words.name(table, view.toMove()));
        }
        List<PlayingCard.Suited> allowed = allowed();
        if (allowed.isEmpty()) {
            return words.t("nj.prompt.pass");
        }
        Sequence open = view.openSequence();
        if (open != null) {
            return words.t("nj.prompt.continue", NjWords.card(open.next()));
        }
        return view.excluded() == null ? words.t("nj.prompt.start", words.either(allowed))
                : words.t("nj.prompt.startOther", words.either(allowed), words.suit(view.excluded()));
    }

    private List<PlayingCard.Suited> allowed() {
        return table.view().legalMoves().stream().filter(m -> m instanceof NainJauneMove.Put)
                .map(m -> ((NainJauneMove.Put) m).card()).toList();
    }

    private void showHand() {
        hand.removeAll();
        var cards = table.view().hand();
        boolean mine = table.yourTurn() && !roundShown && stopped == null;
        List<PlayingCard.Suited> allowed = mine ? allowed() : List.of();
        // Big cards for up to 17 (three players and more), overlapping more as the hand grows so that it stays
        // on one row of a school laptop; 18 to 26 (two players) a size smaller. Each keeps its corner in sight.
        int n = cards.size();
        CardSize size = n > 17 ? CardSize.SMALL : CardSize.NORMAL;
        hand.setClassName("nj-hand-tight", n > 11 && n <= 13);
        hand.setClassName("nj-hand-tighter", n > 13 && n <= 17);
        hand.setClassName("nj-hand-small", n > 17);
        for (PlayingCard.Suited c : cards) {
            PlayingCardView v = PlayingCardView.front(c, size, words.cardName(c), mine);
            v.setId("nj-card-" + c.notation());
            v.playable(allowed.contains(c)).fault(c.equals(atFault));
            if (mine) {
                v.addClickListener(e -> onPut.accept(c));
            }
            hand.add(v);
        }
        if (cards.isEmpty() && table.you() >= 0) {
            hand.add(new Span(words.t("nj.hand.empty")));
        }
    }
}
