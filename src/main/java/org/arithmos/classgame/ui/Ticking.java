package org.arithmos.classgame.ui;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.shared.Registration;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;

/**
 * The browser asks the server every so often (a UI poll) while a class game screen that looks again by itself is
 * open: no move tells it that time passed, or that a pupil logged in. The poll is the UI's, so it stops only when
 * the last such screen goes (one leaving while the next arrives must not stop the next one's).
 */
final class Ticking {

    private Ticking() {
    }

    /** Runs {@code action} at each poll until the returned registration is removed. */
    static Registration every(UI ui, Duration each, Runnable action) {
        @SuppressWarnings("unchecked")
        Set<Object> users = (Set<Object>) ComponentUtil.getData(ui, Ticking.class.getName());
        if (users == null) {
            users = new HashSet<>();
            ComponentUtil.setData(ui, Ticking.class.getName(), users);
        }
        Object me = new Object();
        users.add(me);
        ui.setPollInterval((int) each.toMillis());
        Registration poll = ui.addPollListener(e -> action.run());
        Set<Object> all = users;
        return () -> {
            poll.remove();
            all.remove(me);
            if (all.isEmpty()) {
                ui.setPollInterval(-1);
            }
        };
    }
}
