package org.arithmos.tables.ui;

import com.vaadin.flow.server.VaadinSession;
import org.arithmos.tables.GuestPass;

/**
 * The guest pass of this browser session: a guest's games belong to it (and end with it). Public so that
 * every game's table (Nain Jaune, Krambambuli) uses the same session pass.
 */
public final class Guests {

    private Guests() {
    }

    public static GuestPass pass() {
        VaadinSession session = VaadinSession.getCurrent();
        GuestPass pass = session.getAttribute(GuestPass.class);
        if (pass == null) {
            pass = GuestPass.random();
            session.setAttribute(GuestPass.class, pass);
        }
        return pass;
    }
}
