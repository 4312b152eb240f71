package org.arithmos.shell;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.Command;
import java.util.function.Consumer;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Changes to a screen from another thread (a classmate's move, a robot's timer), run as the screen's own user.
 * {@code ui.access} runs its command on whatever thread asks, often another pupil's request thread, whose
 * Spring Security context is that pupil's: a screen that asks a service from there would be answered for the
 * wrong person. So the screen's context is captured when it subscribes (on its own request) and set around the
 * command.
 */
public final class PushAccess {

    private PushAccess() {
    }

    /** A callback for other threads: each call runs {@code action} on the screen, as the screen's user. */
    public static Runnable asOwner(UI ui, Command action) {
        Consumer<Void> each = asOwner(ui, nothing -> action.execute());
        return () -> each.accept(null);
    }

    /** The same for news: each value is handed to {@code action} on the screen, in order, as the screen's user. */
    public static <T> Consumer<T> asOwner(UI ui, Consumer<T> action) {
        SecurityContext owner = SecurityContextHolder.getContext();
        return value -> ui.access(() -> {
            SecurityContext before = SecurityContextHolder.getContext();
            SecurityContextHolder.setContext(owner);
            try {
                action.accept(value);
            } finally {
                SecurityContextHolder.setContext(before);
            }
        });
    }
}
