package org.arithmos.tables.ui;

import com.vaadin.flow.router.BeforeEnterEvent;

/** {@code ?seed=…} on a start page deals a known game (demonstrations, browser tests); anything else is ignored. */
public final class KnownDeal {

    private KnownDeal() {
    }

    /** The seed asked for in the address, or null. */
    public static Long seed(BeforeEnterEvent event) {
        return event.getLocation().getQueryParameters().getSingleParameter("seed").map(s -> {
            try {
                return Long.parseLong(s.strip());
            } catch (NumberFormatException e) {
                return null;
            }
        }).orElse(null);
    }
}
