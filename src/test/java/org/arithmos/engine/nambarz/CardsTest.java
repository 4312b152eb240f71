package org.arithmos.engine.nambarz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CardsTest {

    private static final List<Card> DECK = Deck.cards(JokerLevel.BEGINNER);

    @Test
    @DisplayName("NZ-DECK-1: 92 cards, 40 symbol, 40 drawing, 12 jokers")
    void deckHas92Cards() {
        assertThat(DECK).hasSize(92);
        assertThat(DECK.stream().filter(c -> c instanceof SymbolCard)).hasSize(40);
        assertThat(DECK.stream().filter(c -> c instanceof DrawingCard)).hasSize(40);
        assertThat(DECK.stream().filter(c -> c instanceof Joker)).hasSize(12);
    }

    @Test
    @DisplayName("NZ-DECK-2: symbol cards 1-10, four copies each")
    void fourCopiesOfEachSymbol() {
        Map<Card, Long> counts = DECK.stream().filter(c -> c instanceof SymbolCard)
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertThat(counts).hasSize(10);
        for (int v = 1; v <= 10; v++) {
            assertThat(counts.get(SymbolCard.of(v))).isEqualTo(4);
        }
    }

    @Test
    @DisplayName("NZ-DECK-3: 20 drawing faces twice; each animal on n and n+5; each value has two animals")
    void drawingFaces() {
        Map<Card, Long> counts = DECK.stream().filter(c -> c instanceof DrawingCard)
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertThat(counts).hasSize(20).allSatisfy((card, n) -> assertThat(n).isEqualTo(2));
        for (Animal a : Animal.values()) {
            assertThat(counts).containsKeys(DrawingCard.of(a.lowValue(), a), DrawingCard.of(a.lowValue() + 5, a));
        }
        for (int v = 1; v <= 10; v++) {
            int value = v;
            assertThat(counts.keySet().stream().filter(c -> ((DrawingCard) c).value() == value)).hasSize(2);
        }
        // The faces the rule texts name.
        assertThat(List.of("1-dragonfly", "6-dragonfly", "1-tortoise", "3-bee", "8-bee", "3-hippopotamus",
                "4-hen", "9-hen", "9-duck", "7-fish", "5-cat", "10-bear"))
                .allSatisfy(text -> assertThat(counts).containsKey(Card.parse(text)));
    }

    @Test
    @DisplayName("NZ-NOTE-1: every card reads back from its notation")
    void notationRoundTrip() {
        for (int face = 0; face < Card.FACES; face++) {
            Card card = Card.ofFace(face);
            assertThat(Card.parse(card.notation())).isEqualTo(card);
            assertThat(card.face()).isEqualTo(face);
        }
        assertThat(Card.parse("7")).isEqualTo(SymbolCard.of(7));
        assertThat(Card.parse("7-fish")).isEqualTo(DrawingCard.of(7, Animal.FISH));
        assertThat(Card.parse("2-frog")).isEqualTo(DrawingCard.of(2, Animal.FROG));
        assertThat(Card.parse(" 3-Hippopotamus ")).isEqualTo(DrawingCard.of(3, Animal.HIPPOPOTAMUS));
        assertThat(Card.parse("J-replay")).isEqualTo(Joker.of(JokerKind.REPLAY));
        assertThat(Card.parse("J-any")).isEqualTo(Joker.of(JokerKind.ANY));
    }

    @Test
    @DisplayName("NZ-NOTE-1: a card that does not exist is refused with a reason")
    void unknownCards() {
        assertThatThrownBy(() -> Card.parse("11")).hasMessageContaining("1 to 10");
        assertThatThrownBy(() -> Card.parse("7-bee")).hasMessageContaining("bee is on 3 and 8");
        assertThatThrownBy(() -> Card.parse("3-dog")).hasMessageContaining("dog");
        assertThatThrownBy(() -> Card.parse("J-wild")).hasMessageContaining("J-wild");
        assertThatThrownBy(() -> Card.parse("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("NZ-DECK-4: three jokers of each kind; what each change joker covers")
    void jokers() {
        for (JokerKind kind : JokerKind.values()) {
            assertThat(DECK.stream().filter(c -> c.equals(Joker.of(kind)))).hasSize(3);
        }
        assertThat(JokerKind.NUMBER.fits(CardType.SYMBOL)).isTrue();
        assertThat(JokerKind.NUMBER.fits(CardType.DRAWING)).isFalse();
        assertThat(JokerKind.DRAWING.fits(CardType.DRAWING)).isTrue();
        assertThat(JokerKind.DRAWING.fits(CardType.SYMBOL)).isFalse();
        assertThat(JokerKind.ANY.fits(CardType.SYMBOL)).isTrue();
        assertThat(JokerKind.ANY.fits(CardType.DRAWING)).isTrue();
    }

    @Test
    @DisplayName("NZ-DECK-5: beginner 12 jokers, confirmed 8 (2 of each), experienced 4 (1 of each)")
    void jokerLevels() {
        assertThat(Deck.cards(JokerLevel.BEGINNER)).hasSize(92);
        assertThat(Deck.cards(JokerLevel.CONFIRMED)).hasSize(88)
                .filteredOn(c -> c.equals(Joker.of(JokerKind.REPLAY))).hasSize(2);
        assertThat(Deck.cards(JokerLevel.EXPERIENCED)).hasSize(84)
                .filteredOn(c -> c.equals(Joker.of(JokerKind.ANY))).hasSize(1);
    }

    @Test
    @DisplayName("NZ-MATCH-1, figure 2: 3-bee is covered by 3-bee, 3, 3-hippopotamus and 8-bee only")
    void figure2() {
        NumberCard target = (NumberCard) Card.parse("3-bee");
        assertThat(List.of("3-bee", "3", "3-hippopotamus", "8-bee"))
                .allSatisfy(c -> assertThat(((NumberCard) Card.parse(c)).matches(target)).isTrue());
        assertThat(List.of("8-hippopotamus", "8", "5-cat", "4-hen"))
                .allSatisfy(c -> assertThat(((NumberCard) Card.parse(c)).matches(target)).isFalse());
    }

    @Test
    @DisplayName("NZ-MATCH-1, figure 3: the symbol 3 is covered by 3, 3-hippopotamus, 3-bee, not by 8-bee")
    void figure3() {
        NumberCard target = SymbolCard.of(3);
        assertThat(List.of("3", "3-hippopotamus", "3-bee"))
                .allSatisfy(c -> assertThat(((NumberCard) Card.parse(c)).matches(target)).isTrue());
        assertThat(((NumberCard) Card.parse("8-bee")).matches(target)).isFalse();
    }
}
