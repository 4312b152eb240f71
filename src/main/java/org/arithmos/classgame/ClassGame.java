package org.arithmos.classgame;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A teacher's class game (issue 15): one game and its options for the whole class, at several live tables.
 *
 * @param commonDeal every table was dealt the same cards (the class compares afterwards)
 * @param tables     its live tables, in their order
 */
public record ClassGame(UUID id, long classId, String kind, String options, int seatsPerTable, boolean commonDeal,
                        boolean over, Instant startedAt, Instant endedAt, List<UUID> tables) {

    public ClassGame {
        tables = List.copyOf(tables);
    }
}
