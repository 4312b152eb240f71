package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliRules;
import org.arithmos.engine.krambambuli.Meld;
import org.arithmos.engine.krambambuli.Melds;

/**
 * The melds the pupil is arranging, before laying them down: each with its points, and for the first laying
 * down the running total with the two conditions of KB-OPEN-1 ("10 + 10 + 10 + 7 + 8 + 9 = 54, more than
 * 51 ✓", "a sequence without joker ✓"). The selected cards count too when they already make a meld.
 */
class KbArrangement extends Div {

    KbArrangement() {
        addClassName("kb-arrangement");
        setId("kb-arrangement");
    }

    void show(KbTableState ui, List<PlayingCard> selection, boolean opened, boolean drawn, KbWords words) {
        removeAll();
        List<Meld> melds = new ArrayList<>(ui.pending);
        Melds.Arranged chosen = selection.size() >= 3 ? Melds.arrange(selection) : null;
        if (chosen != null && chosen.ok()) {
            melds.add(chosen.meld());
        }
        // Why the selection is no meld, unless the message under it already says so (once is clearer).
        boolean explain = chosen != null && !chosen.ok() && !words.noMeld(chosen).equals(ui.message);
        setVisible(!melds.isEmpty() || explain);
        if (!isVisible()) {
            return;
        }
        Div row = new Div();
        row.addClassName("kb-arranged");
        for (int i = 0; i < melds.size(); i++) {
            Meld m = melds.get(i);
            Div one = new Div();
            one.addClassName("kb-arranged-meld");
            one.setClassName("kb-arranged-selection", i >= ui.pending.size());
            for (PlayingCard c : m.cards()) {
                one.add(PlayingCardView.front(c, CardSize.SMALL, words.cardName(c), false));
            }
            one.add(new Span(words.t(m.kind() == Meld.Kind.SEQUENCE ? "kb.arrange.sequence" : "kb.arrange.group",
                    m.points())));
            row.add(one);
        }
        add(row);
        if (explain) {
            Span why = new Span(words.noMeld(chosen));
            why.addClassName("kb-warning");
            why.setId("kb-selection-problem");
            add(new Div(why));
        }
        if (!opened && !melds.isEmpty()) {
            List<Integer> points = KbWords.points(melds);
            int total = points.stream().mapToInt(Integer::intValue).sum();
            boolean enough = total > KrambambuliRules.OPENING_MINIMUM;
            Span sum = new Span(words.t(enough ? "kb.arrange.total.ok" : "kb.arrange.total.short", KbWords.sum(points),
                    KrambambuliRules.OPENING_MINIMUM));
            sum.setId("kb-running-total");
            sum.addClassName(enough ? "kb-ok" : "kb-short");
            boolean clean = melds.stream().anyMatch(Meld::cleanSequence);
            Span sequence = new Span(words.t(clean ? "kb.arrange.clean.ok" : "kb.arrange.clean.missing"));
            sequence.setId("kb-clean-sequence");
            sequence.addClassName(clean ? "kb-ok" : "kb-short");
            add(new Div(sum), new Div(sequence));
        }
    }
}
