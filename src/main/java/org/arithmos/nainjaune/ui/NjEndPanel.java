package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Comparator;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.nainjaune.NainJauneState.Payment;
import org.arithmos.engine.nainjaune.NainJauneState.RoundResult;
import org.arithmos.nainjaune.NjTable;

/**
 * The end of a round (NJ-END-1): who won, the board they took, and each payment card by card as a sum
 * ("Robo pays 1 + 1 + 2 + 5 = 9 tokens"); at the end of the game (NJ-END-2) the tokens, most first.
 */
class NjEndPanel extends Div {

    private final Supplier<Component> again;

    /** @param again the way on at the end of the game (a new game, back to the class's tables) */
    NjEndPanel(Supplier<Component> again) {
        this.again = again;
        addClassName("nj-end");
        setId("nj-end");
        setVisible(false);
    }

    void showRound(NjTable table, RoundResult r, NjWords words, Runnable next) {
        removeAll();
        add(new H2(words.t(words.you(table, "nj.end.round", r.winner()), words.name(table, r.winner()), r.round())));
        if (r.blocked()) {
            Paragraph blocked = new Paragraph(words.t(words.you(table, "nj.end.blocked", r.winner()),
                    words.name(table, r.winner()), words.sum(r.winnerCount())));
            blocked.setId("nj-blocked");
            add(blocked);
        }
        Paragraph board = new Paragraph(words.t(words.you(table, "nj.end.board", r.winner()),
                words.name(table, r.winner()), r.boardTaken()));
        board.addClassName("nj-big-line");
        add(board);
        for (Payment p : r.payments()) {
            Div line = new Div();
            line.addClassName("nj-payment");
            line.setId("nj-payment-" + p.payer());
            Div cards = new Div();
            cards.addClassName("nj-payment-cards");
            for (int i = 0; i < p.cards().size(); i++) {
                Div one = new Div(PlayingCardView.front(p.cards().get(i), CardSize.SMALL,
                        words.cardName(p.cards().get(i)), false), new Span(String.valueOf(p.prices().get(i))));
                one.addClassName("nj-priced");
                cards.add(one);
            }
            Span sum = new Span(words.payment(table, p));
            sum.addClassName("nj-payment-sum");
            line.add(sum, cards);
            add(line);
        }
        if (table.over()) {
            add(standings(table, words));
        } else {
            Button go = new Button(words.t("nj.end.next"), e -> next.run());
            go.setId("nj-next-round");
            go.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
            add(go);
        }
        setVisible(true);
    }

    private Div standings(NjTable table, NjWords words) {
        Div box = new Div();
        box.addClassName("nj-standings");
        box.setId("nj-standings");
        var tokens = table.view().tokens();
        box.add(new H2(words.t("nj.end.game")));
        int most = tokens.stream().mapToInt(Integer::intValue).max().orElse(0);
        IntStream.range(0, tokens.size()).boxed().sorted(Comparator.comparing(tokens::get).reversed()).forEach(seat -> {
            Div row = new Div(new Span(words.name(table, seat)), new Span(words.t("nj.tokens", tokens.get(seat))));
            row.addClassName("nj-standing");
            row.setClassName("nj-standing-best", tokens.get(seat) == most);
            box.add(row);
        });
        IntStream.range(0, tokens.size()).filter(s -> tokens.get(s) == most).forEach(seat -> {
            Paragraph winner = new Paragraph("★ " + words.t(words.you(table, "nj.end.winner", seat), words.name(table, seat), most));
            winner.addClassName("nj-big-line");
            box.add(winner);
        });
        Component on = again.get();
        on.setId("nj-again");
        box.add(on);
        return box;
    }
}
