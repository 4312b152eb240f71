package org.arithmos.pedagogy;

import java.util.List;
import java.util.Locale;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.CardType;
import org.arithmos.engine.nambarz.DrawingCard;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.SymbolCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.i18n.Language;
import org.arithmos.i18n.Messages;

/**
 * The small words explanations are made of, in one language: card names, lists, calculations. Texts
 * are the {@code explain.*} keys of the bundles; card and joker names reuse the rules page's
 * {@code card.animal.*} and {@code card.joker.*}. Numbers are passed as text, so that MessageFormat
 * never writes 1000 as "1,000" or "1 000".
 */
final class Words {

    private final Language language;
    /** Words said to the whole class about a pupil's play: {@code explain.class.<key>} where it exists. */
    private final boolean toClass;

    Words(Language language) {
        this(language, false);
    }

    Words(Language language, boolean toClass) {
        this.language = language;
        this.toClass = toClass;
    }

    /**
     * The text of {@code explain.<key>}; said to the class, {@code explain.class.<key>} first (the debrief is
     * projected: "goes back to the hand", not "to your hand").
     */
    String text(String key, Object... args) {
        if (toClass) {
            var forClass = Messages.find(language, "explain.class." + key, args);
            if (forClass.isPresent()) {
                return forClass.get();
            }
        }
        return Messages.get(language, "explain." + key, args);
    }

    /** The text of {@code explain.class.<key>}: words only ever said to the class. */
    String classText(String key, Object... args) {
        return Messages.get(language, "explain.class." + key, args);
    }

    /** {@code explain.<key>.one} or {@code explain.<key>.many}, by how many cards the sentence is about. */
    String counted(String key, int count, Object... args) {
        return text(key + (count == 1 ? ".one" : ".many"), args);
    }

    /** "7", "7 fish", "change number joker" (each language its own order). */
    String card(Card card) {
        return switch (card) {
            case SymbolCard symbol -> Integer.toString(symbol.value());
            case DrawingCard drawing -> text("card.drawing", Integer.toString(drawing.value()),
                    Messages.get(language, "card.animal." + drawing.animal().notation()));
            case Joker joker -> joker(joker.kind());
        };
    }

    String joker(JokerKind kind) {
        String name = kind.notation().substring(2).toLowerCase(Locale.ROOT);
        return text("card.joker", Messages.get(language, "card.joker." + name));
    }

    String target(Target target) {
        return switch (target) {
            case Target.NumberTarget(NumberCard card) -> card(card);
            case Target.JokerTarget(JokerKind kind) -> joker(kind);
        };
    }

    /** "5", "5 and 10", "6, 5 and 2". */
    String cards(List<? extends Card> cards) {
        return list(cards.stream().map(this::card).toList());
    }

    String list(List<String> items) {
        if (items.size() <= 1) {
            return items.isEmpty() ? "" : items.getFirst();
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " " + text("and") + " " + items.getLast();
    }

    /** "a symbol card" or "a drawing card". */
    String kind(CardType type) {
        return text(type == CardType.SYMBOL ? "a.symbol" : "a.drawing");
    }

    /** What a change joker covers and lets follow: "a symbol card", "any number card". */
    String jokerFits(JokerKind kind) {
        return text("fits." + kind.notation().substring(2).toLowerCase(Locale.ROOT));
    }

    /**
     * A calculation as a pupil reads it, with + − × ÷: "(10 − 4) ÷ 2", "9 − (8 ÷ 2)". Children read left to
     * right, so brackets show every other grouping, even where precedence would allow leaving them out
     * (the rules write 9 − (8 ÷ 2) = 5 too); a left operand needs them only when precedence does.
     */
    static String calculation(Expr expr, long[] values) {
        StringBuilder out = new StringBuilder();
        write(expr, values, out);
        return out.toString();
    }

    private static void write(Expr expr, long[] values, StringBuilder out) {
        switch (expr) {
            case Expr.Leaf(int position) -> out.append(values[position]);
            case Expr.Node(Operator op, Expr left, Expr right) -> {
                boolean weakerLeft = left instanceof Expr.Node node && op.isMultiplicative()
                        && !node.op().isMultiplicative();
                operand(left, weakerLeft, values, out);
                out.append(' ').append(op.symbol()).append(' ');
                operand(right, right instanceof Expr.Node, values, out);
            }
        }
    }

    private static void operand(Expr expr, boolean brackets, long[] values, StringBuilder out) {
        out.append(brackets ? "(" : "");
        write(expr, values, out);
        out.append(brackets ? ")" : "");
    }

    static String number(long n) {
        return Long.toString(n);
    }
}
