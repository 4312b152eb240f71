package org.arithmos.tables;

import java.util.List;
import java.util.UUID;

/**
 * A live table as one person may see it: the seats, whose turn, and the game's view of their own seat
 * (their hand and what the rules make public; a spectator's view holds no hand).
 *
 * @param you     the viewer's seat, or -1 for a spectator (their teacher)
 * @param version the moves played so far: sent back with each move, so a stale screen is noticed
 * @param toMove  the seat to move, or -1 (not started, or over)
 * @param view    the game's view of the viewer's seat (e.g. a Nambarz observation), null before the start
 * @param turnSeconds the class's turn timer (0: none): a robot plays a pupil's move once it runs out
 * @param alone   a private table (its one person against robots, 0018 step 3): no code, no lobby
 * @param paceMillis the robots' pace, which a private table's person changes while playing
 * @param showResults a calculation being built shows its results as it grows (learning mode's, or the choice of a
 *                    private table's person)
 * @param stopped the teacher ended the table before its game's end (a class game's end, issue 15): over, though
 *                its game's own view may still say whose turn it was
 * @param places  each seat's finishing place once the table is over, by its game's ranking (in seat order), else
 *                empty: the standings a stopped table's pupils see (issue 15)
 */
public record SeatedTable(UUID id, String code, String kind, TableStatus status, List<TableSeat> seats, int seatCount,
                          Long hostId, int you, int version, int toMove, String options, String mode,
                          boolean partnersSeeHands, Object view, int turnSeconds, boolean alone, int paceMillis,
                          boolean showResults, boolean stopped, List<TablePlace> places) {

    public SeatedTable {
        seats = List.copyOf(seats);
        places = List.copyOf(places);
    }

    /** A table without finishing places (in play, or a moment of one). */
    public SeatedTable(UUID id, String code, String kind, TableStatus status, List<TableSeat> seats, int seatCount,
                       Long hostId, int you, int version, int toMove, String options, String mode,
                       boolean partnersSeeHands, Object view, int turnSeconds, boolean alone, int paceMillis,
                       boolean showResults, boolean stopped) {
        this(id, code, kind, status, seats, seatCount, hostId, you, version, toMove, options, mode, partnersSeeHands,
                view, turnSeconds, alone, paceMillis, showResults, stopped, List.of());
    }

    /** A class's table (or a moment of one, a replay's frame): not alone, its pace the table's own business. */
    public SeatedTable(UUID id, String code, String kind, TableStatus status, List<TableSeat> seats, int seatCount,
                       Long hostId, int you, int version, int toMove, String options, String mode,
                       boolean partnersSeeHands, Object view, int turnSeconds) {
        this(id, code, kind, status, seats, seatCount, hostId, you, version, toMove, options, mode, partnersSeeHands,
                view, turnSeconds, false, 0, "LEARNING".equals(mode), false);
    }

    public boolean yourTurn() {
        return you >= 0 && toMove == you;
    }

    public boolean over() {
        return status == TableStatus.OVER;
    }

    public boolean hostIsYou() {
        return you >= 0 && hostId != null && hostId.equals(seats.get(you).accountId());
    }
}
