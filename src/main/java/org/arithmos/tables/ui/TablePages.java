package org.arithmos.tables.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.shared.Registration;

/**
 * What the card games' start pages and tables share: a known deal from {@code ?seed=…} (demonstrations,
 * browser tests), and bots that move on the server one step per poll (decision 0007) with the menu closed
 * so that the table has the whole width.
 */
public final class TablePages {

    private TablePages() {
    }

    /** The {@code seed} query parameter as a number, or null when absent or not a number. */
    public static Long seedParameter(BeforeEnterEvent event) {
        return event.getLocation().getQueryParameters().getSingleParameter("seed").map(s -> {
            try {
                return Long.parseLong(s);
            } catch (NumberFormatException e) {
                return null;
            }
        }).orElse(null);
    }

    /** On attaching a table: {@code botTurn} runs at every poll, and the side menu closes. */
    public static Registration pollBots(Component table, AttachEvent event, Runnable botTurn) {
        Registration polling = event.getUI().addPollListener(e -> botTurn.run());
        AppLayout layout = table.findAncestor(AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        return polling;
    }

    /** On detaching a table: no more polls. */
    public static void stopPolling(Registration polling, DetachEvent event) {
        if (polling != null) {
            polling.remove();
        }
        event.getUI().setPollInterval(-1);
    }
}
