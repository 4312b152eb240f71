package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.function.IntConsumer;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.ui.PaceChoice;

/**
 * The top of a Multicartes table's screen: a class's table's code and state, big enough to read across a
 * classroom, and the way back to the lobby; a private table's robots' pace instead (none for a solo game).
 */
final class McTableHeader {

    private final Div header = new Div();
    private final PaceChoice pace;

    /** @param changePace the robots' pace of a private table, changed by its person at any moment */
    McTableHeader(IntConsumer changePace) {
        pace = new PaceChoice(List.of(2500, 1500, 700), changePace);
        pace.setVisible(false);
        header.addClassName("mc-live-header");
    }

    /** The header, then the pace, in the page's order. */
    Component[] all() {
        return new Component[] {header, pace};
    }

    /**
     * @param started whether the game is shown (else it has not started)
     * @param back the class game's overview a watching teacher came from, or null
     * @param view the screen the way back belongs to
     */
    void show(SeatedTable seated, boolean started, String back, Component view, McWords words) {
        header.removeAll();
        Span code = new Span(words.t("live.code", seated.code()));
        code.addClassName("live-code");
        code.setId("live-code");
        Span state = new Span(words.t("live.status." + seated.status().name()));
        state.addClassName("live-status");
        header.add(code, state);
        if (!started) {
            header.add(new Span(words.t("live.notStarted")));
        }
        Anchor lobby = lobbyLink(words);
        lobby.setId("mc-live-lobby");
        header.add(lobby);
        // A private table: no code, no class's tables; the robots' pace instead (none for a solo game).
        header.setVisible(!seated.alone());
        pace.setVisible(seated.alone() && seated.seats().size() > 1);
        if (pace.isVisible()) {
            pace.show(seated.paceMillis(), words.t("mc.start.pace"), p -> words.t("mc.start.pace." + p));
        }
        if (back != null && seated.you() < 0) {
            header.add(org.arithmos.tables.ui.SpectatorBack.link(back, view));
        }
    }

    /** The way back to the class's tables. */
    static Anchor lobbyLink(McWords words) {
        Anchor lobby = new Anchor("together", words.t("live.lobby"));
        lobby.addClassName("mc-again");
        return lobby;
    }
}
