package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.arithmos.multicartes.McTable;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.ui.LiveText;
import org.arithmos.tables.ui.StoryLog;

/**
 * What is said beside a Multicartes board: the product being said, the message (whose turn, why a product was
 * refused), the pupil's buttons ({@link McActions}) and the story of the last moves. Beside the board, not under the
 * hand: the whole table fits a school laptop (1366x768).
 */
class McTalk extends Div {

    private final McPlayer player;
    private final Span said = new Span();
    private final Div message = new Div();
    private final McActions actions;
    private final StoryLog story = new StoryLog("mc-story", "mc-story");

    McTalk(McPlayer player) {
        this.player = player;
        said.addClassName("mc-said");
        said.setId("mc-said");
        message.addClassName("mc-message");
        message.setId("mc-message");
        // Whose turn, and why a product was refused, are read out once when they change (issue 13).
        message.getElement().setAttribute("role", "status");
        actions = new McActions(player);
        add(said, message, actions, story);
        addClassName("mc-talk");
    }

    McActions actions() {
        return actions;
    }

    /** Shows what is picked, the message, the buttons and the story of the table as the pupil's seat sees it. */
    void show() {
        McTable table = player.table();
        McTableState ui = player.state();
        said.setText(ui.picked.size() == 2 ? ui.saying(table) : ui.picked.size() == 1
                ? ui.shownHand(table).get(ui.picked.getFirst()) + " × …" : "");
        LiveText.set(message, ui.message != null ? ui.message : prompt());
        // Kept in the page while empty (a status region that appears with its words may not be heard, issue 13
        // §2); only its bar goes, so the end of a solo game shows no empty bar.
        message.setClassName("mc-message-empty", message.getText().isEmpty());
        message.setClassName("mc-message-error", ui.message != null && ui.messageIsError);
        message.getElement().setAttribute("data-rule", ui.message != null && ui.messageIsError && ui.rule != null
                ? ui.rule : "");
        actions.show();
        story.show(ui.story);
    }

    /** Whose turn: the reader's own prompt, or who is playing now (a classmate, a robot). */
    private String prompt() {
        SeatedTable seated = player.seated();
        McTable table = player.table();
        McWords words = player.words();
        if (seated.stopped() && seated.you() >= 0) {
            return words.t("live.stopped"); // the teacher ended the table (issue 15): said, no turn
        }
        if (table.over() || seated.over()) {
            return "";
        }
        if (table.yourTurn()) {
            return words.t(player.state().swapping ? "mc.prompt.swap" : "mc.prompt.pick");
        }
        return words.t("mc.live.playing", words.name(table, table.view().toMove()));
    }
}
