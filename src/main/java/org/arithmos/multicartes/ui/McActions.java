package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import java.util.List;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McTable;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.tables.ui.Buttons;

/**
 * The pupil's buttons at a Multicartes table and what they do, with the keys: pick two cards of the hand (digits)
 * and say their product (Enter), swap a card for the top discard (S), pass (P), clear what is picked (Escape).
 * The product goes to the engine through the screen, which judges it.
 */
class McActions extends Div {

    private final McPlayer player;
    private final Button say = new Button();
    private final Button swap = new Button();
    private final Button pass = new Button();
    private final Button clear = new Button();

    McActions(McPlayer player) {
        this.player = player;
        say.setId("mc-say");
        say.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        say.addClickListener(e -> say());
        swap.setId("mc-swap");
        swap.addThemeVariants(ButtonVariant.LUMO_LARGE);
        swap.addClickListener(e -> startSwap());
        pass.setId("mc-pass");
        pass.addThemeVariants(ButtonVariant.LUMO_LARGE);
        pass.addClickListener(e -> pass());
        clear.setId("mc-clear");
        clear.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        clear.addClickListener(e -> clearPicks());
        add(say, swap, pass, clear);
        addClassName("mc-actions");
    }

    /** The keys of the table, listened to on {@code view}: 1-9 and 0 pick the first ten cards. */
    void bindKeys(Component view) {
        for (int digit = 0; digit <= 9; digit++) {
            int slot = digit == 0 ? 9 : digit - 1;
            key(view, Key.of(String.valueOf(digit)), () -> pick(slot));
        }
        key(view, Key.ENTER, this::say);
        key(view, Key.ESCAPE, this::clearPicks);
        key(view, Key.KEY_S, this::startSwap);
        key(view, Key.KEY_P, this::pass);
    }

    /** Digits need Shift on a French keyboard: bound with and without it. */
    private static void key(Component view, Key key, Runnable action) {
        Shortcuts.addShortcutListener(view, action::run, key);
        Shortcuts.addShortcutListener(view, action::run, key, KeyModifier.SHIFT);
    }

    /** The buttons' words and whether they may be pressed now; none for a spectator or once the table is over. */
    void show() {
        McTable table = player.table();
        McTableState ui = player.state();
        McWords words = player.words();
        boolean mine = player.mine();
        say.setText(words.t("mc.action.say"));
        Buttons.setEnabled(say, mine && ui.picked.size() == 2);
        swap.setText(words.t("mc.action.swap"));
        Buttons.setEnabled(swap, mine && table.view().discardTop() != null && !ui.swapping);
        pass.setText(words.t("mc.action.pass"));
        Buttons.setEnabled(pass, mine);
        clear.setText(words.t("mc.action.clear"));
        Buttons.setEnabled(clear, mine && (!ui.picked.isEmpty() || ui.swapping));
        for (Button b : List.of(say, swap, pass, clear)) {
            b.setVisible(player.seated().you() >= 0 && !table.over() && !player.seated().stopped());
        }
    }

    void pick(int slot) {
        McTableState ui = player.state();
        if (!player.mine() || slot >= ui.shownHand(player.table()).size()) {
            return;
        }
        ui.pick(slot);
        ui.message = null;
        ui.atFault = List.of();
        player.refresh();
    }

    private void say() {
        McTableState ui = player.state();
        if (player.mine() && ui.picked.size() == 2) {
            player.send(ui.move(player.table()), null);
        }
    }

    private void startSwap() {
        McTableState ui = player.state();
        McTable table = player.table();
        if (player.mine() && table.view().discardTop() != null && !ui.swapping) {
            ui.clearPicks();
            ui.swapping = true;
            ui.message = player.words().t("mc.swap.pick", table.view().discardTop());
            ui.messageIsError = false;
            player.refresh();
        }
    }

    private void pass() {
        if (player.mine()) {
            player.send(new MulticartesMove.Pass(), McTableGame.missedProduct(player.table().view()));
        }
    }

    private void clearPicks() {
        McTableState ui = player.state();
        ui.clearPicks();
        ui.message = null;
        player.refresh();
    }
}
