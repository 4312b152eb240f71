package org.arithmos.progress.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import org.arithmos.progress.LevelSuggestion;
import org.arithmos.progress.ProgressWords;

/**
 * For the teacher: whether to raise or lower the pupil's level, the figures behind it, and a button that
 * applies it (shown only when something should change and the reader may set levels).
 */
final class SuggestionBox extends Div {

    final Button apply = new Button();

    SuggestionBox(LevelSuggestion s, ProgressWords words, boolean canApply, Runnable onApply) {
        addClassNames("suggestion-box", "suggestion-" + s.advice().name().toLowerCase());
        setId("level-suggestion");
        Paragraph advice = new Paragraph(words.advice(s));
        advice.addClassName("suggestion-advice");
        advice.setId("suggestion-advice");
        Paragraph why = new Paragraph(words.why(s));
        why.setId("suggestion-why");
        add(new H2(words.t("pupilPage.suggestion.title")), advice, why);
        if (canApply && s.advice() != LevelSuggestion.Advice.KEEP) {
            apply.setText(words.t("pupilPage.suggestion.apply", words.step(s.suggestedStep())));
            apply.setId("apply-suggestion");
            apply.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
            apply.addClickListener(e -> onApply.run());
            add(apply);
        }
    }
}
