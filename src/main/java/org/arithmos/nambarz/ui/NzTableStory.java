package org.arithmos.nambarz.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.arithmos.nambarz.Outcome;
import org.arithmos.nambarz.TableState;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TimeUp;

/**
 * What the moves at a Nambarz table tell its screen: the story's lines for everyone, the explanation of a penalty
 * for its pupil alone (the others get a short public line), a round's or the game's results, and the teacher's end
 * of the table. Its dialogs come one at a time; at a private table its robots wait while one is open.
 */
final class NzTableStory {

    private final NzScreen screen;
    private final Narration narration;
    private final TableMarks marks;
    /** The dialogs open at a private table: its robots wait while there is one. */
    private final RobotsWaitWhileReading reading;
    /** This screen has told its pupil that the teacher ended the table. */
    private boolean stoppedTold;

    /** @param holdRobots tells a private table to hold its robots ({@code true}) or let them go */
    NzTableStory(NzScreen screen, Narration narration, TableMarks marks, Consumer<Boolean> holdRobots) {
        this.screen = screen;
        this.narration = narration;
        this.marks = marks;
        this.reading = new RobotsWaitWhileReading(holdRobots);
    }

    /** Another table on the same screen: the dialogs of the one before close. */
    void closeDialogs() {
        reading.closeAll();
    }

    /** Another table on the same screen: its end is told again once. */
    void forgetStopped() {
        stoppedTold = false;
    }

    /** The table looked up afresh: a private one's robots wait while its dialogs are read. */
    void newScreen(boolean alone) {
        reading.newScreen(alone);
    }

    /** News of a move: another seat's, or the pupil's own played by a robot once the class's timer ran out (0018). */
    void told(TableNews news, SeatedTable seated, TableState table) {
        if (news.isMove() && (news.mover() != table.you() || news.reason() instanceof TimeUp)) {
            if (news.reason() instanceof TimeUp up) {
                narration.add(List.of(Narrator.Line.of(screen.words().t("live.say.timeUp", up.seconds(),
                        table.seats().get(news.mover()).name()), "penalty")));
            }
            narrate(news, false, seated, table);
        }
    }

    /** A table the teacher ended (issue 15): its pupil is told so at once, with the standings, once per screen. */
    void tellIfStopped(SeatedTable seated, TableState table) {
        if (seated != null && seated.stopped() && table != null && table.you() >= 0 && table.view() != null
                && !stoppedTold) {
            stoppedTold = true;
            reading.open(new StoppedDialog(table, screen.words(), () -> screen.navigate("together")), false);
        }
    }

    /** The story of a move; the mover alone gets the explanation of their penalty. */
    void narrate(TableNews news, boolean mine, SeatedTable seated, TableState table) {
        NzWords words = screen.words();
        Outcome o = LiveSeats.outcome(news, table);
        marks.after(o);
        Narrator narrator = new Narrator(words, screen.explanations());
        List<Narrator.Line> lines = new ArrayList<>();
        o.events().forEach(e -> lines.addAll(narrator.lines(e, table)));
        List<Narrator.Line> shown = new ArrayList<>();
        for (Narrator.Line l : lines) {
            if (l.explanation() != null && !mine) {
                shown.add(Narrator.Line.of(words.t("live.say.penalty", table.seats().get(news.mover()).name(),
                        l.explanation().title()), "penalty"));
            } else {
                shown.add(l);
            }
        }
        narration.add(shown);
        narration.hideExplanation();
        String next = seated.alone() ? "play" : "together"; // a new game against robots, or the class's tables
        boolean alone = seated.alone();
        // The penalty first, the round's (or game's) results once it is closed: one dialog at a time.
        if (mine) {
            lines.stream().filter(l -> l.explanation() != null).findFirst().ifPresent(l -> reading.open(
                    new ExplanationDialog(l.explanation(), l.cards(), l.atFault(), PenaltyCards.of(o, table.you()),
                            words, screen::refresh), alone));
        }
        RoundEnd.find(o).ifPresent(end -> reading.open(new RoundDialog(table, end.result(), end.standings(), words,
                screen::refresh, () -> screen.navigate(next)), alone));
    }
}
