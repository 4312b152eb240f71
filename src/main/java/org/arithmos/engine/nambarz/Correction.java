package org.arithmos.engine.nambarz;

import java.util.List;
import org.arithmos.engine.arithmetic.Expr;

/**
 * What a penalty does with the cards put down (NZ-PEN-1..5). Positions index the cards in the order
 * the player put them down. Whatever is not kept goes back to the hand; the player then draws 3.
 */
public sealed interface Correction {

    /** NZ-PEN-1: the shortest correct calculation among the cards stays, in this order and shape. */
    record KeepShorter(List<Integer> order, Expr expr) implements Correction {
        public KeepShorter {
            order = List.copyOf(order);
        }
    }

    /** NZ-PEN-2: the matching card stays alone on the pile. */
    record KeepMatching(int position) implements Correction {
    }

    /** NZ-PEN-4: the same cards, in this order and shape, make a correct calculation; they stay. */
    record Recombine(List<Integer> order, Expr expr) implements Correction {
        public Recombine {
            order = List.copyOf(order);
        }
    }

    /**
     * NZ-JOKER-4 / NZ-PEN-5: a card matching the target was put after a change joker: the joker goes
     * back and the card stays alone, as the match it should have been.
     */
    record MatchInstead() implements Correction {
    }

    /** Everything put down goes back (NZ-PEN-3, NZ-PEN-4 without recombination, NZ-PEN-5, NZ-MATCH-1). */
    record TakeBack() implements Correction {
    }
}
