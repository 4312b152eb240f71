package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.Optional;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.PlayContext;
import org.arithmos.i18n.Language;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.pedagogy.Explanation;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.ui.MarkWords;

/**
 * A Nambarz mistake in the class game's debrief: the cards put down (those at fault marked), the rule broken,
 * why with the real numbers, what happened to the cards, and always a correct play (NZ-PEN-6): the one the
 * correction kept, else the play the table told the pupil would have worked, else that drawing was right. Said
 * to the class the debrief is projected to ("goes back to the hand"), not to the pupil ("your hand").
 */
@org.springframework.stereotype.Component
class NzMarkWords implements MarkWords {

    @Override
    public boolean calculations() {
        return true;
    }

    @Override
    public String kind() {
        return NzTableGame.KIND;
    }

    @Override
    public Optional<Component> explain(TableMark mistake, Component owner, java.util.Locale locale) {
        if (!(mistake.example() instanceof NzTableGame.Mistake(var p, var mode, var better))) {
            return Optional.empty();
        }
        Explanations explanations = Explanations.forClass(Language.of(locale).orElse(Language.fallback()));
        List<NumberCard> numbers = p.cards().stream().filter(c -> c instanceof NumberCard).map(c -> (NumberCard) c)
                .toList();
        Explanation e = switch (p.context()) {
            case PlayContext.OnTarget(var target) when p.cards().getFirst() instanceof Joker j ->
                    explanations.explainJoker(target, j.kind(), p.judgment());
            case PlayContext.OnTarget(var target) -> explanations.explain(target, numbers, p.expr(), mode, p.judgment());
            case PlayContext.AfterChangeJoker(var joker, var covered) ->
                    explanations.explainAfterChangeJoker(joker, covered, numbers, p.judgment());
        };
        Div shown = new Div();
        shown.addClassName("explanation-cards");
        List<Integer> atFault = p.judgment() instanceof Judgment.Penalized bad ? bad.atFault() : List.of();
        List<Card> cards = p.cards();
        for (int i = 0; i < cards.size(); i++) {
            CardView card = new CardView(cards.get(i), CardSize.NORMAL);
            if (atFault.contains(i)) {
                card.setState(CardView.State.AT_FAULT);
            }
            shown.add(card);
        }
        Span title = new Span(e.title());
        title.addClassName("debrief-example-title");
        Div out = new Div(title, shown, new Paragraph(e.reason()));
        out.addClassName("debrief-example");
        if (!e.steps().isEmpty()) {
            Paragraph steps = new Paragraph(String.join(", ", e.steps()));
            steps.addClassName("explanation-steps");
            out.add(steps);
        }
        boolean kept = p.judgment() instanceof Judgment.Penalized bad
                && !(bad.correction() instanceof org.arithmos.engine.nambarz.Correction.TakeBack);
        if (e.correctPlay() != null) {
            // A kept correction is the correct play itself ("6 ÷ 2 = 3 stays on the pile"); a take-back only the penalty.
            Paragraph happened = new Paragraph(e.correctPlay());
            happened.addClassName(kept ? "debrief-correct-play" : "debrief-penalty");
            out.add(happened);
        }
        if (!kept && better != null) {
            Paragraph right = new Paragraph(explanations.betterPlay(better));
            right.addClassName("debrief-correct-play");
            out.add(right);
        }
        return Optional.of(out);
    }
}
