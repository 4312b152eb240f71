package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.SvgBuilder;
import org.arithmos.cards.ui.CardMarkup;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.pedagogy.Explanation;
import org.arithmos.shell.Markup;
import org.arithmos.tables.ui.LiveText;
import org.arithmos.tables.ui.MarkupLog;

/**
 * The table's story, newest line first, read out by screen readers; and, when the pupil's play was
 * penalized, a box that explains why, with the cards at fault marked and the correct play.
 */
final class Narration extends Div implements LocaleChangeObserver {

    static final int LINES = 30;

    private final MarkupLog log = new MarkupLog(LINES);
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

    /** Adds lines at the end of the story; oldest at the top, like a conversation, the newest in sight. */
    void add(List<Narrator.Line> lines) {
        log.add(lines.stream().map(line -> new MarkupLog.Line(line.text(), "say-" + line.style())).toList());
        said += lines.size();
        log.getElement().setAttribute("data-said", String.valueOf(said));
    }

    /**
     * Shows a verdict: the rule in plain words, why, the cards (those at fault marked), the correct play. Markup in
     * one element (decision 0038): it only shows.
     */
    void explain(Explanation e, List<Card> cards, List<Integer> atFault, String heading) {
        explanation.setVisible(true);
        explanation.setClassName("explanation");
        explanation.addClassName(e.legal() ? "explanation-ok" : "explanation-penalty");
        var out = new StringBuilder("<span>").append(SvgBuilder.escape(heading)).append("</span>")
                .append("<h3 id=\"explanation-title\">").append(SvgBuilder.escape(e.title() + " (" + e.rule().id() + ")"))
                .append("</h3><div class=\"explanation-cards\">");
        for (int i = 0; i < cards.size(); i++) {
            out.append(CardMarkup.picture(cards.get(i), CardSize.SMALL,
                    atFault.contains(i) ? CardView.State.AT_FAULT : CardView.State.NORMAL, this::getTranslation));
        }
        out.append("</div>");
        paragraph(out, null, null, e.reason());
        if (!e.steps().isEmpty()) {
            paragraph(out, "explanation-steps", null, String.join(", ", e.steps()));
        }
        if (e.correctPlay() != null) {
            paragraph(out, "explanation-correct", "explanation-correct", e.correctPlay());
        }
        if (e.bonus() != null) {
            paragraph(out, null, null, e.bonus());
        }
        Markup.show(explanation, out.toString());
    }

    private static void paragraph(StringBuilder out, String className, String id, String text) {
        out.append("<p").append(className == null ? "" : " class=\"" + className + "\"")
                .append(id == null ? "" : " id=\"" + id + "\"").append('>').append(SvgBuilder.escape(text))
                .append("</p>");
    }

    void hideExplanation() {
        explanation.setVisible(false);
    }

    void clear() {
        log.clear();
        hideExplanation();
    }
}
