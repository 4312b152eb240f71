package org.arithmos.tables;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A seat's finishing place at a table that is over (issue 15: the projector and the pupils' standings), by its
 * game's own ranking: 1 is first, seats level share a place (two 1st, then 3rd).
 *
 * @param score the game's own score then (points, tokens), which its words name ({@code places.score.<KIND>})
 */
public record TablePlace(int seat, int place, int score) {

    public TablePlace {
        if (place < 1) {
            throw new IllegalArgumentException("a place starts at 1, not " + place);
        }
    }

    /**
     * Places from each seat's score ({@code scores} in seat order; {@code highWins}: more is better, else fewer),
     * seats level on their score parted by {@code cardsLeft} (fewer first: closer to ending the round), or null when
     * the game's end decided (its own winners, level ones sharing). The places come back in seat order.
     */
    public static List<TablePlace> rank(List<Integer> scores, boolean highWins, List<Integer> cardsLeft) {
        Comparator<Integer> bySeat = Comparator.comparingInt(seat -> highWins ? -scores.get(seat) : scores.get(seat));
        Comparator<Integer> order = cardsLeft == null ? bySeat : bySeat.thenComparingInt(cardsLeft::get);
        List<Integer> seats = new ArrayList<>();
        for (int s = 0; s < scores.size(); s++) {
            seats.add(s);
        }
        List<Integer> sorted = seats.stream().sorted(order).toList();
        int[] place = new int[scores.size()];
        for (int i = 0; i < sorted.size(); i++) {
            boolean level = i > 0 && order.compare(sorted.get(i - 1), sorted.get(i)) == 0;
            place[sorted.get(i)] = level ? place[sorted.get(i - 1)] : i + 1;
        }
        return seats.stream().map(s -> new TablePlace(s, place[s], scores.get(s))).toList();
    }
}
