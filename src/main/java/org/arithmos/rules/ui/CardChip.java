package org.arithmos.rules.ui;

import com.vaadin.flow.component.html.Span;

/**
 * A card drawn small, from its written notation (NZ-NOTE-1): {@code 7} is a symbol card,
 * {@code 7-fish} a drawing card, {@code J-replay} a joker. Names come from the i18n bundles.
 */
class CardChip extends Span {

    CardChip(String notation) {
        addClassName("card-chip");
        getElement().setAttribute("data-card", notation);
        if (notation.startsWith("J-")) {
            String kind = notation.substring(2);
            addClassName("card-joker");
            var label = getTranslation("card.joker." + kind);
            add(part("card-value", "J"), part("card-name", label));
            setTitleAndLabel(getTranslation("card.joker") + " " + label);
        } else if (notation.contains("-")) {
            String value = notation.substring(0, notation.indexOf('-'));
            String animal = getTranslation("card.animal." + notation.substring(notation.indexOf('-') + 1));
            addClassName("card-drawing");
            add(part("card-value", value), part("card-name", animal));
            setTitleAndLabel(value + " " + animal);
        } else {
            addClassName("card-symbol");
            add(part("card-value", notation), part("card-name", getTranslation("card.symbol")));
            setTitleAndLabel(notation + " " + getTranslation("card.symbol"));
        }
    }

    private void setTitleAndLabel(String text) {
        getElement().setAttribute("title", text);
        getElement().setAttribute("aria-label", text);
        getElement().setAttribute("role", "img");
    }

    private static Span part(String className, String text) {
        var span = new Span(text);
        span.addClassName(className);
        return span;
    }
}
