package org.arithmos.nainjaune.ui;

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
import org.arithmos.engine.nainjaune.NainJauneRules;

/**
 * The rules of Nain Jaune (RULES.md section 3, seed 002) in the reader's language, each under its rule id,
 * with the board and an example payment (NJ-END-1: 1 + 1 + 2 + 5), then our readings where the rules are
 * open (docs/rules-decisions.md 32-39 and 50).
 */
@Route("rules/nain-jaune")
@AnonymousAllowed
@StyleSheet("styles/nainjaune.css")
class NjRulesView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    static final List<String> RULE_IDS = List.of("NJ-DECK-1", "NJ-DEAL-1", "NJ-DEAL-2", "NJ-PLAY-1", "NJ-PLAY-2",
            "NJ-PLAY-3", "NJ-PLAY-4", "NJ-PLAY-5", "NJ-BOX-1", "NJ-END-1", "NJ-END-2");
    static final List<Integer> DECISIONS = List.of(32, 33, 34, 35, 36, 37, 38, 50);

    NjRulesView() {
        addClassName("nj-rules");
        setId("nj-rules");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        removeAll();
        NjWords words = new NjWords(this);
        add(new H1(words.t("nj.rules.title")), new Paragraph(words.t("nj.rules.intro")));
        NjBoard board = new NjBoard();
        board.setId("nj-rules-board");
        board.show(List.of(4, 4, 4, 4, 4), words);
        add(board);
        for (String id : RULE_IDS) {
            Div rule = new Div();
            rule.addClassName("nj-rule");
            Span tag = new Span(id);
            tag.addClassName("nj-rule-id");
            rule.add(tag, new Span(words.t("nj.rule." + id)));
            add(rule);
        }
        add(new H2(words.t("nj.rules.example.title")));
        Div example = new Div();
        example.addClassName("nj-payment-cards");
        int sum = 0;
        for (String c : List.of("3C", "9H", "QD", "7D")) {
            PlayingCard.Suited card = (PlayingCard.Suited) PlayingCard.parse(c);
            Div one = new Div(PlayingCardView.front(card, CardSize.SMALL, words.cardName(card), false),
                    new Span(String.valueOf(NainJauneRules.price(card))));
            one.addClassName("nj-priced");
            example.add(one);
            sum += NainJauneRules.price(card);
        }
        Paragraph said = new Paragraph(words.t("nj.end.pays", "Robo", "1 + 1 + 2 + 5", sum));
        said.addClassName("nj-big-line");
        add(example, said);
        add(new H2(words.t("nj.rules.decisions.title")));
        for (int d : DECISIONS) {
            add(new Paragraph(words.t("nj.rules.decision." + d)));
        }
        add(new RouterLink(words.t("nj.start.title"), NjStartView.class));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("nj.rules.title") + " · Arithmos";
    }
}
