package org.arithmos.pedagogy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arithmos.engine.arithmetic.ExprParser;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.i18n.Language;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WordsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            10 - 4 / 2      | 10 − (4 ÷ 2)
            (10 - 4) / 2    | (10 − 4) ÷ 2
            9 - (8 - 2)     | 9 − (8 − 2)
            9 - 8 - 2       | 9 − 8 − 2
            2 * 3 + 4       | 2 × 3 + 4
            (2 + 3) * 4 * 1 | (2 + 3) × 4 × 1
            7               | 7
            """)
    void calculationsShowEveryGroupingThatIsNotLeftToRight(String written, String pupil) {
        ExprParser.Parsed parsed = ExprParser.parse(ExprParser.tokenizeNumbers(written));
        long[] values = parsed.leaves().stream().mapToLong(Long::parseLong).toArray();
        assertThat(Words.calculation(parsed.expr(), values)).isEqualTo(pupil);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ENGLISH | 7, 3 bee and change number joker
            FRENCH  | 7, 3 abeille et joker « changer-chiffre »
            ITALIAN | 7, 3 ape e jolly «cambia simbolo»
            """)
    void cardListsInEachLanguage(Language language, String expected) {
        List<Card> cards = List.of(Card.parse("7"), Card.parse("3-bee"), Card.parse("J-number"));
        assertThat(new Words(language).cards(cards)).isEqualTo(expected.replace("« ", "«\u00a0").replace(" »", "\u00a0»"));
    }
}
