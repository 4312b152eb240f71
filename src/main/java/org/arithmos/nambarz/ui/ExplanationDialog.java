package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.pedagogy.Explanation;

/**
 * A penalty of the pupil, explained (NZ-PEN-6): the rule in plain words, the cards put down with those at
 * fault marked, why, and the correct play. The bots wait until the pupil has read it.
 */
final class ExplanationDialog extends Dialog {

    ExplanationDialog(Explanation e, List<Card> cards, List<Integer> atFault, List<Card> drawn, NzWords words,
                      Runnable onClose) {
        setId("explanation-dialog");
        addClassName("explanation-dialog");
        setHeaderTitle(e.title());
        Div shown = new Div();
        shown.addClassName("explanation-cards");
        for (int i = 0; i < cards.size(); i++) {
            CardView card = new CardView(cards.get(i), CardSize.NORMAL);
            if (atFault.contains(i)) {
                card.setState(CardView.State.AT_FAULT);
            }
            shown.add(card);
        }
        Paragraph why = new Paragraph(e.reason());
        why.setId("explanation-reason");
        add(shown, why);
        // One step is what the reason already says ("3 + 8 makes 11, not 10."): the steps only from two on.
        if (e.steps().size() > 1) {
            Paragraph steps = new Paragraph(String.join(", ", e.steps()));
            steps.addClassName("explanation-steps");
            add(steps);
        }
        if (e.correctPlay() != null) {
            Paragraph right = new Paragraph(e.correctPlay());
            right.addClassName("explanation-correct");
            right.setId("explanation-correct");
            add(right);
        }
        if (!drawn.isEmpty()) {
            Div penalty = new Div();
            penalty.addClassName("explanation-cards");
            drawn.forEach(c -> penalty.add(new CardView(c, CardSize.SMALL)));
            add(new Paragraph(words.t("table.explain.newCards", drawn.size())), penalty);
        }
        Paragraph rule = new Paragraph(words.t("table.explain.rule", e.rule().id()));
        rule.addClassName("explanation-rule");
        add(rule);
        Button ok = new Button(words.t("table.explain.ok"), click -> {
            close();
            onClose.run();
        });
        ok.setId("explanation-ok");
        ok.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        getFooter().add(ok);
        setCloseOnEsc(true);
        addOpenedChangeListener(change -> {
            if (!change.isOpened()) {
                onClose.run();
            }
        });
    }
}
