package org.arithmos.tables.ui;

import com.vaadin.flow.component.HasText;
import com.vaadin.flow.dom.Element;

/**
 * The words of a live region (a turn prompt, a message bar, a story line), changed once per event and in place
 * (issue 13 §2, found by LiveRegionsIT). Two things made a screen reader hear them again at a redraw: Flow writes a
 * text into the page each time it is set, even to the same words; and {@code setText} on an element takes its text
 * node out of the page and puts it back (Flow's {@code Element.setText}: {@code removeAllChildren} then
 * {@code appendChild}), so the region loses and regains its words at every change. Here the region keeps one text
 * node for good and only that node's words change (in the browser: its {@code data}, nothing removed or added).
 */
public final class LiveText {

    private LiveText() {
    }

    public static void set(HasText region, String text) {
        Element element = region.getElement();
        if (element.getChildCount() == 1 && element.getChild(0).isTextNode()) {
            Element words = element.getChild(0);
            if (!text.equals(words.getText())) {
                // A text node's setText changes its words only (an empty region keeps its node for the next words).
                words.setText(text);
            }
        } else if (!text.equals(region.getText())) {
            region.setText(text);
        }
    }
}
