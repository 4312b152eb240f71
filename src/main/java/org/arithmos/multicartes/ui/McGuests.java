package org.arithmos.multicartes.ui;

import com.vaadin.flow.server.VaadinSession;
import org.arithmos.play.GuestPass;

/** This browser session's guest pass (the same one the Nambarz table uses): a guest's games belong to it. */
final class McGuests {

    private McGuests() {
    }

    static GuestPass pass() {
        VaadinSession session = VaadinSession.getCurrent();
        GuestPass pass = session.getAttribute(GuestPass.class);
        if (pass == null) {
            pass = GuestPass.random();
            session.setAttribute(GuestPass.class, pass);
        }
        return pass;
    }
}
