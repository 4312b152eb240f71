package org.arithmos.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.SymbolCard;
import org.arithmos.i18n.TranslationProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

/** Every face and the back, at every size: well-formed, self-contained SVG with its name; faces differ. */
class CardArtTest {

    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    private static final TranslationProvider TRANSLATIONS = new TranslationProvider();

    static Stream<Card> faces() {
        return IntStream.range(0, Card.FACES).mapToObj(Card::ofFace);
    }

    static Stream<Arguments> facesAtEverySize() {
        return faces().flatMap(card -> Stream.of(CardSize.values()).map(size -> Arguments.of(card, size)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("facesAtEverySize")
    void everyFaceIsWellFormedSvgNamedForScreenReaders(Card card, CardSize size) throws Exception {
        String name = "Card " + card.notation();
        checkSvg(CardArt.svg(card, size, name), size, name);
    }

    @ParameterizedTest
    @EnumSource(CardSize.class)
    void theBackIsWellFormedSvgToo(CardSize size) throws Exception {
        checkSvg(CardArt.back(size, "Card face down"), size, "Card face down");
    }

    @Test
    void everyFaceLooksDifferentAndNoFaceLooksLikeTheBack() {
        Set<String> drawings = new HashSet<>();
        faces().forEach(card -> drawings.add(CardArt.svg(card, CardSize.NORMAL, "same name")));
        drawings.add(CardArt.back(CardSize.NORMAL, "same name"));
        assertThat(drawings).hasSize(Card.FACES + 1);
    }

    @Test
    void theSameCardIsAlwaysDrawnTheSame() {
        faces().forEach(card -> assertThat(CardArt.svg(card, CardSize.LARGE, "n"))
                .isEqualTo(CardArt.svg(card, CardSize.LARGE, "n")));
    }

    @Test
    void symbolDrawingAndJokerFramesHaveTheirOwnColour() {
        assertThat(CardArt.svg(Card.parse("7"), CardSize.NORMAL, "n")).contains(CardArt.SYMBOL_FRAME)
                .doesNotContain(CardArt.DRAWING_FRAME);
        assertThat(CardArt.svg(Card.parse("7-fish"), CardSize.NORMAL, "n")).contains(CardArt.DRAWING_FRAME)
                .doesNotContain(CardArt.SYMBOL_FRAME);
        assertThat(CardArt.svg(Card.parse("J-replay"), CardSize.NORMAL, "n")).contains(JokerArt.FRAME);
    }

    @Test
    void theNameIsEscaped() throws Exception {
        String name = "<script>alert(\"x\") & 'y'</script>";
        String svg = CardArt.svg(SymbolCard.of(3), CardSize.SMALL, name);
        assertThat(svg).doesNotContain("<script");
        checkSvg(svg, CardSize.SMALL, name);
    }

    @Test
    void refusesNulls() {
        assertThatThrownBy(() -> CardArt.svg(null, CardSize.SMALL, "n")).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> CardArt.back(null, "n")).isInstanceOf(NullPointerException.class);
    }

    @ParameterizedTest
    @MethodSource("languages")
    void everyCardHasItsOwnNameInEachLanguage(Locale language, String sevenFish, String replay, String back) {
        CardNames.Translator words = (key, params) -> TRANSLATIONS.getTranslation(key, language, params);
        List<String> names = new ArrayList<>();
        faces().forEach(card -> names.add(CardNames.of(card, words)));
        names.add(CardNames.back(words));
        assertThat(names).doesNotHaveDuplicates().allSatisfy(name -> assertThat(name).isNotBlank()
                .doesNotContain("!" + language.getLanguage() + ":").doesNotContain("{"));
        assertThat(CardNames.of(Card.parse("7-fish"), words)).isEqualTo(sevenFish);
        assertThat(CardNames.of(Card.parse("J-replay"), words)).isEqualTo(replay);
        assertThat(CardNames.back(words)).isEqualTo(back);
        assertThat(CardArt.svg(Card.parse("7-fish"), CardSize.NORMAL, sevenFish))
                .contains("<title>" + sevenFish + "</title>", "aria-label=\"" + sevenFish + "\"");
    }

    static Stream<Arguments> languages() {
        return Stream.of(
                Arguments.of(Locale.ENGLISH, "Drawing card 7, fish", "Joker: replay", "Card face down"),
                Arguments.of(Locale.FRENCH, "Carte dessin 7, poisson", "Joker «\u00a0rejouer\u00a0»",
                        "Carte face cachée"),
                Arguments.of(Locale.ITALIAN, "Carta figura 7, pesce", "Jolly «rigioca»", "Carta coperta"));
    }

    /** Parses as XML, is an SVG image of the size asked for, named, and needs nothing from elsewhere. */
    private static void checkSvg(String svg, CardSize size, String name) throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        Document document = factory.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
        Element root = document.getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo(SVG_NS);
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 200 280");
        assertThat(root.getAttribute("width")).isEqualTo(Integer.toString(size.width()));
        assertThat(root.getAttribute("height")).isEqualTo(Integer.toString(size.height()));
        assertThat(root.getAttribute("role")).isEqualTo("img");
        assertThat(root.getAttribute("aria-label")).isEqualTo(name);
        var title = (Element) root.getElementsByTagNameNS(SVG_NS, "title").item(0);
        assertThat(title).isNotNull();
        assertThat(title.getParentNode()).isSameAs(root);
        assertThat(title.getTextContent()).isEqualTo(name);
        assertThat(root.getElementsByTagNameNS(SVG_NS, "*").getLength()).as("drawn shapes").isGreaterThan(5);
        // Self-contained and safe under the Content-Security-Policy: no scripts, styles, links, fonts or ids.
        for (String tag : List.of("script", "style", "text", "image", "use", "a", "foreignObject")) {
            assertThat(root.getElementsByTagNameNS(SVG_NS, tag).getLength()).as("<%s>", tag).isZero();
        }
        assertThat(svg).doesNotContain(" style=", " id=", "href", "url(", "font", " on");
    }
}
