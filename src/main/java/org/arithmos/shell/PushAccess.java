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

    /** How long a push connection may stay closed before the browser counts as gone (a reconnect takes seconds). */
    private static final long DISCONNECTED_MILLIS = 20_000;

    /**
     * Whether the screen's browser is still there, asked from another thread: its push connection is open (or
     * was closed less than 20 s ago: the client reconnects by itself) and its heartbeats keep coming (a
     * browser that was switched off or lost its network sends neither).
     */
    public static java.util.function.BooleanSupplier present(UI ui) {
        long heartbeatMillis = Math.max(1, ui.getSession().getConfiguration().getHeartbeatInterval()) * 1000L;
        long[] closedSince = {0};
        return () -> {
            if (ui.isClosing()) {
                return false;
            }
            long now = System.currentTimeMillis();
            var push = ui.getInternals().getPushConnection();
            if (push == null || push.isConnected()) {
                closedSince[0] = 0;
            } else if (closedSince[0] == 0) {
                closedSince[0] = now;
            }
            boolean connected = closedSince[0] == 0 || now - closedSince[0] < DISCONNECTED_MILLIS;
            return connected && now - ui.getInternals().getLastHeartbeatTimestamp() < 3 * heartbeatMillis;
        };
    }
}
