package org.arithmos.tables;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A table as the teacher's overview and the projector show it (issue 15): public facts only, never a card of
 * anyone's hand.
 *
 * @param toMove    the seat to move, -1 when none (not started, over)
 * @param turnSince when the seat to move got its turn (a pupil stuck for long), null when none
 * @param marks     the mistakes and master strokes so far, in order
 * @param places    each seat's finishing place once the table is over (in seat order), else empty
 */
public record TableOverview(UUID id, String code, String kind, TableStatus status, List<Seat> seats, int toMove,
                            Instant turnSince, int moves, List<TableMark> marks, List<TablePlace> places) {

    public TableOverview {
        seats = List.copyOf(seats);
        marks = List.copyOf(marks);
        places = List.copyOf(places);
    }

    /** A table without finishing places (in play, or a game that ranks no one). */
    public TableOverview(UUID id, String code, String kind, TableStatus status, List<Seat> seats, int toMove,
                         Instant turnSince, int moves, List<TableMark> marks) {
        this(id, code, kind, status, seats, toMove, turnSince, moves, marks, List.of());
    }

    /**
     * One seat: who (a pupil's first name, or a robot's), the cards they hold (-1: the game keeps no hand), and
     * their mistakes by rule id.
     */
    public record Seat(int seat, String name, boolean robot, boolean standIn, int cardsLeft,
                       Map<String, Integer> mistakes) {

        public Seat {
            mistakes = Map.copyOf(mistakes);
        }

        public int mistakeCount() {
            return mistakes.values().stream().mapToInt(Integer::intValue).sum();
        }
    }
}
