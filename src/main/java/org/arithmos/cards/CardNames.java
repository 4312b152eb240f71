package org.arithmos.cards;

import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.DrawingCard;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.SymbolCard;

/**
 * The spoken name of a card, from the i18n bundles: "Symbol card 7", "Drawing card 7, fish",
 * "Joker: replay", "Card face down". The words live in {@code card.name.*}, {@code card.animal.*} and
 * {@code card.joker.*}; this class only picks the keys.
 */
public final class CardNames {

    /** Looks up a text by key, formatting it with the parameters (like Vaadin's getTranslation). */
    @FunctionalInterface
    public interface Translator {
        String translate(String key, Object... params);
    }

    private CardNames() {
    }

    public static String of(Card card, Translator words) {
        return switch (card) {
            case SymbolCard symbol -> words.translate("card.name.symbol", symbol.value());
            case DrawingCard drawing -> words.translate("card.name.drawing", drawing.value(),
                    words.translate("card.animal." + drawing.animal().notation()));
            case Joker joker -> words.translate("card.name.joker",
                    words.translate("card.joker." + joker.kind().notation().substring(2)));
        };
    }

    /** The name of a card seen from the back. */
    public static String back(Translator words) {
        return words.translate("card.name.back");
    }
}
