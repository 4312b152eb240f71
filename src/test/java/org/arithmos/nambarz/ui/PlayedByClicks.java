package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;

import com.vaadin.flow.component.button.Button;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.cards.ui.CardView;
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
                _click(_get(Button.class, spec -> spec.withId("op-" + ops.get(used.size() - 1).name().toLowerCase())));
            }
            click(p.cards().get(i), used);
        }
    }

    private static void click(NumberCard card, List<Integer> used) {
        for (CardView v : _find(CardView.class, spec -> spec.withClasses("card-clickable"))) {
            int slot = Integer.parseInt(v.getId().orElseThrow().substring("hand-".length()));
            if (v.getCard().orElseThrow().equals(card) && !used.contains(slot)) {
                used.add(slot);
                com.vaadin.flow.component.ComponentUtil.fireEvent(v, new com.vaadin.flow.component.ClickEvent<>(v));
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
