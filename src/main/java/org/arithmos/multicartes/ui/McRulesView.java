package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.engine.multicartes.Combination;

/**
 * The rules of Multicartes (RULES.md section 2, seed 003) in the reader's language, each under its rule id,
 * illustrated with the seed's example: hand 2 6 6 8, combination card 81-1-20-18, discard 10 → swap the 8
 * for the 10 and say "2 × 10 = 20" (MC-TURN-2).
 */
@Route("rules/multicartes")
@AnonymousAllowed
@StyleSheet("styles/multicartes.css")
class McRulesView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    static final List<String> RULE_IDS = List.of("MC-DECK-1", "MC-DECK-2", "MC-DEAL-1", "MC-TURN-1", "MC-TURN-2",
            "MC-TURN-3", "MC-END-1", "MC-SOLO-1");

    McRulesView() {
        addClassName("mc-rules");
        setId("mc-rules");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        removeAll();
        McWords words = new McWords(this);
        add(new H1(words.t("mc.rules.title")), new Paragraph(words.t("mc.rules.intro")));
        for (String id : RULE_IDS) {
            Div rule = new Div();
            rule.addClassName("mc-rule");
            Span tag = new Span(id);
            tag.addClassName("mc-rule-id");
            rule.add(tag, new Span(words.t("mc.rule." + id)));
            add(rule);
        }
        add(new H2(words.t("mc.rules.example.title")), new Paragraph(words.t("mc.rules.example.text")));
        Div example = new Div();
        example.addClassName("mc-example");
        example.setId("mc-example");
        Div hand = zone(words.t("mc.rules.example.hand"));
        for (int v : List.of(2, 6, 6, 8)) {
            hand.add(McCard.number(v, CardSize.SMALL, words.cardName(v), false).fault(v == 8));
        }
        Combination card = Combination.of(17);
        Div combination = zone(words.t("mc.combination"));
        combination.add(McCard.combination(card.values(), CardSize.NORMAL, words.combinationName(card)));
        Div discard = zone(words.t("mc.discard"));
        discard.add(McCard.number(10, CardSize.SMALL, words.cardName(10), false).fresh(true));
        example.add(hand, combination, discard);
        add(example);
        Paragraph said = new Paragraph(words.t("mc.rules.example.said"));
        said.addClassName("mc-big-line");
        add(said, new Paragraph(words.t("mc.rules.decoys")));
        add(new RouterLink(words.t("mc.start.title"), McStartView.class));
    }

    private static Div zone(String title) {
        Div zone = new Div(new Span(title));
        zone.addClassName("mc-zone");
        return zone;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("mc.rules.title") + " · Arithmos";
    }
}
