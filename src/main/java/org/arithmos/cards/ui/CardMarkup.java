package org.arithmos.cards.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arithmos.cards.CardNames;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.SvgBuilder;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.DrawingCard;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.SymbolCard;

/**
 * A Nambarz card as markup, for a part of a screen drawn in one element (decision 0038): the same element, classes,
 * name and picture as {@link CardView}, which takes its marks and name from here, so that a card looks and reads
 * the same either way.
 */
public final class CardMarkup {

    /** Every class {@link #classes} may give or take with a card's marks ("card-view", "card-clickable" stay). */
    static final List<String> MARKS = java.util.stream.Stream.concat(
            java.util.Arrays.stream(CardSize.values()).map(s -> "card-" + s.name().toLowerCase(Locale.ROOT)),
            java.util.stream.Stream.of("card-selected", "card-hinted", "card-at-fault", "card-disabled",
                    "card-face-down", "card-symbol", "card-drawing", "card-joker")).toList();

    private CardMarkup() {
    }

    /** A card's marks and look, as the classes of its element ({@code card} null: face down). */
    static List<String> classes(Card card, CardSize size, boolean selected, CardView.State state, boolean faceDown,
                                boolean clickable) {
        List<String> out = new ArrayList<>();
        out.add("card-view");
        if (clickable) {
            out.add("card-clickable");
        }
        out.add("card-" + size.name().toLowerCase(Locale.ROOT));
        boolean face = !faceDown && card != null;
        add(out, "card-selected", selected);
        add(out, "card-hinted", state == CardView.State.HINTED);
        add(out, "card-at-fault", state == CardView.State.AT_FAULT);
        add(out, "card-disabled", state == CardView.State.DISABLED);
        add(out, "card-face-down", !face);
        add(out, "card-symbol", face && card instanceof SymbolCard);
        add(out, "card-drawing", face && card instanceof DrawingCard);
        add(out, "card-joker", face && card instanceof Joker);
        return out;
    }

    /** The name a screen reader says, and the marks it cannot see otherwise ({@code card} null: face down). */
    static String label(Card card, boolean selected, CardView.State state, boolean clickable,
                        CardNames.Translator words) {
        List<String> said = new ArrayList<>();
        said.add(card == null ? CardNames.back(words) : CardNames.of(card, words));
        if (selected && !clickable) {
            said.add(words.translate("card.state.selected"));
        }
        switch (state) {
            case HINTED -> said.add(words.translate("card.state.hinted"));
            case AT_FAULT -> said.add(words.translate("card.state.atFault"));
            // A disabled button says so itself.
            case DISABLED -> said.addAll(clickable ? List.of() : List.of(words.translate("card.state.disabled")));
            case NORMAL -> { }
        }
        return String.join(", ", said);
    }

    /** A card shown, not pressed (the pile, a calculation): {@code role="img"} and its name. */
    public static String picture(Card card, CardSize size, CardView.State state, CardNames.Translator words) {
        return picture(null, card, size, state, words);
    }

    /** The same, with an id ({@code null}: none). */
    public static String picture(String id, Card card, CardSize size, CardView.State state,
                                 CardNames.Translator words) {
        return "<div " + (id == null ? "" : "id=\"" + id + "\" ") + "class=\""
                + String.join(" ", classes(card, size, false, state, false, false)) + "\" role=\"img\" data-card=\""
                + card.notation() + "\" aria-label=\""
                + SvgBuilder.escape(label(card, false, state, false, words)) + "\">"
                + CardPictures.img(CardPictures.nambarz(card, size), size) + "</div>";
    }

    /** A card seen from the back (the draw pile): no {@code data-card}, nothing of its face. */
    public static String back(CardSize size, CardNames.Translator words) {
        return "<div class=\"" + String.join(" ", classes(null, size, false, CardView.State.NORMAL, true, false))
                + "\" role=\"img\" aria-label=\"" + SvgBuilder.escape(CardNames.back(words)) + "\">"
                + CardPictures.img(CardPictures.back(size), size) + "</div>";
    }

    /**
     * A card the pupil presses: a native button (mouse, Enter, Space, screen readers) with its {@code id}, its
     * {@code data-act} for {@code shell.Markup.onAct}, {@code aria-pressed} for selected; {@code active} false
     * while others play (not dimmed, which looks broken: the presses then do nothing).
     */
    public static String button(Card card, CardSize size, String id, String act, boolean selected,
                                CardView.State state, boolean active, String moreClasses,
                                CardNames.Translator words) {
        List<String> classes = classes(card, size, selected, state, false, true);
        if (!moreClasses.isEmpty()) {
            classes.add(moreClasses);
        }
        return "<button type=\"button\" id=\"" + id + "\" class=\"" + String.join(" ", classes) + "\" data-act=\""
                + SvgBuilder.escape(act) + "\" data-card=\"" + card.notation() + "\" aria-pressed=\"" + selected
                + "\" aria-disabled=\"" + !active + "\"" + (state == CardView.State.DISABLED ? " disabled" : "")
                + " aria-label=\"" + SvgBuilder.escape(label(card, selected, state, true, words)) + "\">"
                + CardPictures.img(CardPictures.nambarz(card, size), size) + "</button>";
    }

    private static void add(List<String> classes, String name, boolean when) {
        if (when) {
            classes.add(name);
        }
    }
}
