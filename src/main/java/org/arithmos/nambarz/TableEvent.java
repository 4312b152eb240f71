package org.arithmos.nambarz;

import java.util.List;
import org.arithmos.engine.bots.BotReason;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;

/** What the table tells the pupil after an action. */
public sealed interface TableEvent {

    /**
     * A move and its consequences as the pupil may see them (others' drawn cards hidden).
     *
     * @param reason why a bot chose it (null for the pupil's own moves)
     */
    record Moved(int seat, NambarzMove move, BotReason reason, List<NambarzEvent> events) implements TableEvent {
        public Moved {
            events = List.copyOf(events);
        }
    }

    /** The pupil drew although this play was possible: shown kindly, never a penalty (NZ-TURN-2). */
    record MissedPlay(NambarzMove play) implements TableEvent {
    }

    /**
     * After a penalty that sent every card back (a wrong result, mixed types…): what the pupil could have
     * played from the same hand (NZ-PEN-6, "with the correct play"); a draw when nothing could be put down.
     */
    record BetterPlay(NambarzMove play) implements TableEvent {
    }
}
