package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.multicartes.McSetup;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.GameTableForm;

/**
 * Multicartes' choices for a new live table (0025): players (2-4, MC-DEAL-1) and rounds (1, 3 or 5, as the
 * game against robots offers, MC-END-1). The robots' level is the lobby's; there is no solo at a table.
 */
public class McTableForm implements GameTableForm {

    private final Select<Integer> players = new Select<>();
    private final Select<Integer> rounds = new Select<>();
    private final FormLayout layout = new FormLayout();

    /** @param owner the screen the form is shown on (its language) */
    public McTableForm(Component owner) {
        McWords words = new McWords(owner);
        players.setId("live-players");
        players.setLabel(words.t("live.form.players"));
        players.setItems(2, 3, 4);
        players.setValue(3);
        rounds.setId("live-rounds");
        rounds.setLabel(words.t("live.form.rounds"));
        rounds.setItems(1, 3, 5);
        rounds.setValue(1);
        layout.add(players, rounds);
        layout.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 2));
    }

    @Override
    public String kind() {
        return McTableGame.KIND;
    }

    @Override
    public void onSeatsChange(Runnable action) {
        players.addValueChangeListener(e -> action.run());
    }

    @Override
    public Component form() {
        return layout;
    }

    /** Learning mode: Multicartes has no penalty, a refused product is explained and tried again. */
    @Override
    public TableService.NewTable value() {
        int n = players.getValue();
        MulticartesOptions o = new MulticartesOptions(n, rounds.getValue(), 0);
        return new TableService.NewTable(kind(), o.notation(), n, "LEARNING", false, 60, McSetup.DEFAULT_PACE);
    }

    /** Multicartes in the lobby's list of games. */
    @org.springframework.stereotype.Component
    static class Factory implements GameTableForm.Factory {

        @Override
        public String kind() {
            return McTableGame.KIND;
        }

        @Override
        public GameTableForm create(Component owner) {
            return new McTableForm(owner);
        }
    }
}
