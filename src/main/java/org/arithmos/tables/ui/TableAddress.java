package org.arithmos.tables.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import java.util.UUID;

/** The table a card game's live screen is asked for: its address's {@code tableId}, or null when it names none. */
public final class TableAddress {

    private TableAddress() {
    }

    public static UUID tableId(BeforeEnterEvent event) {
        return event.getRouteParameters().get("tableId").map(TableAddress::uuid).orElse(null);
    }

    private static UUID uuid(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
