package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.Sequence;

/**
 * The sequences of the round on the table (NJ-PLAY-2 to NJ-PLAY-4), the latest first: its cards overlapping
 * so that each card's corner shows, and its state in words and a sign: ▶ the next card, ✖ blocked, ♛ complete.
 */
class SequencesView extends Div {

    SequencesView() {
        addClassName("nj-sequences");
        setId("nj-sequences");
    }

    void show(List<Sequence> sequences, NjWords words) {
        removeAll();
        if (sequences.isEmpty()) {
            add(new Span(words.t("nj.sequences.none")));
            return;
        }
        for (int i = sequences.size() - 1; i >= 0; i--) {
            Sequence q = sequences.get(i);
            Div row = new Div();
            row.addClassName("nj-sequence");
            row.addClassName("nj-sequence-" + q.status().name().toLowerCase(java.util.Locale.ROOT));
            row.setId("nj-sequence-" + i);
            Div cards = new Div();
            cards.addClassName("nj-sequence-cards");
            for (PlayingCard c : q.cards()) {
                PlayingCard.Suited s = (PlayingCard.Suited) c;
                cards.add(PlayingCardView.front(s, i == sequences.size() - 1 ? CardSize.SMALL : CardSize.SMALL,
                        words.cardName(s), false));
            }
            String state = switch (q.status()) {
                case OPEN -> "▶ " + words.t("nj.sequence.OPEN", NjWords.card(q.next()));
                case BLOCKED -> "✖ " + words.t("nj.sequence.BLOCKED");
                case COMPLETE -> "♛ " + words.t("nj.sequence.COMPLETE");
            };
            Span label = new Span(state);
            label.addClassName("nj-sequence-state");
            row.add(cards, label);
            add(row);
        }
    }
}
