package org.arithmos.nambarz.ui;

import com.github.mvysny.kaributesting.v10.BasicUtilsKt;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import org.arithmos.tables.ui.PageKeys;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.BooleanNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * A key pressed on the page in a Karibu test, as the browser reports it to {@link PageKeys}' listener: the key's
 * name, and every filter passed (the filter itself runs in the browser, checked by the browser tests:
 * KeyboardOnlyIT, KeyboardLiveIT).
 */
final class PressedKey extends ObjectNode {

    private final String key;

    private PressedKey(String key) {
        super(JsonNodeFactory.instance);
        this.key = key;
        put("event.key", key);
    }

    static void press(String key) {
        MockVaadin.clientRoundtrip(false); // as Karibu's own shortcut does: what the screen had pending is sent first
        BasicUtilsKt._fireDomEvent(UI.getCurrent(), "keydown", new PressedKey(key));
    }

    @Override
    public boolean has(String name) {
        return name.equals("event.key") || isFilter(name);
    }

    @Override
    public JsonNode get(String name) {
        return name.equals("event.key") ? StringNode.valueOf(key) : isFilter(name) ? BooleanNode.TRUE : null;
    }

    /** PageKeys' filter: the list of its keys first. */
    private static boolean isFilter(String name) {
        return name.startsWith("[");
    }
}
