package org.arithmos.tables;

import java.util.List;

/**
 * What a screen of a live table is told after a change, for its own seat only.
 *
 * @param table  the table as the watcher may see it now
 * @param mover  the seat that moved, or -1 when the news is not a move (someone sat down, left, came back)
 * @param move   the move played (the game's own move), null when the news is not a move
 * @param events the move's events as the watcher's seat may know them (another's drawn cards hidden)
 * @param reason why a robot chose the move (the game's own reason), else null
 * @param refusal the rules' judgment of the caller's own move when the rules refuse it (nothing was stored
 *                and nothing changed; {@link TableGame#refusal}), else null. Only ever sent to the mover.
 * @param notes  what the mover alone is told of their own move ({@link TableGame#moverNotes}: e.g. a play they
 *               missed), empty for everyone else
 */
public record TableNews(SeatedTable table, int mover, Object move, List<?> events, Object reason, Object refusal,
                        List<?> notes) {

    public TableNews {
        events = List.copyOf(events);
        notes = List.copyOf(notes);
    }

    public TableNews(SeatedTable table, int mover, Object move, List<?> events, Object reason, Object refusal) {
        this(table, mover, move, events, reason, refusal, List.of());
    }

    public TableNews(SeatedTable table, int mover, Object move, List<?> events, Object reason) {
        this(table, mover, move, events, reason, null);
    }

    /** The caller's move was refused by the rules: the table as it is, and the judgment to explain. */
    static TableNews refused(SeatedTable table, Object judgment) {
        return new TableNews(table, -1, null, List.of(), null, judgment);
    }

    /**
     * Why a robot chose the move, as the game's own reason type; null for a pupil's move and for a move a robot
     * made because the class's turn timer ran out ({@link TimeUp}), which each screen tells in its own words.
     */
    public <R> R robotReason(Class<R> type) {
        return type.isInstance(reason) ? type.cast(reason) : null;
    }

    public boolean isRefused() {
        return refusal != null;
    }

    public boolean isMove() {
        return mover >= 0;
    }
}
