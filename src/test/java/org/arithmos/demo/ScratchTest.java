package org.arithmos.demo;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.*;
import org.arithmos.engine.nambarz.*;
import org.arithmos.play.*;
import org.junit.jupiter.api.Test;

class ScratchTest {
    @Test
    void stats() {
        for (int rep = 0; rep < 3; rep++) {
        long t0 = System.nanoTime();
        var games = DemoHistory.games(LocalDate.of(2026, 11, 25), ZoneId.of("Europe/Paris"));
        long t1 = System.nanoTime();
        System.out.println("games " + games.size() + " in " + (t1 - t0) / 1_000_000 + " ms, moves " + games.stream().mapToInt(g -> g.moves().size()).sum());
        if (rep < 2) continue;
        Map<String, Map<String, Integer>> rules = new TreeMap<>();
        Map<String, int[]> counts = new TreeMap<>();
        for (var g : games) {
            NambarzState s = NambarzGame.newGame(g.setup().options(), g.setup().seed());
            int[] c = counts.computeIfAbsent(g.pupil(), k -> new int[6]);
            c[0]++;
            for (var m : g.moves()) {
                int seat = s.currentSeat();
                var t = NambarzGame.apply(s, m.move());
                if (seat == 0) {
                    c[1]++;
                    if (m.hintAt() != null) c[3]++;
                    if (!m.checks().isEmpty()) c[4]++;
                    for (var e : t.events()) if (e instanceof NambarzEvent.Played p && p.seat() == 0 && p.judgment() instanceof Judgment.Penalized pen) {
                        c[2]++;
                        rules.computeIfAbsent(g.pupil(), k -> new TreeMap<>()).merge(pen.rule().id(), 1, Integer::sum);
                    }
                }
                s = t.state();
            }
            if (!g.finished()) c[5]++;
        }
        counts.forEach((k, c) -> System.out.println(k + " games=" + c[0] + " moves=" + c[1] + " pen=" + c[2] + " hints=" + c[3] + " checks=" + c[4] + " unfinished=" + c[5] + " " + rules.get(k)));
        }
    }
}
