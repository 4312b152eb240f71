package org.arithmos.referee;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.ExprParser;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.NumberCard;

/**
 * The shape of the cards put down, from {@code "ops"} (left to right, NZ-CALC-3) or {@code "expr"} (usual
 * precedence and parentheses, NZ-CALC-5), and back: how the referee writes a calculation.
 */
final class Calculations {

    private Calculations() {
    }

    static Expr fromOps(List<NumberCard> cards, List<String> ops) {
        if (ops.size() != cards.size() - 1) {
            throw new RequestError("\"ops\" must have one operator fewer than \"cards\": " + cards.size() + " cards need "
                    + operators(cards.size() - 1) + ", not " + ops.size());
        }
        List<Operator> operators = new ArrayList<>(ops.size());
        for (String op : ops) {
            try {
                operators.add(Operator.parse(op.strip()));
            } catch (IllegalArgumentException e) {
                throw new RequestError("in \"ops\": " + e.getMessage());
            }
        }
        return Expr.leftToRight(operators);
    }

    /** Reads {@code expr}, whose numbers must be the cards' values in the order of {@code "cards"}. */
    static Expr fromExpr(List<NumberCard> cards, String text, CalcMode mode) {
        ExprParser.Parsed parsed;
        try {
            parsed = ExprParser.parse(ExprParser.tokenizeNumbers(text));
        } catch (IllegalArgumentException e) {
            throw new RequestError("cannot read \"expr\" \"" + text + "\": " + e.getMessage());
        } catch (StackOverflowError e) {
            throw new RequestError("cannot read \"expr\": it is nested far too deeply");
        }
        List<String> numbers = parsed.leaves();
        if (numbers.size() != cards.size()) {
            throw new RequestError("\"expr\" has " + numbers.size() + " numbers and \"cards\" has " + cards.size()
                    + " cards: write each card's value once, in the order of \"cards\"");
        }
        for (int i = 0; i < numbers.size(); i++) {
            if (!numbers.get(i).equals(Integer.toString(cards.get(i).value()))) {
                throw new RequestError("the numbers of \"expr\" must be the values of \"cards\", in order: number "
                        + (i + 1) + " is \"" + numbers.get(i) + "\", but card " + (i + 1) + " is \""
                        + cards.get(i).notation() + "\", worth " + cards.get(i).value());
            }
        }
        if (!mode.parentheses() && !parsed.expr().isLeftToRight()) {
            throw new RequestError("\"expr\" \"" + text + "\" is not read left to right (× and ÷ come before + and −), "
                    + "and parentheses are off (NZ-CALC-5): write it left to right, like \"(10-4)/2\", or turn them "
                    + "on with \"parentheses\":true");
        }
        return parsed.expr();
    }

    /** "1 operator", "3 operators". */
    static String operators(int n) {
        return n + (n == 1 ? " operator" : " operators");
    }

    /** ASCII operators in the order they are applied, for a left-to-right calculation. */
    static List<String> ops(Expr expr) {
        return expr.operators().stream().map(op -> String.valueOf(op.ascii())).toList();
    }

    /** The calculation with the cards' values, ASCII operators and the fewest parentheses: {@code 9-8/2}. */
    static String expr(Expr expr, List<? extends NumberCard> cards) {
        return expr.format(i -> Integer.toString(cards.get(i).value()), false, false);
    }
}
