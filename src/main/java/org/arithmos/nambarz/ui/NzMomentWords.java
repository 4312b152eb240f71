package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.TableMoment;
import org.arithmos.tables.ui.MomentWords;

/**
 * A finished Nambarz table at one moment of the class game's debrief: the card to cover, the hand of the seat to
 * move, what was played and the best play there was (the expert robot's: the legal play with the most cards).
 */
@org.springframework.stereotype.Component
class NzMomentWords implements MomentWords {

    @Override
    public String kind() {
        return NzTableGame.KIND;
    }

    @Override
    public Component show(TableMoment m, Component owner) {
        NzWords words = new NzWords(owner);
        Div out = new Div();
        out.addClassName("debrief-moment");
        // No name: the class compares the plays, not who made them (a robot may have played that seat then).
        Span head = new Span(owner.getTranslation("classGame.momentAt", m.code()));
        head.addClassName("debrief-moment-head");
        out.add(head);
        if (m.seat() < 0 || !(m.view() instanceof NzSeatView view)) {
            out.add(new Paragraph(owner.getTranslation("classGame.momentOver")));
            return out;
        }
        Div cards = new Div();
        cards.addClassName("debrief-moment-cards");
        if (view.seen().target() instanceof Target.NumberTarget(var card)) {
            CardView target = new CardView(card, CardSize.NORMAL);
            target.addClassName("debrief-moment-target");
            cards.add(target);
        }
        view.seen().hand().cards().forEach(c -> cards.add(new CardView(c, CardSize.SMALL)));
        out.add(cards);
        if (m.played() instanceof NambarzMove played) {
            out.add(new Paragraph(owner.getTranslation("classGame.momentPlayed", words.move(played))));
        }
        if (m.best() instanceof NambarzMove best) {
            Paragraph p = new Paragraph(owner.getTranslation("classGame.momentBest", words.move(best)));
            p.addClassName("debrief-correct-play");
            out.add(p);
        }
        return out;
    }
}
