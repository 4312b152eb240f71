package org.arithmos.play.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.shared.Registration;

/**
 * What every game table does when it is shown and left (0007: bots move on the server, one move per poll):
 * poll for bot turns, and give the table the whole width (the menu stays one click away). Used by the
 * Nain Jaune table; the Nambarz and Multicartes tables still do the same inline.
 */
public final class TablePolling {

    private TablePolling() {
    }

    /** Starts listening to polls ({@code botTurn} runs on each) and closes the menu; remove it on detach. */
    public static Registration attach(Component table, AttachEvent event, Runnable botTurn) {
        Registration polling = event.getUI().addPollListener(e -> botTurn.run());
        AppLayout layout = table.findAncestor(AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        return polling;
    }

    /** Stops polling when the table is left. */
    public static void detach(Registration polling, DetachEvent event) {
        if (polling != null) {
            polling.remove();
        }
        event.getUI().setPollInterval(-1);
    }
}
