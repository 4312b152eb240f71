package org.arithmos.referee;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.databind.json.JsonMapper;

/**
 * Says what is wrong with a line that is not valid JSON, in the referee's own words: the line, the column,
 * the field being read, what was expected there and what was found ("line 2 is not valid JSON at column 16,
 * in "cards": expected , or ] but found "x""). The parser's own message names its internals, so the line is
 * read again token by token and the place where it stops is described from what was read before it.
 */
final class MalformedLine {

    private static final String VALUE = "a value (\"text\", a number, true, false, null, [ or {)";
    private static final int SHOWN = 20;

    private MalformedLine() {
    }

    static String describe(JsonMapper json, String line, int number) {
        JsonToken last = null;
        int end = 0;
        TokenStreamContext context = null;
        try (JsonParser p = json.createParser(line)) {
            String named = null;
            try {
                for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                    if (t == JsonToken.VALUE_STRING) {
                        p.getString(); // reads the whole string: a string that is not valid stops here
                    }
                    last = t;
                    end = end(line, (int) p.currentTokenLocation().getCharOffset(), t, p);
                    context = p.streamReadContext();
                    named = context.currentName();
                }
            } catch (JacksonException e) {
                context = p.streamReadContext();
                String name = context.currentName();
                if (context.inObject() && name != null && !name.equals(named)) {
                    // The parser read the field name (and its ":") in the step that failed on the value.
                    last = JsonToken.PROPERTY_NAME;
                    end = end(line, line.indexOf('"', end), last, p);
                }
            }
        } catch (JacksonException e) {
            // The parser could not even start: nothing was read.
        }
        int at = skipSpaces(line, Math.max(0, Math.min(end, line.length())));
        char separator = at < line.length() && (line.charAt(at) == ',' || line.charAt(at) == ':') ? line.charAt(at) : 0;
        if (separator != 0) {
            at = skipSpaces(line, at + 1);
        }
        String found = found(line, at);
        String where = where(context, last);
        String expected = expected(context, last, separator);
        boolean stringExpected = expected.startsWith(VALUE) || expected.startsWith("a field name")
                || expected.startsWith("the next field name");
        if (stringExpected && at < line.length() && line.charAt(at) == '"') {
            // The string itself is the trouble: not closed, or a control character or unknown escape inside.
            expected = "a string closed by \" on this line (write \\\" and \\\\ for a quote and a backslash inside it)";
        }
        return "line " + number + " is not valid JSON at column " + (at + 1) + where + ": expected " + expected
                + " but found " + found;
    }

    /** Where a token that starts at {@code start} ends (the parser reads ahead, so its position says less). */
    private static int end(String line, int start, JsonToken t, JsonParser p) {
        if (t == JsonToken.PROPERTY_NAME || t == JsonToken.VALUE_STRING) {
            int i = start + 1;
            while (i < line.length() && line.charAt(i) != '"') {
                i += line.charAt(i) == '\\' ? 2 : 1;
            }
            return Math.min(i + 1, line.length());
        }
        return t.isScalarValue() ? start + p.getString().length() : start + 1;
    }

    private static String expected(TokenStreamContext context, JsonToken last, char separator) {
        if (last == null) {
            return "a request object, starting with {";
        }
        if (context == null || context.inRoot()) {
            return "nothing more after the request object";
        }
        if (context.inObject()) {
            if (last == JsonToken.PROPERTY_NAME) {
                return separator == ':' ? VALUE : "a : after the field name";
            }
            if (last == JsonToken.START_OBJECT) {
                return "a field name in double quotes, like \"cmd\", or }";
            }
            return separator == ',' ? "the next field name in double quotes" : ", or }";
        }
        if (last == JsonToken.START_ARRAY) {
            return VALUE + " or ]";
        }
        return separator == ',' ? VALUE : ", or ]";
    }

    /** ", in "cards"": the field whose value was being read, when there is one. */
    private static String where(TokenStreamContext context, JsonToken last) {
        if (context == null) {
            return "";
        }
        String name = context.inArray() && context.getParent() != null ? context.getParent().currentName()
                : context.currentName();
        if (name == null) {
            return "";
        }
        boolean inValue = context.inArray() || last == JsonToken.PROPERTY_NAME;
        return (inValue ? ", in \"" : ", after \"") + name + "\"";
    }

    private static String found(String line, int at) {
        if (at >= line.length()) {
            return "the end of the line";
        }
        int stop = at + 1;
        if (line.charAt(at) == '"') {
            stop = line.indexOf('"', at + 1) < 0 ? line.length() : line.indexOf('"', at + 1) + 1;
        } else if (Character.isLetterOrDigit(line.charAt(at))) {
            while (stop < line.length() && Character.isLetterOrDigit(line.charAt(stop))) {
                stop++;
            }
        }
        String text = line.substring(at, Math.min(stop, at + SHOWN)) + (stop > at + SHOWN ? "…" : "");
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static int skipSpaces(String line, int at) {
        while (at < line.length() && Character.isWhitespace(line.charAt(at))) {
            at++;
        }
        return at;
    }
}
