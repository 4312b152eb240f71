package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.ValueCalculation;

/**
 * Turns a calculation on values into plays of real cards: with drawing cards a value has two faces
 * (7-fish, 7-frog), so one multiset of values may be several distinct multisets of cards.
 */
final class CardChoices {

    private CardChoices() {
    }

    /** Adds one play per distinct multiset of cards, cards ordered as in the witness. */
    static void expand(int[] pool, CardType type, ValueCalculation witness, NumberCard required,
                       List<NambarzMove> out) {
        int[] need = new int[11];
        for (int v : witness.values()) {
            need[v]++;
        }
        int[] firstSlot = new int[11];
        choose(pool, type, witness, need, firstSlot, 1, required, out);
    }

    /** For value {@code v} on, how many of the first face (the rest from the second) to use. */
    private static void choose(int[] pool, CardType type, ValueCalculation witness, int[] need, int[] firstSlot,
                               int v, NumberCard required, List<NambarzMove> out) {
        if (v > 10) {
            emit(type, witness, firstSlot, required, out);
            return;
        }
        if (need[v] == 0) {
            choose(pool, type, witness, need, firstSlot, v + 1, required, out);
            return;
        }
        if (type == CardType.SYMBOL) {
            firstSlot[v] = need[v];
            choose(pool, type, witness, need, firstSlot, v + 1, required, out);
            return;
        }
        int a = pool[drawingFace(v, 0)];
        int b = pool[drawingFace(v, 1)];
        for (int first = Math.min(need[v], a); first >= Math.max(0, need[v] - b); first--) {
            firstSlot[v] = first;
            choose(pool, type, witness, need, firstSlot, v + 1, required, out);
        }
    }

    private static void emit(CardType type, ValueCalculation witness, int[] firstSlot, NumberCard required,
                             List<NambarzMove> out) {
        int[] usedFirst = new int[11];
        List<NumberCard> cards = new ArrayList<>(witness.size());
        boolean hasRequired = required == null;
        for (int i = 0; i < witness.size(); i++) {
            int v = witness.value(i);
            NumberCard card;
            if (type == CardType.SYMBOL) {
                card = SymbolCard.of(v);
            } else {
                int slot = usedFirst[v] < firstSlot[v] ? 0 : 1;
                if (slot == 0) {
                    usedFirst[v]++;
                }
                card = (NumberCard) Card.ofFace(drawingFace(v, slot));
            }
            hasRequired |= card.equals(required);
            cards.add(card);
        }
        if (hasRequired) {
            out.add(new NambarzMove.PutDown(cards, witness.expr()));
        }
    }

    private static int drawingFace(int value, int slot) {
        return 10 + (value - 1) * 2 + slot;
    }
}
