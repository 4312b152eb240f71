package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.RouterLink;
import org.arithmos.cards.CardSize;
import org.arithmos.engine.multicartes.MulticartesState.RoundResult;
import org.arithmos.multicartes.McTable;
import org.arithmos.multicartes.McTableGame;

/**
 * The end of a round or of the game: points per player (the values left in the hand, MC-END-1) and totals;
 * solo: the score and the best possible one for the same deal, with that line of play (MC-SOLO-1).
 */
class McEndPanel extends Div {

    private final java.util.function.Function<McWords, Component> after;

    /** At the end of a game against robots: a link to start another one. */
    McEndPanel() {
        this(McEndPanel::playAgain);
    }

    /** @param after what ends the panel at the end of the game (a live table: the way back to the lobby) */
    McEndPanel(java.util.function.Function<McWords, Component> after) {
        this.after = after;
        addClassName("mc-end");
        setId("mc-end");
        setVisible(false);
    }

    void showRound(McTable table, RoundResult result, McWords words, Runnable next) {
        removeAll();
        // Only a solo game stops without a winner, and it ends in showSolo.
        add(new H2(words.t(McWords.you("mc.end.round", table, result.winner()), result.round(), words.name(table, result.winner()))));
        add(pointsTable(table, words));
        if (!table.over()) {
            Button go = new Button(words.t("mc.end.next"), e -> next.run());
            go.setId("mc-next-round");
            go.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
            add(go);
        } else {
            add(after.apply(words));
        }
        setVisible(true);
    }

    /**
     * A live table the teacher ended before its end (issue 15): the places (the card games' shared standings) and the
     * points so far, and the way back.
     */
    void showStopped(McTable table, McWords words, java.util.List<org.arithmos.tables.TablePlace> places) {
        removeAll();
        add(new H2(words.t("live.stopped.standings")));
        add(new org.arithmos.tables.ui.FinishingPlaces(McTableGame.KIND, places,
                seat -> words.name(table, seat), this));
        add(pointsTable(table, words));
        add(after.apply(words));
        setVisible(true);
    }

    void showSolo(McTable table, McWords words) {
        removeAll();
        var solo = table.solo();
        add(new H2(words.t("mc.end.solo.title")));
        Paragraph score = new Paragraph(soloScore(table, words));
        score.setId("mc-solo-score");
        score.addClassName("mc-big-line");
        add(score);
        if (table.view().hand().isEmpty() && solo.turned() == solo.best()) {
            add(new Paragraph(words.t("mc.end.solo.perfect")));
        }
        add(new Paragraph(words.t("mc.end.solo.line")));
        Div line = new Div();
        line.addClassName("mc-optimum");
        line.setId("mc-optimum");
        int n = 1;
        for (McTable.OptimumStep step : solo.line()) {
            Div one = new Div();
            one.addClassName("mc-optimum-step");
            one.add(McCard.combination(step.card().values(), CardSize.SMALL, words.combinationName(step.card())));
            one.add(new Span(n++ + ". " + words.move(step.move())));
            line.add(one);
        }
        add(line, playAgain(words));
        setVisible(true);
    }

    /** At the end of a game, the way to the next one (a newcomer found no way but the menu). */
    static RouterLink playAgain(McWords words) {
        RouterLink again = new RouterLink(words.t("mc.start.again"), McStartView.class);
        again.setId("mc-again");
        again.addClassName("mc-again");
        return again;
    }

    /** Emptied, or stopped at the limit (decision 31) with the cards left and what was possible. */
    private static String soloScore(McTable table, McWords words) {
        var solo = table.solo();
        int left = table.view().hand().size();
        if (left == 0) {
            return words.t("mc.end.solo.score", solo.turned(), solo.best());
        }
        // Every hand can be emptied (rules decision 30), so the best possible is below the limit.
        return words.t("mc.end.solo.stopped", solo.turned(), solo.best(), words.cards(left));
    }

    private static Div pointsTable(McTable table, McWords words) {
        Div grid = new Div();
        grid.addClassName("mc-points");
        grid.setId("mc-points");
        int players = table.view().handSizes().size();
        for (int seat = 0; seat < players; seat++) {
            Div row = new Div();
            row.addClassName("mc-points-row");
            row.add(new Span(words.name(table, seat)));
            for (RoundResult r : table.results()) {
                row.add(new Span(String.valueOf(r.points().get(seat))));
            }
            Span total = new Span(words.t("mc.end.total", table.view().totals().get(seat)));
            total.addClassName("mc-total");
            row.add(total);
            grid.add(row);
        }
        grid.add(new Paragraph(words.t("mc.end.pointsWhy")));
        if (table.over()) {
            int best = table.view().totals().stream().mapToInt(Integer::intValue).min().orElse(0);
            for (int seat = 0; seat < players; seat++) {
                if (table.view().totals().get(seat) == best) {
                    grid.add(new Paragraph(words.t(McWords.you("mc.end.winner", table, seat), words.name(table, seat))));
                }
            }
        }
        return grid;
    }
}
