package org.arithmos.play.ui;

import com.vaadin.flow.component.dialog.Dialog;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * At a private table (its one person against robots, 0018 step 3) the robots wait while a dialog is open on the
 * person's screen (a penalty's explanation, a round's results): nobody is hurried, as against robots always. At a
 * class's table the others play on.
 */
final class RobotsWaitWhileReading {

    private final Set<Dialog> open = new HashSet<>();
    /** Tells the table to hold its robots ({@code true}) or let them go. */
    private final Consumer<Boolean> hold;

    RobotsWaitWhileReading(Consumer<Boolean> hold) {
        this.hold = hold;
    }

    /** Opens {@code dialog}; at a private table ({@code alone}) its robots wait until the last dialog closes. */
    void open(Dialog dialog, boolean alone) {
        if (alone) {
            open.add(dialog);
            hold.accept(true);
            dialog.addOpenedChangeListener(change -> {
                if (!change.isOpened() && open.remove(dialog) && open.isEmpty()) {
                    hold.accept(false);
                }
            });
        }
        dialog.open();
    }

    /** A screen (again) on a private table: a screen that went with a dialog open left the robots waiting. */
    void newScreen(boolean alone) {
        if (alone) {
            open.clear();
            hold.accept(false);
        }
    }
}
