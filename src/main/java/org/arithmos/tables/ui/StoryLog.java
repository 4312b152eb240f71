package org.arithmos.tables.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.util.ArrayList;
import java.util.List;

/**
 * A card game's story, newest line first, that a screen reader reads out once per new line (issue 13 §2): a
 * log region ({@code role="log"}, polite) whose new lines are added on top and whose old ones stay as they are.
 * The card tables used to empty and refill their story on every redraw: with no live region nothing was heard
 * (a robot's move was silent), and a live region refilled would be heard again at every redraw.
 */
public final class StoryLog extends Div implements LocaleChangeObserver {

    private final List<String> shown = new ArrayList<>();

    public StoryLog(String id, String className) {
        setId(id);
        addClassName(className);
        getElement().setAttribute("role", "log");
        getElement().setAttribute("aria-live", "polite");
    }

    /** Shows {@code lines} (newest first), adding only those not shown yet. */
    public void show(List<String> lines) {
        if (lines.equals(shown)) {
            return;
        }
        int size = lines.size();
        // The top line told again in other words (Nain Jaune folds passes in a row into one line): that line only.
        if (size == shown.size() && size > 0 && lines.subList(1, size).equals(shown.subList(1, size))) {
            LiveText.set((Div) getComponentAt(0), lines.getFirst());
            shown.set(0, lines.getFirst());
            return;
        }
        for (int fresh = 1; fresh <= size; fresh++) {
            List<String> old = lines.subList(fresh, size);
            if (old.size() <= shown.size() && shown.subList(0, old.size()).equals(old)) {
                while (shown.size() > old.size()) {
                    remove(getComponentAt(shown.size() - 1));
                    shown.removeLast();
                }
                for (int i = fresh - 1; i >= 0; i--) {
                    addComponentAsFirst(new Div(lines.get(i)));
                    shown.addFirst(lines.get(i));
                }
                return;
            }
        }
        // Another story (a new table, another language): told afresh.
        removeAll();
        shown.clear();
        lines.forEach(line -> add(new Div(line)));
        shown.addAll(lines);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        getElement().setAttribute("aria-label", getTranslation("table.story"));
    }
}
