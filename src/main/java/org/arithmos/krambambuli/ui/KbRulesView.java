package org.arithmos.krambambuli.ui;

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
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;

/**
 * The rules of Krambambuli (RULES.md section 4, seed 004) in the reader's language, each under its rule id,
 * with examples drawn as cards: a sequence with the ace high, a group, a joker in a sequence that can be
 * taken back, a joker in a group that cannot, and "Q K A 2", which is no sequence.
 */
@Route("rules/krambambuli")
@AnonymousAllowed
@StyleSheet("styles/cardgames.css")
@StyleSheet("styles/krambambuli.css")
class KbRulesView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    static final List<String> RULE_IDS = List.of("KB-DECK-1", "KB-DEAL-1", "KB-MELD-1", "KB-MELD-2", "KB-MELD-3",
            "KB-OPEN-1", "KB-TURN-1", "KB-TURN-2", "KB-JOKER-1", "KB-END-1", "KB-SEC-1", "KB-END-2");

    private static final List<String> EXAMPLES = List.of("QS KS AS", "8C 8H 8S 8D", "3H JK 5H", "9S 9H JK", "QD KD AD 2D");

    KbRulesView() {
        addClassName("kb-rules");
        setId("kb-rules");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        removeAll();
        KbWords words = new KbWords(this);
        add(new H1(words.t("kb.rules.title")), new Paragraph(words.t("kb.rules.intro")));
        for (String id : RULE_IDS) {
            Div rule = new Div();
            rule.addClassName("kb-rule");
            Span tag = new Span(id);
            tag.addClassName("kb-rule-id");
            rule.add(tag, new Span(words.t("kb.rule." + id)));
            add(rule);
        }
        add(new H2(words.t("kb.rules.examples")));
        for (int i = 0; i < EXAMPLES.size(); i++) {
            Div example = new Div();
            example.addClassName("kb-example");
            example.setId("kb-example-" + i);
            Div cards = new Div();
            cards.addClassName("kb-meld-cards");
            for (String c : EXAMPLES.get(i).split(" ")) {
                PlayingCard card = PlayingCard.parse(c);
                cards.add(PlayingCardView.front(card, CardSize.SMALL, words.cardName(card), false));
            }
            example.add(cards, new Span(words.t("kb.rules.example." + i)));
            add(example);
        }
        add(new Paragraph(words.t("kb.rules.points")));
        add(new RouterLink(words.t("kb.start.title"), KbStartView.class));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("kb.rules.title") + " · Arithmos";
    }
}
