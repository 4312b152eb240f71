package org.arithmos.demo;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arithmos.progress.ProgressEvent;
import org.arithmos.progress.ProgressKind;

/** A pupil's figures from their progress events, as a dashboard would count them. */
record Figures(int moves, Map<String, Integer> penalties, int hints, int checks, int missed) {

    static Figures of(List<ProgressEvent> events) {
        int moves = 0;
        int hints = 0;
        int checks = 0;
        int missed = 0;
        Map<String, Integer> penalties = new TreeMap<>();
        for (ProgressEvent e : events) {
            switch (e.kind()) {
                case HINT -> hints++;
                case CHECK -> checks++;
                case PLAY, JOKER, DRAW, PASS -> {
                    moves++;
                    if (e.rule() != null) {
                        penalties.merge(e.rule(), 1, Integer::sum);
                    }
                    if (e.missedPlay() != null) {
                        missed++;
                    }
                }
            }
        }
        return new Figures(moves, penalties, hints, checks, missed);
    }

    double penaltyRate(String rule) {
        return penalties.getOrDefault(rule, 0) / (double) moves;
    }

    double hintRate() {
        return hints / (double) moves;
    }

    double missedRate() {
        return missed / (double) moves;
    }

    static boolean isMove(ProgressEvent e) {
        return e.kind() != ProgressKind.HINT && e.kind() != ProgressKind.CHECK;
    }
}
