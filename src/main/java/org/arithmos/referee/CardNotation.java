package org.arithmos.referee;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.arithmos.engine.nambarz.Animal;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Deck;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.JokerLevel;
import org.arithmos.engine.nambarz.NumberCard;

/** Cards written as NZ-NOTE-1 says ({@code 7}, {@code 7-fish}, {@code J-any}), read with reasons when wrong. */
final class CardNotation {

    static final String TARGET_EXAMPLE = "the card to cover, like \"3\" or \"3-bee\"";
    private static final String ANIMALS = Arrays.stream(Animal.values()).map(Animal::notation)
            .collect(Collectors.joining(", "));

    private CardNotation() {
    }

    /** The engine reads the card; an unknown animal gets the list of animals, which the engine does not give. */
    static Card parse(String field, String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int dash = t.indexOf('-');
        if (!t.startsWith("j-") && dash > 0) {
            String animal = t.substring(dash + 1);
            if (Arrays.stream(Animal.values()).noneMatch(a -> a.notation().equals(animal))) {
                throw new RequestError("in \"" + field + "\": unknown card \"" + text + "\": there is no animal \""
                        + animal + "\" (the animals are " + ANIMALS + ")");
            }
        }
        try {
            return Card.parse(text);
        } catch (IllegalArgumentException e) {
            throw new RequestError("in \"" + field + "\": " + e.getMessage());
        }
    }

    static List<Card> parseAll(String field, List<String> texts) {
        return texts.stream().map(text -> parse(field, text)).toList();
    }

    /** The target: a number card (NZ-TARGET-1); the referee does not take a joker as target. */
    static NumberCard target(Request request) {
        String text = request.string("target", TARGET_EXAMPLE);
        if (!(parse("target", text) instanceof NumberCard card)) {
            throw new RequestError("the target must be a number card, like \"3\" or \"3-bee\", not the joker \""
                    + text + "\"");
        }
        return card;
    }

    /** No more copies of a card than the deck holds (NZ-DECK-2..5; jokers: the beginner level's three). */
    static void checkDeck(NumberCard target, List<Card> cards) {
        int[] counts = new int[Card.FACES];
        counts[target.face()]++;
        for (Card card : cards) {
            counts[card.face()]++;
        }
        for (int face = 0; face < Card.FACES; face++) {
            int most = Deck.copies(face, JokerLevel.BEGINNER);
            if (counts[face] > most) {
                Card card = Card.ofFace(face);
                String with = target.face() == face ? " (the target included)" : "";
                String what = card instanceof Joker ? "jokers" : "cards";
                throw new RequestError("the deck has only " + most + " " + what + " \"" + card.notation()
                        + "\", and this line uses " + counts[face] + with);
            }
        }
    }

    static List<String> notation(List<? extends Card> cards) {
        return cards.stream().map(Card::notation).toList();
    }
}
