package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import java.util.List;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.SvgBuilder;
import org.arithmos.nambarz.TableState;
import org.arithmos.shell.Markup;
import org.arithmos.tables.Seat;

/**
 * The players around the table: face, name, team, cards in hand, and whose turn it is. Counts only:
 * nobody's cards but the pupil's ever reach the browser. Markup in one element (decision 0038): the seats only
 * show, and their 12 chips were five state nodes each.
 */
final class SeatsBar extends Div {

    private static final int FACE = 44;

    SeatsBar() {
        addClassName("seats-bar");
        setId("seats");
        getElement().setAttribute("role", "list");
    }

    void show(TableState t, NzWords words) {
        show(t, words, null);
    }

    /** @param playerName the player's name for a reader who is not the player (a replay), else null ("You") */
    void show(TableState t, NzWords words, String playerName) {
        List<Integer> sizes = t.view().handSizes();
        var out = new StringBuilder();
        for (Seat seat : t.seats()) {
            if (t.view().seatsInRound().contains(seat.seat())) {
                chip(out, t, seat, words, playerName, sizes.get(seat.seat()));
            }
        }
        Markup.show(this, out.toString());
    }

    /** One seat's chip: face, name, cards in hand, and its place and team when it has them. */
    private static void chip(StringBuilder out, TableState t, Seat seat, NzWords words, String playerName,
                             int handSize) {
        boolean teams = t.setup().options().teamPlay();
        boolean turn = !t.over() && t.view().currentSeat() == seat.seat();
        out.append("<div class=\"seat").append(teams ? " team-" + seat.side() : "").append(turn ? " seat-turn" : "")
                .append("\" id=\"seat-").append(seat.seat()).append("\" role=\"listitem\"")
                .append(turn ? " aria-current=\"true\"" : "").append('>');
        // The face by address (decision 0032): the browser keeps it.
        out.append("<span class=\"seat-face\">").append(CardPictures.faceImg(seat.face(), FACE)).append("</span>");
        String name = seat.isBot() || seat.seat() != t.you() ? seat.name()
                : playerName != null ? playerName : words.you(seat.name());
        span(out, "seat-name", name, true);
        span(out, "seat-cards", words.cardCount(handSize), true);
        int at = t.view().finishOrder().indexOf(seat.seat()) + 1;
        span(out, "seat-place", at > 0 ? words.place(at) : "", at > 0);
        span(out, "seat-team", teams ? words.team(seat.side()) : "", teams);
        out.append("</div>");
    }

    private static void span(StringBuilder out, String className, String text, boolean shown) {
        out.append("<span class=\"").append(className).append('"').append(shown ? "" : " hidden").append('>')
                .append(SvgBuilder.escape(text)).append("</span>");
    }
}
