package org.arithmos.progress;

import java.util.Map;
import java.util.Optional;

/**
 * A pupil's last 7 days, for their parent in plain words: games played, plays and how many were right,
 * master strokes, and the kind of mistake that came back most.
 */
public record WeekSummary(String name, int games, Tally plays, int masterStrokes, Map<Misconception, Integer> penalties) {

    public WeekSummary {
        penalties = Map.copyOf(penalties);
    }

    /** The mistake made most often this week (two or more times), if any. */
    public Optional<Misconception> tricky() {
        return penalties.entrySet().stream().filter(e -> e.getValue() >= 2)
                .max(Map.Entry.<Misconception, Integer>comparingByValue()
                        .thenComparing(e -> -e.getKey().ordinal()))
                .map(Map.Entry::getKey);
    }
}
