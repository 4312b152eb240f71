package org.arithmos.engine.arithmetic;

/**
 * The four operations of a calculation (NZ-CALC-3). Every result must be a whole number ≥ 0
 * (NZ-CALC-4): a subtraction below zero or an inexact division is {@link #INVALID}.
 */
public enum Operator {
    PLUS('+', '+'),
    MINUS('-', '−'),
    TIMES('*', '×'),
    DIVIDE('/', '÷');

    /** Marks a step that NZ-CALC-4 forbids (negative, inexact, division by zero, beyond long). */
    public static final long INVALID = -1;

    private static final Operator[] VALUES = values();
    private final char ascii;
    private final char symbol;

    Operator(char ascii, char symbol) {
        this.ascii = ascii;
        this.symbol = symbol;
    }

    /** The ASCII form used in notation and JSON: {@code + - * /}. */
    public char ascii() {
        return ascii;
    }

    /** The form shown to pupils: {@code + − × ÷}. */
    public char symbol() {
        return symbol;
    }

    public boolean isMultiplicative() {
        return this == TIMES || this == DIVIDE;
    }

    /** Applies the operator to two whole numbers ≥ 0; {@link #INVALID} when NZ-CALC-4 forbids the step. */
    public long apply(long left, long right) {
        return switch (this) {
            case PLUS -> left + right < 0 ? INVALID : left + right;
            case MINUS -> left >= right ? left - right : INVALID;
            case TIMES -> multiply(left, right);
            case DIVIDE -> right != 0 && left % right == 0 ? left / right : INVALID;
        };
    }

    private static long multiply(long left, long right) {
        // Reading of NZ-CALC-4: a product beyond a long (19+ cards multiplied) is not a whole number we play with.
        long high = Math.multiplyHigh(left, right);
        long product = left * right;
        return high != 0 || product < 0 ? INVALID : product;
    }

    /** Accepts {@code + - * /}, the pupil symbols {@code − × ÷}, and {@code x} or {@code :} as people write them. */
    public static Operator parse(String text) {
        Operator op = text != null && text.length() == 1 ? ofSymbol(text.charAt(0)) : null;
        if (op == null) {
            throw new IllegalArgumentException("unknown operator \"" + text + "\" (use + - * / or + − × ÷)");
        }
        return op;
    }

    /** The operator written with this character, or null. */
    public static Operator ofSymbol(char c) {
        return switch (c) {
            case '+' -> PLUS;
            case '-', '−', '–' -> MINUS;
            case '*', '×', 'x', 'X', '·' -> TIMES;
            case '/', '÷', ':' -> DIVIDE;
            default -> null;
        };
    }

    static Operator ofIndex(int index) {
        return VALUES[index];
    }
}
