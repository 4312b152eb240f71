package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Span;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.i18n.Language;
import org.arithmos.i18n.Messages;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableStatus;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every rule a mistake can cite has a short name in the three languages, and the teacher's overview shows the
 * mistakes by that name ("Wrong result ×2"), the rule id small beside it: a tablet shows no tooltip. Found by a
 * new teacher's trial: "NZ-CALC-8 ×1" told them nothing.
 */
class RuleNamesTest {

    @BeforeEach
    void aUi() {
        MockVaadin.setup();
    }

    @AfterEach
    void noUi() {
        MockVaadin.tearDown();
    }

    /** A Nambarz penalty cites a rule of a play (a match, a calculation, a joker); a card game's refusal its problem's rule. */
    static List<String> citable() {
        List<String> ids = new ArrayList<>(Arrays.stream(NambarzRule.values()).map(NambarzRule::id)
                .filter(id -> id.startsWith("NZ-MATCH-") || id.startsWith("NZ-CALC-") || id.startsWith("NZ-JOKER-"))
                .toList());
        Stream.of(Arrays.stream(MulticartesJudgment.Problem.values()).map(p -> p.rule),
                Arrays.stream(NainJauneJudgment.Problem.values()).map(p -> p.rule),
                Arrays.stream(KrambambuliJudgment.Problem.values()).map(p -> p.rule))
                .flatMap(s -> s).filter(java.util.Objects::nonNull).distinct().forEach(ids::add); // NONE: no rule
        return ids;
    }

    @Test
    void everyRuleAMistakeCanCiteHasAShortNameInEveryLanguage() {
        assertThat(citable()).hasSizeGreaterThan(20);
        for (Language language : Language.values()) {
            for (String id : citable()) {
                assertThat(Messages.find(language, "ruleName." + id)).as("%s in %s", id, language)
                        .hasValueSatisfying(name -> assertThat(name).isNotBlank().hasSizeLessThan(60));
            }
        }
    }

    @Test
    void theOverviewNamesAMistakeInWordsWithItsIdBeside() {
        for (var expected : Map.of(Locale.ENGLISH, "Wrong result ×2", Locale.FRENCH, "Mauvais résultat ×2",
                Locale.ITALIAN, "Risultato sbagliato ×2").entrySet()) {
            UI.getCurrent().setLocale(expected.getKey());
            TablesOverview overview = new TablesOverview(Clock.systemUTC());
            UI.getCurrent().removeAll();
            UI.getCurrent().add(overview);
            overview.show(List.of(new TableOverview(UUID.randomUUID(), "ABCD", "NAMBARZ", TableStatus.PLAYING,
                    List.of(new TableOverview.Seat(0, "Léa", false, false, 5, Map.of("NZ-CALC-3", 2))), 0, null, 3,
                    List.of())), false);
            Span rule = _find(overview, Span.class).stream().filter(s -> s.hasClassName("class-game-rule"))
                    .findFirst().orElseThrow();
            assertThat(rule.getElement().getTextRecursively()).startsWith(expected.getValue()).endsWith("NZ-CALC-3");
            assertThat(_find(rule, Span.class).stream().filter(s -> s.hasClassName("class-game-rule-id")))
                    .singleElement().satisfies(id -> assertThat(id.getText()).isEqualTo("NZ-CALC-3"));
        }
    }
}
