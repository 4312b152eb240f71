package org.arithmos.play.ui;

import com.vaadin.flow.component.HasText;

/**
 * The words of a live region (a turn prompt, a message bar), set only when they change: Flow writes a text again
 * into the page each time it is set, even to the same words, and a screen reader may then read it out again at
 * every redraw (issue 13 §2, found by LiveRegionsIT).
 */
public final class LiveText {

    private LiveText() {
    }

    public static void set(HasText region, String text) {
        if (!text.equals(region.getText())) {
            region.setText(text);
        }
    }
}
