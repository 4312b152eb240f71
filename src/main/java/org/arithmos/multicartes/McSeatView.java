package org.arithmos.multicartes;

import java.util.List;
import org.arithmos.engine.multicartes.MulticartesObservation;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.multicartes.MulticartesState.RoundResult;

/**
 * A Multicartes live table from one seat (docs/decisions/0025): the seat's observation (its own hand, the
 * others' card counts, the combination card, the top of the discard pile, the points) and the rounds played.
 * A spectator (their teacher) gets an observation with an empty hand. Never another seat's cards.
 *
 * @param seen    the seat's observation; for a spectator, seat -1 with no hand and no moves
 * @param results the rounds played to their end: the points left in each hand are public then (MC-END-1)
 * @param solo    a solo game that is over (MC-SOLO-1): the score and the best possible one for its deal; else null
 */
public record McSeatView(MulticartesObservation seen, MulticartesOptions options, List<RoundResult> results,
                         McTable.SoloResult solo) {

    public McSeatView {
        results = List.copyOf(results);
    }
}
