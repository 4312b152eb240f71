package org.arithmos.tables;

import java.util.List;
import java.util.UUID;

/**
 * A table in a class's list ("Play with my class"): the game, the options chosen, who sits, the free seats.
 *
 * @param youSit  the viewer sits at it
 * @param youHost the viewer opened it (and so starts it)
 */
public record TableSummary(UUID id, String code, String kind, TableStatus status, List<TableSeat> seats,
                           int seatCount, Long hostId, String options, String mode, boolean youSit,
                           boolean youHost) {

    public TableSummary {
        seats = List.copyOf(seats);
    }

    public int freeSeats() {
        return status == TableStatus.OPEN ? seatCount - seats.size() : 0;
    }
}
