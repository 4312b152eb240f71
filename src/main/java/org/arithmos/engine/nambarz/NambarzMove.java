package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.ExprParser;

/**
 * One action of the player to move (NZ-TURN-1). A turn may take several: a change joker and the card
 * after it, a play and a replay joker, a draw and the drawn card.
 *
 * <p>Notation (for storage, logs and tests): {@code draw}, {@code pass}, a joker ({@code J-replay}),
 * or the cards put down written as a calculation with spaces around operators, usual precedence and
 * the fewest parentheses: {@code 3-bee}, {@code 7-fish - 4-hen}, {@code (10 - 4) / 2}.
 */
public sealed interface NambarzMove {

    /** Number cards put down in this order: one is a match, more is a calculation of this shape. */
    record PutDown(List<NumberCard> cards, Expr expr) implements NambarzMove {
        public PutDown {
            cards = List.copyOf(cards);
            if (cards.isEmpty() || expr.leafCount() != cards.size() || !expr.hasLeavesInOrder()) {
                throw new IllegalArgumentException("the shape must use each card once, in the order put down");
            }
        }

        public static PutDown single(NumberCard card) {
            return new PutDown(List.of(card), Expr.single());
        }

        @Override
        public String notation() {
            return expr.format(i -> cards.get(i).notation(), false, true);
        }
    }

    /** A change joker or a replay joker. */
    record PlayJoker(JokerKind kind) implements NambarzMove {
        @Override
        public String notation() {
            return kind.notation();
        }
    }

    /** Take the top card of the draw pile (NZ-TURN-2). */
    record Draw() implements NambarzMove {
        @Override
        public String notation() {
            return "draw";
        }
    }

    /** End the turn without playing more: keep the drawn card, leave a change joker alone, skip a replay. */
    record Pass() implements NambarzMove {
        @Override
        public String notation() {
            return "pass";
        }
    }

    String notation();

    static NambarzMove parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.equalsIgnoreCase("draw")) {
            return new Draw();
        }
        if (t.equalsIgnoreCase("pass")) {
            return new Pass();
        }
        if (t.regionMatches(true, 0, "J-", 0, 2) && !t.contains(" ")) {
            return new PlayJoker(JokerKind.parse(t));
        }
        ExprParser.Parsed parsed = ExprParser.parse(ExprParser.tokenizeSpaced(t));
        List<NumberCard> cards = new ArrayList<>();
        for (String leaf : parsed.leaves()) {
            if (!(Card.parse(leaf) instanceof NumberCard card)) {
                throw new IllegalArgumentException("a joker cannot be part of a calculation: " + leaf);
            }
            cards.add(card);
        }
        return new PutDown(cards, parsed.expr());
    }
}
