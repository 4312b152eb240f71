package org.arithmos.rules.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.rules.NambarzRulebook.Play;
import org.arithmos.rules.NambarzRulebook.WorkedExample;
import org.arithmos.rules.NambarzRulebook;

/**
 * The Nambarz rules, group by group, each rule with its id and plain words, and the worked examples; the
 * cards section also shows the whole deck and how the game marks a card.
 */
@Route("rules")
@AnonymousAllowed
class RulesView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    RulesView() {
        addClassNames("page", "rules");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        removeAll();
        var title = new H1(getTranslation("rules.title"));
        title.setId("rules-title");
        var intro = new Paragraph(getTranslation("rules.intro"));
        intro.addClassName("lead");
        add(title, intro);
        NambarzRulebook.sections().forEach(section -> add(section(section)));
        event.getUI().getPage().setTitle(getPageTitle());
    }

    private Component section(NambarzRulebook.Section section) {
        var heading = new H2(getTranslation("rules.section." + section.id()));
        var content = new Section(heading);
        content.addClassName("rule-section");
        content.setId("section-" + section.id());
        section.ruleIds().forEach(ruleId -> content.add(rule(ruleId)));
        section.examples().forEach(example -> content.add(example(example)));
        if (section.id().equals("cards")) {
            content.add(new DeckGallery(), new CardMarks());
        }
        return content;
    }

    private Component rule(String ruleId) {
        var id = new Span(ruleId);
        id.addClassName("rule-id");
        var text = new Paragraph(getTranslation(NambarzRulebook.textKey(ruleId)));
        text.addClassName("rule-text");
        var rule = new Div(id, text);
        rule.addClassName("rule");
        rule.setId("rule-" + ruleId);
        return rule;
    }

    private Component example(WorkedExample example) {
        var box = new Div(new H3(getTranslation("example." + example.id() + ".title")),
                new Paragraph(getTranslation("example." + example.id() + ".text")));
        box.addClassName("example");
        box.setId("example-" + example.id());
        example.plays().forEach(play -> box.add(play(play)));
        return box;
    }

    private Component play(Play play) {
        var row = new Div();
        row.addClassNames("play", play.allowed() ? "play-allowed" : "play-not-allowed");
        var on = new Span(getTranslation("rules.play.on"));
        on.addClassName("play-on");
        var arrow = new Span("←");
        arrow.addClassName("play-arrow");
        arrow.getElement().setAttribute("aria-hidden", "true");
        row.add(on, card(play.target()), arrow);
        play.cards().forEach(card -> row.add(card(card)));
        if (!play.calculation().isEmpty()) {
            var calculation = new Span(play.calculation());
            calculation.addClassName("play-calculation");
            row.add(calculation);
        }
        var verdict = new Span(
                (play.allowed() ? VaadinIcon.CHECK : VaadinIcon.CLOSE).create(),
                new Span(getTranslation(play.allowed() ? "rules.play.allowed" : "rules.play.notAllowed")));
        verdict.addClassName("play-verdict");
        row.add(verdict);
        return row;
    }

    /** A card of an example, from its notation (NZ-NOTE-1), drawn small. */
    private static CardView card(String notation) {
        return new CardView(Card.parse(notation), CardSize.SMALL);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("rules.pageTitle");
    }
}
