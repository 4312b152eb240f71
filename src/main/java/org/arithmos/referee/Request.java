package org.arithmos.referee;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * One request line, read field by field. A field set to {@code null} counts as missing. Every
 * complaint names the field and shows what it should look like.
 */
final class Request {

    private final JsonNode node;

    Request(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new RequestError("a request must be a JSON object, like {\"cmd\":\"judge\", …}");
        }
        this.node = node;
    }

    boolean has(String field) {
        JsonNode value = node.get(field);
        return value != null && !value.isNull();
    }

    String string(String field, String example) {
        return optionalString(field, example)
                .orElseThrow(() -> new RequestError("missing \"" + field + "\": " + example));
    }

    Optional<String> optionalString(String field, String example) {
        if (!has(field)) {
            return Optional.empty();
        }
        JsonNode value = node.get(field);
        if (!value.isString()) {
            throw new RequestError("\"" + field + "\" must be a string: " + example);
        }
        return Optional.of(value.stringValue());
    }

    List<String> strings(String field, String example) {
        return optionalStrings(field, example)
                .orElseThrow(() -> new RequestError("missing \"" + field + "\": " + example));
    }

    Optional<List<String>> optionalStrings(String field, String example) {
        if (!has(field)) {
            return Optional.empty();
        }
        JsonNode value = node.get(field);
        if (!value.isArray()) {
            throw new RequestError("\"" + field + "\" must be a list of strings: " + example);
        }
        List<String> out = new ArrayList<>(value.size());
        for (JsonNode item : value) {
            if (!item.isString()) {
                throw new RequestError("\"" + field + "\" must be a list of strings, not " + item + ": " + example);
            }
            out.add(item.stringValue());
        }
        return Optional.of(out);
    }

    boolean flag(String field, boolean otherwise) {
        if (!has(field)) {
            return otherwise;
        }
        JsonNode value = node.get(field);
        if (!value.isBoolean()) {
            throw new RequestError("\"" + field + "\" must be true or false, not " + value);
        }
        return value.booleanValue();
    }
}
