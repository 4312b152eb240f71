package org.arithmos.nambarz.ui;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.nambarz.Outcome;
import org.arithmos.nambarz.TableEvent;
import org.arithmos.nambarz.TableState;

/** The marks on the pupil's hand: the cards of a hint, the cards a penalty sent back, the card just drawn. */
final class TableMarks {

    Set<Integer> hinted = Set.of();
    Set<Integer> atFault = Set.of();
    private List<Card> faultCards = List.of();

    void hint(NambarzMove move, HandArea hand) {
        hinted = switch (move) {
            case NambarzMove.PutDown p -> hand.slotsOf(p.cards());
            case NambarzMove.PlayJoker j -> hand.slotsOf(List.of(org.arithmos.engine.nambarz.Joker.of(j.kind())));
            default -> Set.of();
        };
    }

    void clearHint() {
        hinted = Set.of();
    }

    /** Another table on the same screen: nothing marked yet. */
    void clear() {
        clearHint();
        clearFault();
    }

    void clearFault() {
        atFault = Set.of();
        faultCards = List.of();
    }

    /** After an action: a penalty of the pupil marks the cards at fault that came back to the hand. */
    void after(Outcome o) {
        hinted = Set.of();
        faultCards = List.of();
        for (TableEvent e : o.events()) {
            if (e instanceof TableEvent.Moved(int seat, var move, var reason, List<NambarzEvent> events)
                    && seat == o.table().you()) {
                for (NambarzEvent ev : events) {
                    if (ev instanceof NambarzEvent.Played p && p.judgment() instanceof Judgment.Penalized penalty) {
                        faultCards = penalty.atFault().stream().map(i -> p.cards().get(i)).toList();
                    }
                }
            }
        }
        atFault = Set.of();
    }

    /** The slots of the cards at fault, once the hand is shown; the slot of a just-drawn card (else -1). */
    int fresh(TableState t, HandArea hand) {
        if (!faultCards.isEmpty()) {
            atFault = new HashSet<>(hand.slotsOfIn(t.view().hand().cards(), faultCards));
        }
        if (t.yourTurn() && t.view().phase() instanceof TurnPhase.Drawn(Card card) && card != null) {
            List<Card> cards = t.view().hand().cards();
            return cards.lastIndexOf(card);
        }
        return -1;
    }
}
