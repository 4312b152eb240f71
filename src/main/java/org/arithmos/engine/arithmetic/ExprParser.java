package org.arithmos.engine.arithmetic;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a calculation written with usual precedence and parentheses ({@code 9 - (8 / 2)}), operators
 * {@code + - * /} or {@code + − × ÷}. Leaves are returned as text, in order, for the caller to read as
 * numbers or cards.
 */
public final class ExprParser {

    public record Parsed(Expr expr, List<String> leaves) {
        public Parsed {
            leaves = List.copyOf(leaves);
        }
    }

    private final List<String> tokens;
    private final List<String> leaves = new ArrayList<>();
    private int pos;

    private ExprParser(List<String> tokens) {
        this.tokens = tokens;
    }

    public static Parsed parse(List<String> tokens) {
        if (tokens.isEmpty()) {
            throw new IllegalArgumentException("empty calculation");
        }
        ExprParser p = new ExprParser(tokens);
        Expr expr = p.sum();
        if (p.pos != tokens.size()) {
            throw new IllegalArgumentException("unexpected \"" + tokens.get(p.pos) + "\" in the calculation");
        }
        return new Parsed(expr, p.leaves);
    }

    /** Splits compact text like {@code 9-(8/2)}: numbers are runs of digits, spaces are ignored. */
    public static List<String> tokenizeNumbers(String text) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < text.length() && Character.isDigit(text.charAt(i))) {
                    i++;
                }
                out.add(text.substring(start, i));
            } else {
                out.add(String.valueOf(c));
                i++;
            }
        }
        return out;
    }

    /** Splits text whose operators stand between spaces ({@code (9-hen - 6-dragonfly) / 3-bee}). */
    public static List<String> tokenizeSpaced(String text) {
        List<String> out = new ArrayList<>();
        for (String word : text.strip().split("\\s+")) {
            int start = 0;
            int end = word.length();
            while (start < end && word.charAt(start) == '(') {
                out.add("(");
                start++;
            }
            int closing = 0;
            while (end > start && word.charAt(end - 1) == ')') {
                closing++;
                end--;
            }
            if (start < end) {
                out.add(word.substring(start, end));
            }
            for (int i = 0; i < closing; i++) {
                out.add(")");
            }
        }
        return out;
    }

    private Expr sum() {
        Expr left = product();
        while (pos < tokens.size() && isOperator(tokens.get(pos), false)) {
            Operator op = Operator.parse(tokens.get(pos++));
            left = new Expr.Node(op, left, product());
        }
        return left;
    }

    private Expr product() {
        Expr left = factor();
        while (pos < tokens.size() && isOperator(tokens.get(pos), true)) {
            Operator op = Operator.parse(tokens.get(pos++));
            left = new Expr.Node(op, left, factor());
        }
        return left;
    }

    private Expr factor() {
        if (pos >= tokens.size()) {
            throw new IllegalArgumentException("the calculation ends too early");
        }
        String token = tokens.get(pos++);
        if (token.equals("(")) {
            Expr inner = sum();
            if (pos >= tokens.size() || !tokens.get(pos).equals(")")) {
                throw new IllegalArgumentException("a \"(\" is not closed");
            }
            pos++;
            return inner;
        }
        if (token.equals(")") || isOperator(token, false) || isOperator(token, true)) {
            throw new IllegalArgumentException("expected a number or a card, got \"" + token + "\"");
        }
        leaves.add(token);
        return new Expr.Leaf(leaves.size() - 1);
    }

    private static boolean isOperator(String token, boolean multiplicative) {
        Operator op = token.length() == 1 ? Operator.ofSymbol(token.charAt(0)) : null;
        return op != null && op.isMultiplicative() == multiplicative;
    }
}
