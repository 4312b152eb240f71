package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.dialog.Dialog;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The dialogs of a table's screen, one at a time: a dialog asked for while another is open waits until it closes
 * (a penalty's explanation, then the game's results; never one over the other). At a private table (its one
 * person against robots, 0018 step 3) the robots wait while there is a dialog to read: nobody is hurried, as
 * against robots always. At a class's table the others play on.
 */
final class RobotsWaitWhileReading {

    private final Set<Dialog> open = new HashSet<>();
    /** The dialog on the screen now, if any, and those to show after it, in order. */
    private Dialog shown;
    private final Deque<Dialog> waiting = new ArrayDeque<>();
    /** Tells the table to hold its robots ({@code true}) or let them go. */
    private final Consumer<Boolean> hold;

    RobotsWaitWhileReading(Consumer<Boolean> hold) {
        this.hold = hold;
    }

    /**
     * Opens {@code dialog}, or once the dialog open now is closed; at a private table ({@code alone}) its robots
     * wait until the last dialog closes.
     */
    void open(Dialog dialog, boolean alone) {
        if (alone) {
            open.add(dialog);
            hold.accept(true);
        }
        dialog.addOpenedChangeListener(change -> {
            if (change.isOpened()) {
                return;
            }
            if (open.remove(dialog) && open.isEmpty()) {
                hold.accept(false);
            }
            if (shown == dialog) {
                shown = null;
                showNext();
            }
        });
        waiting.add(dialog);
        if (shown == null) {
            showNext();
        }
    }

    private void showNext() {
        shown = waiting.poll();
        if (shown != null) {
            shown.open();
        }
    }

    /** Another table on the same screen: the dialogs of the one before go, unread. */
    void closeAll() {
        open.clear();
        waiting.clear();
        Dialog last = shown;
        shown = null;
        if (last != null) {
            last.close();
        }
    }

    /** A screen (again) on a private table: a screen that went with a dialog open left the robots waiting. */
    void newScreen(boolean alone) {
        if (alone) {
            open.clear();
            hold.accept(false);
        }
    }
}
