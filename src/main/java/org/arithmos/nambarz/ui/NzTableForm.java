package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.GameTableForm;

/**
 * Nambarz's choices for a new live table: players (2-12), each for themselves or teams of 2 or 3 seated one
 * after the other (NZ-TEAM-1), rounds, learning or game mode, and whether partners see each other's hands
 * (on by default in learning mode; 0018). Operations and brackets are not chosen: each pupil plays at their level.
 */
public class NzTableForm implements GameTableForm {

    private final Select<Integer> players = new Select<>();
    private final Select<Integer> teamSize = new Select<>();
    private final Select<Integer> rounds = new Select<>();
    private final Select<GameMode> mode = new Select<>();
    private final Checkbox partners = new Checkbox();
    private final FormLayout layout = new FormLayout();

    /** @param owner the screen the form is shown on (its language) */
    public NzTableForm(Component owner) {
        NzWords words = new NzWords(owner);
        players.setId("live-players");
        players.setLabel(words.t("live.form.players"));
        players.setItems(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        players.setValue(3);
        teamSize.setId("live-teams");
        teamSize.setLabel(words.t("live.form.teams"));
        teamSize.setItems(0, 2, 3);
        teamSize.setItemLabelGenerator(n -> n == 0 ? words.t("live.form.noTeams") : words.t("live.form.teamsOf", n));
        teamSize.setValue(0);
        rounds.setId("live-rounds");
        rounds.setLabel(words.t("live.form.rounds"));
        rounds.setItems(1, 3, 5);
        rounds.setValue(1);
        mode.setId("live-mode");
        mode.setLabel(words.t("live.form.mode"));
        mode.setItems(GameMode.LEARNING, GameMode.GAME);
        mode.setItemLabelGenerator(m -> words.t("play.setup.mode." + m.name()));
        mode.setValue(GameMode.LEARNING);
        partners.setId("live-partners");
        partners.setLabel(words.t("live.form.partners"));
        partners.setValue(true);
        mode.addValueChangeListener(e -> partners.setValue(e.getValue() == GameMode.LEARNING));
        teamSize.addValueChangeListener(e -> partners.setVisible(e.getValue() > 0));
        partners.setVisible(false);
        layout.add(players, teamSize, rounds, partners, mode);
        // Four in a row only where each keeps its whole choice in sight ("Learning: Check and hints, no hurry" was
        // cut at 1280 px with the menu open: found in the class game trial), and the mode on two columns: its
        // French words ("Apprentissage : vérifier et indices, sans se presser") were still cut in one.
        layout.setColspan(mode, 2);
        layout.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 2), new FormLayout.ResponsiveStep("1100px", 4));
    }

    @Override
    public String kind() {
        return NzTableGame.KIND;
    }

    @Override
    public void onSeatsChange(Runnable action) {
        players.addValueChangeListener(e -> action.run());
    }

    @Override
    public Component form() {
        return layout;
    }

    /** Teams of the chosen size, as even as the players allow (NZ-TEAM-1: 2-6 teams of 2-6). */
    @Override
    public TableService.NewTable value() {
        int n = players.getValue();
        NambarzOptions o = NambarzOptions.of(n).withRounds(rounds.getValue());
        int size = teamSize.getValue();
        if (size > 0) {
            int teams = Math.max(2, n / size);
            List<Integer> sizes = new ArrayList<>();
            for (int t = 0; t < teams; t++) {
                sizes.add(n / teams + (t < n % teams ? 1 : 0));
            }
            o = o.withTeams(sizes.toArray(Integer[]::new));
        }
        return new TableService.NewTable(kind(), o.notation(), n, mode.getValue().name(),
                size > 0 && partners.getValue(), 60, org.arithmos.nambarz.NzSetup.NORMAL_PACE);
    }

    /** Nambarz in the lobby's list of games. */
    @org.springframework.stereotype.Component
    static class Factory implements GameTableForm.Factory {

        @Override
        public String kind() {
            return NzTableGame.KIND;
        }

        @Override
        public GameTableForm create(Component owner) {
            return new NzTableForm(owner);
        }
    }
}
