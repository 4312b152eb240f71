package org.arithmos.nainjaune.ui;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.nainjaune.NjOutcome;
import org.arithmos.nainjaune.NjTable;

/**
 * The story under the table, latest line first. Passes in a row make one line ("3 passes in a row: Robo,
 * Lina, you") instead of filling the story. The lines after a round's end (the next deal) wait until the
 * pupil has read the round's summary and continues.
 */
final class NjStory {

    static final int LINES = 7;

    private final NjWords words;
    private final List<String> lines = new ArrayList<>();
    private final List<String> waiting = new ArrayList<>();
    private final List<String> passers = new ArrayList<>();

    NjStory(NjWords words) {
        this.words = words;
    }

    void clear() {
        lines.clear();
        waiting.clear();
        passers.clear();
    }

    /** A line of its own (the deal of the first round). */
    void add(String line) {
        passers.clear();
        push(line);
    }

    /** What one move did; after a round that ends with the game going on, the rest waits for {@link #release}. */
    void add(NjOutcome.Step step, NjTable table) {
        List<String> said = words.lines(step, table);
        boolean holding = false;
        for (int i = 0; i < said.size(); i++) {
            NainJauneEvent e = step.events().get(i);
            if (holding) {
                waiting.add(said.get(i));
            } else if (e instanceof NainJauneEvent.Passed p) {
                passed(said.get(i), p.seat() == table.you() ? words.t("nj.you.list") : words.name(table, p.seat()));
            } else {
                add(said.get(i));
            }
            holding |= e instanceof NainJauneEvent.RoundEnded && !table.over();
        }
    }

    /** The pupil continues after a round's summary: the next round's lines come in. */
    void release() {
        waiting.forEach(this::add);
        waiting.clear();
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    private void passed(String line, String who) {
        passers.add(who);
        if (passers.size() == 1) {
            push(line);
        } else {
            lines.set(0, words.t("nj.say.passedInARow", passers.size(), String.join(", ", passers)));
        }
    }

    private void push(String line) {
        lines.addFirst(line);
        while (lines.size() > LINES) {
            lines.removeLast();
        }
    }
}
