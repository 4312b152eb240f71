package org.arithmos.progress.ui;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.progress.ProgressWords;
import org.arithmos.progress.WeekSummary;

/** The week in a few plain sentences for a parent: games, how much was right, master strokes, what is tricky. */
final class WeekText {

    private WeekText() {
    }

    static List<String> sentences(WeekSummary w, ProgressWords words) {
        List<String> out = new ArrayList<>();
        if (w.games() == 0) {
            out.add(words.t("pupilPage.summary.none", w.name()));
            return out;
        }
        out.add(w.plays().total() == 0 ? words.t("pupilPage.summary.playedNoPlays", w.name(), w.games())
                : words.t("pupilPage.summary.played", w.name(), w.games(), words.percent(w.plays())));
        if (w.masterStrokes() > 0) {
            out.add(words.t("pupilPage.summary.masterStrokes", w.masterStrokes()));
        }
        out.add(w.tricky().map(kind -> words.t("pupilPage.summary.tricky", words.t("progress.tricky." + kind.name()),
                        kind.rules().isEmpty() ? words.kind(kind) : String.join(", ", kind.rules()),
                        w.penalties().get(kind)))
                .orElse(words.t("pupilPage.summary.nothingTricky")));
        return out;
    }
}
