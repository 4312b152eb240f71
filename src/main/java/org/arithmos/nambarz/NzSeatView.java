package org.arithmos.nambarz;

import java.util.Map;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.NambarzObservation;

/**
 * A Nambarz live table from one seat (docs/decisions/0018): the seat's observation (its own hand, the others'
 * card counts, the card to cover, the scores) and, at a team table that allows it, its partners' hands (the
 * rules say team members consult, NZ-TEAM-*). Never an opponent's hand.
 *
 * @param seen     the seat's observation; a spectator's (seat -1) holds no hand
 * @param partners partner seat → hand, when the table lets partners see each other's hands
 */
public record NzSeatView(NambarzObservation seen, Map<Integer, Hand> partners) {

    public NzSeatView {
        partners = Map.copyOf(partners);
    }
}
