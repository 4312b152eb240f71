package org.arithmos.nambarz.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arithmos.engine.arithmetic.Evaluation;
import org.arithmos.engine.arithmetic.Evaluator;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.ExprParser;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;

/**
 * What the pupil is putting together: cards in the order clicked, an operator between two cards, and
 * brackets when the table allows them (NZ-CALC-5). Without brackets the calculation reads left to right
 * (NZ-CALC-3); with them, usual precedence applies, as in the rules' 9 − (8 ÷ 2).
 *
 * <p>Cards are referred to by their slot in the hand (so two identical cards stay two cards).
 */
final class CalculationDraft {

    /** One item of the calculation as typed. */
    sealed interface Token {
        record CardToken(int slot, NumberCard card) implements Token {
        }

        record OperatorToken(Operator op) implements Token {
        }

        record Open() implements Token {
        }

        record Close() implements Token {
        }
    }

    private final boolean parentheses;
    private final List<Token> tokens = new ArrayList<>();

    CalculationDraft(boolean parentheses) {
        this.parentheses = parentheses;
    }

    List<Token> tokens() {
        return List.copyOf(tokens);
    }

    boolean isEmpty() {
        return tokens.isEmpty();
    }

    /** A card may come now (at the start, after an operator or an opening bracket). */
    boolean expectsCard() {
        return tokens.isEmpty() || tokens.getLast() instanceof Token.OperatorToken || tokens.getLast() instanceof Token.Open;
    }

    boolean canAddOperator() {
        return !expectsCard();
    }

    boolean canOpen() {
        return parentheses && expectsCard();
    }

    boolean canClose() {
        return parentheses && !expectsCard() && depth() > 0;
    }

    boolean uses(int slot) {
        return tokens.stream().anyMatch(t -> t instanceof Token.CardToken c && c.slot() == slot);
    }

    /** Adds a card; when a card was just added, an operator is needed first, so this is refused. */
    boolean addCard(int slot, NumberCard card) {
        if (!expectsCard() || uses(slot)) {
            return false;
        }
        tokens.add(new Token.CardToken(slot, card));
        return true;
    }

    boolean addOperator(Operator op) {
        if (!canAddOperator()) {
            return false;
        }
        tokens.add(new Token.OperatorToken(op));
        return true;
    }

    boolean open() {
        if (!canOpen()) {
            return false;
        }
        tokens.add(new Token.Open());
        return true;
    }

    boolean close() {
        if (!canClose()) {
            return false;
        }
        tokens.add(new Token.Close());
        return true;
    }

    void undo() {
        if (!tokens.isEmpty()) {
            tokens.removeLast();
        }
    }

    void clear() {
        tokens.clear();
    }

    List<NumberCard> cards() {
        return tokens.stream().filter(t -> t instanceof Token.CardToken).map(t -> ((Token.CardToken) t).card()).toList();
    }

    List<Integer> slots() {
        return tokens.stream().filter(t -> t instanceof Token.CardToken).map(t -> ((Token.CardToken) t).slot()).toList();
    }

    /** Complete: ends on a card or a bracket closing everything. */
    boolean isComplete() {
        return !tokens.isEmpty() && !expectsCard() && depth() == 0;
    }

    /** The move to play, when complete. */
    Optional<NambarzMove.PutDown> toMove() {
        if (!isComplete()) {
            return Optional.empty();
        }
        return Optional.of(new NambarzMove.PutDown(cards(), shape()));
    }

    /** The steps worked out so far (left to right: as it grows; with brackets: once complete). */
    Optional<Evaluation> steps() {
        List<NumberCard> cards = cards();
        if (cards.size() < 2) {
            return Optional.empty();
        }
        long[] values = cards.stream().mapToLong(NumberCard::value).toArray();
        if (!parentheses) {
            List<Operator> ops = operators();
            int n = Math.min(ops.size(), cards.size() - 1);
            long[] prefix = java.util.Arrays.copyOf(values, n + 1);
            return Optional.of(Evaluator.evaluate(prefix, Expr.leftToRight(ops.subList(0, n))));
        }
        return isComplete() ? Optional.of(Evaluator.evaluate(values, shape())) : Optional.empty();
    }

    private List<Operator> operators() {
        return tokens.stream().filter(t -> t instanceof Token.OperatorToken)
                .map(t -> ((Token.OperatorToken) t).op()).toList();
    }

    private Expr shape() {
        if (!parentheses) {
            return Expr.leftToRight(operators());
        }
        List<String> text = new ArrayList<>();
        int leaf = 0;
        for (Token t : tokens) {
            text.add(switch (t) {
                case Token.CardToken c -> "c" + leaf++;
                case Token.OperatorToken o -> String.valueOf(o.op().ascii());
                case Token.Open o -> "(";
                case Token.Close c -> ")";
            });
        }
        return ExprParser.parse(text).expr();
    }

    private int depth() {
        int depth = 0;
        for (Token t : tokens) {
            if (t instanceof Token.Open) {
                depth++;
            } else if (t instanceof Token.Close) {
                depth--;
            }
        }
        return depth;
    }
}
