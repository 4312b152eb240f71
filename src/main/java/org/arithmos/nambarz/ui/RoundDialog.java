package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.RoundResult;
import org.arithmos.engine.nambarz.Standing;
import org.arithmos.nambarz.TableState;
import org.arithmos.tables.Seat;

/**
 * The end of a round (places, place points, master strokes) with the scoreboard across rounds
 * (NZ-SCORE-1/2), and the end of the game with the final ranking and any tie-break (NZ-SCORE-3).
 * The bots wait while it is open.
 */
final class RoundDialog extends Dialog {

    RoundDialog(TableState table, RoundResult result, List<Standing> finalStandings, NzWords words, Runnable onClose,
                Runnable onNewGame) {
        setId("round-dialog");
        setCloseOnOutsideClick(false);
        setHeaderTitle(finalStandings != null ? words.t("table.end.gameOver")
                : result.tieBreak() ? words.t("table.end.tieBreakOver", result.number())
                : words.t("table.end.roundOver", result.number()));
        Div grid = new Div();
        grid.addClassName("score-table");
        grid.setId("round-results");
        // The dialog scrolls on a small screen: the results take the focus so the keyboard can scroll them.
        grid.getElement().setAttribute("tabindex", "0");
        grid.getElement().setAttribute("role", "group");
        grid.getElement().setAttribute("aria-label", getHeaderTitle());
        header(grid, words.t("table.end.place"), words.t("table.end.player"), words.t("table.end.placePoints"),
                words.t("table.end.masterStrokes"), words.t("table.end.total"));
        List<Seat> seats = table.seats().stream().filter(s -> result.played(s.seat()))
                .sorted(Comparator.comparingInt(s -> result.places().get(s.seat()))).toList();
        for (Seat s : seats) {
            int seat = s.seat();
            row(grid, words.place(result.places().get(seat)), name(table, s, words), String.valueOf(result.placePoints().get(seat)),
                    result.tieBreak() ? "–" : "+" + result.bonus().get(seat),
                    result.tieBreak() ? "–" : String.valueOf(table.view().points().get(seat)));
        }
        add(grid);
        if (result.blocked()) {
            add(new Paragraph(words.t("table.end.blocked")));
        }
        if (finalStandings != null) {
            add(standings(table, finalStandings, words));
        } else if (table.view().roundNumber() > table.setup().options().rounds()) {
            add(new Paragraph(words.t("table.end.tieBreakNext")));
        }
        Button close = new Button(words.t(finalStandings != null ? "table.end.seeTable" : "table.end.next"), e -> {
            close();
            onClose.run();
        });
        close.setId("round-continue");
        close.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        getFooter().add(close);
        if (finalStandings != null) {
            Button again = new Button(words.t("table.end.newGame"), e -> {
                close();
                onNewGame.run();
            });
            again.setId("round-new-game");
            getFooter().add(again);
        }
    }

    /** The ranking of the sides (NZ-SCORE-3): at a game's end, or where the teacher ended it ({@link StoppedDialog}). */
    static Div standings(TableState table, List<Standing> standings, NzWords words) {
        Div grid = new Div();
        grid.addClassName("score-table");
        grid.setId("final-standings");
        header(grid, words.t("table.end.rank"), words.t("table.end.player"), words.t("table.end.points"),
                words.t("table.end.tieBreaks"), "");
        NambarzOptions o = table.setup().options();
        for (Standing s : standings) {
            String who = o.teamPlay() ? words.team(s.side()) + ": "
                    + s.seats().stream().map(seat -> name(table, table.seats().get(seat), words)).collect(Collectors.joining(", "))
                    : name(table, table.seats().get(s.side()), words);
            row(grid, words.place(s.rank()), who, String.valueOf(s.points()),
                    s.tieBreaks().isEmpty() ? "" : s.tieBreaks().stream().map(String::valueOf).collect(Collectors.joining(" · ")),
                    "");
        }
        return grid;
    }

    /** "You" for the reader's own seat; every other seat by its name (a classmate's at a live table, 0018). */
    private static String name(TableState table, Seat s, NzWords words) {
        return s.seat() == table.you() ? words.t("table.you") : s.name();
    }

    private static void header(Div grid, String... cells) {
        row(grid, cells).addClassName("score-header");
    }

    private static Div row(Div grid, String... cells) {
        Div row = new Div();
        row.addClassName("score-row");
        for (String c : cells) {
            row.add(new Span(c));
        }
        grid.add(row);
        return row;
    }
}
