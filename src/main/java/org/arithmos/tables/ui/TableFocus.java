package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;

/**
 * Keeps the keyboard's focus on a table that the server redraws (decision 0033). A table rebuilds its hand
 * and buttons after every move, so the card or button that had the focus is often replaced, disabled or
 * hidden, and the browser then drops the focus to the page's body: a keyboard user would have to Tab again
 * from the top. After each redraw, only when the focus is lost (or parked, see below), the browser puts it
 * back: first on the element with the same id as the one that had it (a card redrawn in the same place),
 * then on the first usable element that {@code places} name, in order (CSS selectors, e.g. the next round's
 * button, a card that may be played, the main action). An element with {@code data-focus-park} (the hand
 * while robots play) holds the focus only until something better can take it. A focus the user put
 * elsewhere (the menu, an open dialog) is never taken away; one left in a closed dialog is lost.
 */
public final class TableFocus {

    /** The attribute of a place that holds the focus only while nothing in {@code places} can be used. */
    public static final String PARK = "data-focus-park";

    private static final String SCRIPT = """
            const view = this;
            if (!view.__arithmosFocus) {
              view.__arithmosFocus = true;
              view.addEventListener('focusin', e => {
                const t = e.target;
                if (t && t.id && !t.hasAttribute('data-focus-park')) { view.__arithmosLastFocus = t.id; }
              });
            }
            const usable = e => e && e.isConnected && !e.hasAttribute('disabled') && e.getClientRects().length > 0
                && (e.tabIndex >= 0 || e.hasAttribute('data-focus-park'));
            const inClosedDialog = e => { const d = e.closest && e.closest('vaadin-dialog'); return d && !d.opened; };
            const settle = () => {
              const active = document.activeElement;
              const lost = !active || active === document.body || inClosedDialog(active);
              const parked = !lost && active.hasAttribute && active.hasAttribute('data-focus-park');
              if (!lost && !parked && (usable(active) || !view.contains(active))) { return; }
              const tried = [];
              if (!parked && view.__arithmosLastFocus) { tried.push(document.getElementById(view.__arithmosLastFocus)); }
              for (const place of $0.split('\\n')) { tried.push(view.querySelector(place)); }
              const next = tried.find(e => usable(e) && view.contains(e));
              if (next && next !== active) { next.focus(); }
            };
            // A dialog closing gives the focus back to what had it before it opened, after its closing animation;
            // when that element was redrawn meanwhile (a penalty changes the hand) the focus stays in the closed
            // dialog or falls to the body, after this script ran. So look again once the dialog is gone (issue 13).
            settle();
            setTimeout(settle, 400);
            setTimeout(settle, 1200);
            """;

    private TableFocus() {
    }

    /** After a redraw of {@code view}: the focus, if lost or parked, goes to the first usable of {@code places}. */
    public static void settle(Component view, String... places) {
        view.getElement().executeJs(SCRIPT, String.join("\n", places));
    }

    /** Makes {@code place} a parking place: focusable by the script only, left as soon as a better one exists. */
    public static void park(Component place) {
        place.getElement().setAttribute("tabindex", "-1");
        place.getElement().setAttribute(PARK, "");
    }
}
