package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;

import com.vaadin.flow.component.button.Button;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;

/** A Nambarz calculation built on a table's screen as a pupil builds it: card, operator, card… (Karibu). */
final class PlayedByClicks {

    private PlayedByClicks() {
    }

    /** Clicks the cards of a left-to-right play in order, with its operators. */
    static void build(NambarzMove.PutDown p) {
        List<Operator> ops = p.expr().operators();
        List<Integer> used = new ArrayList<>();
        for (int i = 0; i < p.cards().size(); i++) {
            if (i > 0) {
                _get(CalculationBar.class).press("op-" + ops.get(used.size() - 1).name().toLowerCase());
            }
            click(p.cards().get(i), used);
        }
    }

    private static void click(NumberCard card, List<Integer> used) {
        HandArea hand = _get(HandArea.class);
        for (int slot = 0; slot < hand.cards().size(); slot++) {
            if (hand.cards().get(slot).equals(card) && !used.contains(slot)) {
                used.add(slot);
                hand.press(hand.act(slot)); // what the browser sends for a press of that card
                return;
            }
        }
        throw new AssertionError("no " + card + " in the hand");
    }

    /** The same cards with every + turned into − (or the reverse): another result, so a penalized play. */
    static Expr flip(Expr e) {
        return Expr.leftToRight(e.operators().stream()
                .map(op -> op == Operator.PLUS ? Operator.MINUS : op == Operator.MINUS ? Operator.PLUS
                        : op == Operator.TIMES ? Operator.PLUS : Operator.MINUS).toList());
    }
}
