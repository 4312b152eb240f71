package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import org.arithmos.engine.nainjaune.NainJauneOptions.Continuing;
import org.arithmos.engine.nainjaune.NainJauneOptions.Dealing;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.nainjaune.NjSetup;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.GameTableForm;

/**
 * Nain Jaune's choices for a new live table (docs/decisions/0026): players (2-8, NJ-DEAL-1), the dealing, how
 * long, the tokens at the start (NJ-DEAL-2), who continues a sequence (NJ-PLAY-3) and the robots' pace, with the
 * defaults of the game against robots. The robots' level is the lobby's; there is no learning mode: a refused
 * card is explained and nothing changes, as against robots.
 */
public class NjTableForm implements GameTableForm {

    private final Select<Integer> players = new Select<>();
    private final Select<Dealing> dealing = new Select<>();
    private final Select<Integer> rounds = new Select<>();
    private final Select<Integer> tokens = new Select<>();
    private final Select<Continuing> continuing = new Select<>();
    private final Select<Integer> pace = new Select<>();
    private final FormLayout layout = new FormLayout();

    /** @param owner the screen the form is shown on (its language) */
    public NjTableForm(Component owner) {
        players.setId("nj-live-players");
        players.setLabel(owner.getTranslation("live.form.players"));
        players.setItems(2, 3, 4, 5, 6, 7, 8);
        players.setValue(3);
        dealing.setId("nj-live-dealing");
        dealing.setLabel(owner.getTranslation("nj.start.dealing"));
        dealing.setItems(Dealing.SIMPLIFIED, Dealing.CLASSIC);
        dealing.setItemLabelGenerator(d -> owner.getTranslation("nj.start.dealing." + d.name()));
        dealing.setValue(Dealing.SIMPLIFIED);
        rounds.setId("nj-live-rounds");
        rounds.setLabel(owner.getTranslation("nj.start.rounds"));
        rounds.setItems(1, 3, 5, NainJauneOptions.MAX_ROUNDS);
        rounds.setItemLabelGenerator(r -> r == NainJauneOptions.MAX_ROUNDS
                ? owner.getTranslation("nj.start.rounds.untilNoTokens")
                : owner.getTranslation(r == 1 ? "nj.start.rounds.one" : "nj.start.rounds.many", r));
        rounds.setValue(3);
        tokens.setId("nj-live-tokens");
        tokens.setLabel(owner.getTranslation("nj.start.tokens"));
        tokens.setItems(20, 50, 100);
        tokens.setValue(50);
        continuing.setId("nj-live-continuing");
        continuing.setLabel(owner.getTranslation("nj.start.continuing"));
        continuing.setItems(Continuing.FAMILY, Continuing.NEXT_PLAYER);
        continuing.setItemLabelGenerator(c -> owner.getTranslation("nj.start.continuing." + c.name()));
        continuing.setValue(Continuing.FAMILY);
        pace.setId("nj-live-pace");
        pace.setLabel(owner.getTranslation("nj.live.pace"));
        pace.setItems(2500, 1500, 700);
        pace.setItemLabelGenerator(p -> owner.getTranslation("nj.start.pace." + p));
        pace.setValue(NjSetup.DEFAULT_PACE);
        layout.add(players, dealing, rounds, tokens, continuing, pace);
        layout.setColspan(dealing, 2);
        layout.setColspan(tokens, 2);
        layout.setColspan(continuing, 2);
        layout.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 2), new FormLayout.ResponsiveStep("700px", 4));
    }

    @Override
    public String kind() {
        return NjTableGame.KIND;
    }

    @Override
    public void onSeatsChange(Runnable action) {
        players.addValueChangeListener(e -> action.run());
    }

    @Override
    public Component form() {
        return layout;
    }

    @Override
    public TableService.NewTable value() {
        int n = players.getValue();
        NainJauneOptions o = new NainJauneOptions(n, dealing.getValue(), rounds.getValue(), tokens.getValue(),
                continuing.getValue());
        return new TableService.NewTable(kind(), o.notation(), n, "GAME", false, 60, pace.getValue());
    }

    /** Nain Jaune in the lobby's list of games. */
    @org.springframework.stereotype.Component
    static class Factory implements GameTableForm.Factory {

        @Override
        public String kind() {
            return NjTableGame.KIND;
        }

        @Override
        public GameTableForm create(Component owner) {
            return new NjTableForm(owner);
        }
    }
}
