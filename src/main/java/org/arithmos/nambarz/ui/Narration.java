package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.pedagogy.Explanation;
import org.arithmos.tables.ui.LiveText;

/**
 * The table's story, newest line first, read out by screen readers; and, when the pupil's play was
 * penalized, a box that explains why, with the cards at fault marked and the correct play.
 */
final class Narration extends Div implements LocaleChangeObserver {

    static final int LINES = 30;

    private final Div log = new Div();
    private final Div explanation = new Div();
    private final Span prompt = new Span();
    /** Lines said since the table opened (the log keeps the last ones): lets a test wait for a new line. */
    private int said;

    Narration() {
        addClassName("narration");
        prompt.addClassName("turn-prompt");
        // Whose turn it is, read out once when it changes (issue 13).
        prompt.getElement().setAttribute("role", "status");
        prompt.setId("turn-prompt");
        log.addClassName("narration-log");
        log.setId("narration");
        log.getElement().setAttribute("aria-live", "polite");
        // The story scrolls: a keyboard user must be able to reach it to scroll it (WCAG 2.1.1, decision 0021).
        log.getElement().setAttribute("role", "log");
        log.getElement().setAttribute("tabindex", "0");
        explanation.addClassName("explanation");
        explanation.setId("explanation");
        explanation.setVisible(false);
        add(prompt, explanation, log);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        log.getElement().setAttribute("aria-label", getTranslation("table.story"));
    }

    void prompt(String text) {
        LiveText.set(prompt, text);
    }

    void add(List<Narrator.Line> lines) {
        for (Narrator.Line line : lines) {
            Paragraph p = new Paragraph(line.text());
            p.addClassName("say-" + line.style());
            log.add(p);
            said++;
        }
        log.getElement().setAttribute("data-said", String.valueOf(said));
        while (log.getComponentCount() > LINES) {
            log.remove(log.getComponentAt(0));
        }
        // Oldest at the top, like a conversation; the newest line stays in sight.
        log.getElement().executeJs("this.scrollTop = this.scrollHeight");
    }

    /** Shows a verdict: the rule in plain words, why, the cards (those at fault marked), the correct play. */
    void explain(Explanation e, List<Card> cards, List<Integer> atFault, String heading) {
        explanation.removeAll();
        explanation.setVisible(true);
        explanation.setClassName("explanation");
        explanation.addClassName(e.legal() ? "explanation-ok" : "explanation-penalty");
        H3 title = new H3(e.title() + " (" + e.rule().id() + ")");
        title.setId("explanation-title");
        Div shown = new Div();
        shown.addClassName("explanation-cards");
        for (int i = 0; i < cards.size(); i++) {
            CardView card = new CardView(cards.get(i), CardSize.SMALL);
            if (atFault.contains(i)) {
                card.setState(CardView.State.AT_FAULT);
            }
            shown.add(card);
        }
        explanation.add(new Span(heading), title, shown, new Paragraph(e.reason()));
        if (!e.steps().isEmpty()) {
            Paragraph steps = new Paragraph(String.join(", ", e.steps()));
            steps.addClassName("explanation-steps");
            explanation.add(steps);
        }
        if (e.correctPlay() != null) {
            Paragraph right = new Paragraph(e.correctPlay());
            right.addClassName("explanation-correct");
            right.setId("explanation-correct");
            explanation.add(right);
        }
        if (e.bonus() != null) {
            explanation.add(new Paragraph(e.bonus()));
        }
    }

    void hideExplanation() {
        explanation.setVisible(false);
    }

    void clear() {
        log.removeAll();
        hideExplanation();
    }
}
