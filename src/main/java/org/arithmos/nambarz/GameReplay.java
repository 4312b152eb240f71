package org.arithmos.nambarz;

import java.time.Instant;
import java.util.List;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.tables.GameId;

/**
 * A stored game rebuilt move by move from its options, seed and moves, as its player saw it: frame 0 is
 * the deal, frame n the table after move n. Only the player's own hand is in it (see decision 0010).
 *
 * @param player     the player's name (the owner of the game, or the pupil of the seat at a live table)
 * @param viewpoints at a live table, the pupils' seats the reader may see the game from (else empty)
 */
public record GameReplay(GameId id, String player, Instant startedAt, boolean finished, List<Frame> frames,
                         List<Viewpoint> viewpoints) {

    public GameReplay {
        frames = List.copyOf(frames);
        viewpoints = List.copyOf(viewpoints);
    }

    /** A pupil's seat at a live table, to see the game from (0018): only that pupil's hand is shown. */
    public record Viewpoint(long pupilId, String name, boolean shown) {
    }

    /**
     * The table after a move (or at the deal: {@code move} null).
     *
     * @param table  the table as the player saw it then
     * @param seat   who moved
     * @param events what the move did, as the player could see it (others' drawn cards hidden)
     * @param missed when the player drew or kept a card although this play was possible (never a penalty)
     * @param byRobot a robot made the move at a pupil's seat of a live table (before they sat down, standing in
     *                for them, or when the class's timer ran out): it is not theirs
     */
    public record Frame(int number, Instant at, Integer seat, NambarzMove move, List<NambarzEvent> events,
                        NambarzMove missed, TableState table, boolean byRobot) {

        public Frame {
            events = List.copyOf(events);
        }

        /** The move and its events as the table tells them. */
        public TableEvent.Moved asEvent() {
            return move == null ? null : new TableEvent.Moved(seat, move, null, events);
        }
    }

    public int moves() {
        return frames.size() - 1;
    }
}
