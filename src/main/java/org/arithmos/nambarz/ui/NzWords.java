package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.Component;
import java.util.List;
import org.arithmos.cards.CardNames;
import org.arithmos.engine.arithmetic.Evaluation;
import org.arithmos.engine.arithmetic.Step;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.tables.TableException;

/** The table's words in the pupil's language (everything comes from the i18n bundles). */
final class NzWords {

    private final Component owner;

    NzWords(Component owner) {
        this.owner = owner;
    }

    String t(String key, Object... args) {
        return owner.getTranslation(key, args);
    }

    String you(String name) {
        return name == null || name.isBlank() ? t("table.you") : t("table.youNamed", name);
    }

    String cardCount(int n) {
        return t(n == 1 ? "table.cards.one" : "table.cards.many", n);
    }

    String place(int place) {
        return t("table.place", place);
    }

    String team(int side) {
        return t("table.team", side + 1);
    }

    /** The full spoken name: "Drawing card 7, fish" (for lists and screen readers). */
    String card(Card card) {
        return CardNames.of(card, this::t);
    }

    /** The short name used in sentences: "7", "7 fish", or a joker's name. */
    String shortName(Card card) {
        return switch (card) {
            case org.arithmos.engine.nambarz.SymbolCard s -> Integer.toString(s.value());
            case org.arithmos.engine.nambarz.DrawingCard d -> d.value() + " " + t("card.animal." + d.animal().notation());
            case org.arithmos.engine.nambarz.Joker j -> card(j);
        };
    }

    String cards(List<? extends Card> cards) {
        return String.join(", ", cards.stream().map(this::shortName).toList());
    }

    /** A move as a pupil reads it: {@code 7 − 4}, {@code (10 − 4) ÷ 2}, a card's name, a joker's name. */
    String move(NambarzMove move) {
        return switch (move) {
            case NambarzMove.PutDown p when p.cards().size() == 1 -> shortName(p.cards().getFirst());
            case NambarzMove.PutDown p -> p.expr().format(i -> Integer.toString(p.cards().get(i).value()), true, true);
            case NambarzMove.PlayJoker j -> card(org.arithmos.engine.nambarz.Joker.of(j.kind()));
            case NambarzMove.Draw d -> t("table.move.draw");
            case NambarzMove.Pass p -> t("table.move.pass");
        };
    }

    /** A joker's kind as said in a sentence: "replay", "change number". */
    String jokerKind(org.arithmos.engine.nambarz.JokerKind kind) {
        return t("card.joker." + kind.notation().substring(2));
    }

    /** A hint as a sentence: "Hint: try 7 − 4.", "Hint: play your replay joker.", "Hint: end your turn." */
    String hint(NambarzMove move) {
        return switch (move) {
            case NambarzMove.PutDown p -> t("table.say.hint", move(p));
            case NambarzMove.PlayJoker j -> t("table.say.hint.joker", jokerKind(j.kind()));
            case NambarzMove.Draw d -> t("table.say.hint.draw");
            case NambarzMove.Pass p -> t("table.say.hint.pass");
        };
    }

    /** The steps as the pupil reads them: {@code 10 − 4 = 6, 6 ÷ 2 = 3}. */
    String steps(Evaluation evaluation) {
        List<String> parts = evaluation.steps().stream().map(this::step).toList();
        return String.join(", ", parts);
    }

    String step(Step s) {
        String left = s.left() + " " + s.op().symbol() + " " + s.right();
        return s.valid() ? left + " = " + s.result() : left + " = ?";
    }

    /**
     * Why an action was refused, in the pupil's words: the rules' own reason for a move when the game gives one
     * (after drawing, only the drawn card…), else the table's; at a private table as against robots always.
     */
    String refusal(TableException e, boolean privateTable) {
        if (e.detail() != null) {
            return t("table.error.move." + e.detail());
        }
        boolean alone = privateTable && ALONE_PROBLEMS.contains(e.problem());
        return t((alone ? "table.error." : "live.error.") + e.problem().name());
    }

    /** The refusals a game against robots has its own words for (no lobby, no class at a private table). */
    private static final java.util.Set<TableException.Problem> ALONE_PROBLEMS = java.util.EnumSet.of(
            TableException.Problem.NOT_FOUND, TableException.Problem.NOT_YOUR_TURN,
            TableException.Problem.NOT_A_PLAY, TableException.Problem.NOT_ENABLED, TableException.Problem.LEARNING_ONLY);
}
