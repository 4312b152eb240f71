package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliState.RoundResult;
import org.arithmos.engine.krambambuli.Melds;
import org.arithmos.krambambuli.KbTable;

/**
 * The end of a round: who went out (or Rami sec, or a blocked round) and each player's points as a sum the
 * pupil can follow ("Robo: 10 + 7 + 11 = 28", KB-END-1), then the totals; at the end of the game the
 * lowest total wins (KB-END-2).
 */
class KbEndPanel extends Div {

    KbEndPanel() {
        addClassName("kb-end");
        setId("kb-end");
        setVisible(false);
    }

    void show(KbTable table, RoundResult result, KbWords words, Runnable next) {
        removeAll();
        String title = result.winner() < 0 ? words.t("kb.end.blocked", result.round())
                : words.t(KbWords.you(result.ramiSec() ? "kb.end.ramiSec" : "kb.end.out", result.winner(), table),
                result.round(), words.name(table, result.winner()));
        add(new H2(title));
        Div lines = new Div();
        lines.addClassName("kb-end-lines");
        lines.setId("kb-end-lines");
        int jokerPoints = table.setup().jokerPoints();
        for (int seat = 0; seat < result.points().size(); seat++) {
            List<PlayingCard> hand = result.hands().get(seat);
            String line;
            if (seat == result.winner()) {
                line = words.t("kb.end.line.out", words.name(table, seat));
            } else if (result.ramiSec()) {
                line = words.t("kb.end.line.ramiSec", words.name(table, seat), result.points().get(seat));
            } else {
                List<Integer> points = hand.stream().map(c -> Melds.handPoints(c, jokerPoints)).toList();
                line = words.t("kb.end.line", words.name(table, seat), words.cards(hand),
                        points.size() == 1 ? String.valueOf(points.getFirst()) : KbWords.sum(points));
            }
            Div row = new Div(new Span(line), new Span(words.t("kb.end.total", table.view().totals().get(seat))));
            row.addClassName("kb-end-line");
            lines.add(row);
        }
        add(lines);
        if (table.over()) {
            int best = table.view().totals().stream().mapToInt(Integer::intValue).min().orElse(0);
            for (int seat = 0; seat < result.points().size(); seat++) {
                if (table.view().totals().get(seat) == best) {
                    Paragraph p = new Paragraph(words.t(KbWords.you("kb.end.winner", seat, table), words.name(table, seat), best));
                    p.addClassName("kb-winner");
                    p.setId("kb-winner");
                    add(p);
                }
            }
            add(new Paragraph(words.t("kb.end.lowestWins", table.setup().target())));
        } else {
            Button go = new Button(words.t("kb.end.next"), e -> next.run());
            go.setId("kb-next-round");
            go.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
            add(go);
        }
        setVisible(true);
    }
}
