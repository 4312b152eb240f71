package org.arithmos.tables.ui;

import com.vaadin.flow.component.button.Button;

/**
 * Turns a table's button on or off without the script that Vaadin's {@link Button#setEnabled} sends on every
 * call ({@code this.disabled = …}, kept in step for {@link Button#setDisableOnClick}, which the tables do not
 * use). The tables set each button's state on every redraw, also while it is hidden (Draw after drawing,
 * brackets the game does not use); Flow keeps a hidden element's scripts until it is shown, listening for
 * their answers, and those answers came back while the button was disabled (robots playing): dozens of
 * "Ignoring update for disabled return channel" in the log per game (issue 13, docs/accessibility.md). The
 * element's own state is all the button needs: Flow writes its {@code disabled} attribute and refuses its clicks.
 */
public final class Buttons {

    private Buttons() {
    }

    public static void setEnabled(Button button, boolean enabled) {
        if (button.isDisableOnClick()) {
            button.setEnabled(enabled); // then the browser's own "disabled" needs Vaadin's script
        } else {
            button.getElement().setEnabled(enabled);
        }
    }
}
