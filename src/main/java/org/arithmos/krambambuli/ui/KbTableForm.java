package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.krambambuli.KbSetup;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.GameTableForm;

/**
 * Krambambuli's choices for a new live table (docs/decisions/0027): players (2-8, KB-DECK-1), jokers and their
 * value in hand (KB-END-1), the total that ends the game (KB-END-2; 100 by default: a class table should end
 * within a lesson) and the robots' pace, as the start page against robots offers them.
 */
public class KbTableForm implements GameTableForm {

    static final int DEFAULT_TARGET = 100;

    private final Select<Integer> players = new Select<>();
    private final Select<Integer> jokers = new Select<>();
    private final Select<Integer> target = new Select<>();
    private final Select<Integer> pace = new Select<>();
    private final FormLayout layout = new FormLayout();

    /** @param owner the screen the form is shown on (its language) */
    public KbTableForm(Component owner) {
        players.setId("live-players");
        players.setLabel(owner.getTranslation("live.form.players"));
        players.setItems(2, 3, 4, 5, 6, 7, 8);
        players.setValue(3);
        jokers.setId("kb-live-jokers");
        jokers.setLabel(owner.getTranslation("kb.start.jokers"));
        jokers.setItems(0, 20, 50);
        jokers.setItemLabelGenerator(j -> j == 0 ? owner.getTranslation("kb.start.jokers.off")
                : owner.getTranslation("kb.start.jokers.on", j));
        jokers.setValue(20);
        target.setId("kb-live-target");
        target.setLabel(owner.getTranslation("kb.start.target"));
        target.setItems(50, 100, 200, 500);
        target.setValue(DEFAULT_TARGET);
        pace.setId("kb-live-pace");
        pace.setLabel(owner.getTranslation("kb.start.pace"));
        pace.setItems(2500, KbSetup.DEFAULT_PACE, 400);
        pace.setItemLabelGenerator(p -> owner.getTranslation("kb.start.pace." + p));
        pace.setValue(KbSetup.DEFAULT_PACE);
        layout.add(players, jokers, target, pace);
        layout.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 2), new FormLayout.ResponsiveStep("700px", 4));
    }

    @Override
    public String kind() {
        return KbTableGame.KIND;
    }

    @Override
    public void onSeatsChange(Runnable action) {
        players.addValueChangeListener(e -> action.run());
    }

    @Override
    public Component form() {
        return layout;
    }

    /** The engine's options; the mode means nothing to Krambambuli (no learning mode) and partners do not apply. */
    @Override
    public TableService.NewTable value() {
        int n = players.getValue();
        int j = jokers.getValue();
        KrambambuliOptions o = new KrambambuliOptions(n, j > 0 ? 2 : 0, j > 0 ? j : 20, target.getValue());
        return new TableService.NewTable(kind(), o.notation(), n, "GAME", false, 60, pace.getValue());
    }

    /** Krambambuli in the lobby's list of games. */
    @org.springframework.stereotype.Component
    static class Factory implements GameTableForm.Factory {

        @Override
        public String kind() {
            return KbTableGame.KIND;
        }

        @Override
        public GameTableForm create(Component owner) {
            return new KbTableForm(owner);
        }
    }
}
