package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The ranking of the sides: points of the regular rounds, then, between sides still level, the
 * tie-break rounds they played (NZ-SCORE-3). Reading: a tie-break round only orders the tied sides
 * (by its place points, summed per team); it adds nothing to the totals, and sides still level after
 * it (places beyond 5th score nothing) play another. Only ties for the first five places are played
 * out: like a round's places, the final places beyond 5th are not scored, and may be shared.
 */
final class Standings {

    private Standings() {
    }

    static List<Standing> of(NambarzState s) {
        return of(s.options, s.results);
    }

    static List<Standing> of(NambarzOptions options, List<RoundResult> results) {
        List<Standing> unranked = new ArrayList<>();
        for (int side = 0; side < options.sides(); side++) {
            List<Integer> seats = options.seatsOf(side);
            int points = 0;
            List<Integer> tieBreaks = new ArrayList<>();
            for (RoundResult r : results) {
                if (!r.tieBreak()) {
                    for (int seat : seats) {
                        points += r.points(seat);
                    }
                } else if (r.played(seats.getFirst())) {
                    int tb = 0;
                    for (int seat : seats) {
                        tb += r.placePoints().get(seat);
                    }
                    tieBreaks.add(tb);
                }
            }
            unranked.add(new Standing(0, side, seats, points, tieBreaks));
        }
        unranked.sort(ORDER.thenComparingInt(Standing::side));
        List<Standing> ranked = new ArrayList<>();
        for (int i = 0; i < unranked.size(); i++) {
            Standing s = unranked.get(i);
            int rank = i > 0 && ORDER.compare(unranked.get(i - 1), s) == 0 ? ranked.get(i - 1).rank() : i + 1;
            ranked.add(new Standing(rank, s.side(), s.seats(), s.points(), s.tieBreaks()));
        }
        return List.copyOf(ranked);
    }

    /** Places that tie-break rounds decide (NZ-SCORE-1's scored places). */
    static final int DECIDED_PLACES = 5;

    /** The best-placed group of sides still level for one of the first five places; empty if none. */
    static List<Integer> nextTieGroup(NambarzOptions options, List<RoundResult> results) {
        long regular = results.stream().filter(r -> !r.tieBreak()).count();
        if (regular < options.rounds()) {
            return List.of();
        }
        List<Standing> standings = of(options, results);
        for (int i = 0; i < standings.size() && standings.get(i).rank() <= DECIDED_PLACES; i++) {
            List<Integer> group = new ArrayList<>();
            group.add(standings.get(i).side());
            for (int j = i + 1; j < standings.size() && standings.get(j).rank() == standings.get(i).rank(); j++) {
                group.add(standings.get(j).side());
            }
            if (group.size() > 1) {
                return group;
            }
        }
        return List.of();
    }

    /** More points first, then more tie-break points, round by round. */
    private static final Comparator<Standing> ORDER = (a, b) -> {
        if (a.points() != b.points()) {
            return Integer.compare(b.points(), a.points());
        }
        int n = Math.max(a.tieBreaks().size(), b.tieBreaks().size());
        for (int i = 0; i < n; i++) {
            int x = i < a.tieBreaks().size() ? a.tieBreaks().get(i) : -1;
            int y = i < b.tieBreaks().size() ? b.tieBreaks().get(i) : -1;
            if (x != y) {
                return Integer.compare(y, x);
            }
        }
        return 0;
    };
}
