package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.arithmos.tables.Seat;
import org.arithmos.nambarz.TableState;
import org.arithmos.cards.CardPictures;

/**
 * The players around the table: face, name, team, cards in hand, and whose turn it is. Counts only:
 * nobody's cards but the pupil's ever reach the browser.
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
        removeAll();
        List<Integer> sizes = t.view().handSizes();
        for (Seat seat : t.seats()) {
            if (!t.view().seatsInRound().contains(seat.seat())) {
                continue;
            }
            Div chip = new Div();
            chip.addClassName("seat");
            chip.setId("seat-" + seat.seat());
            chip.getElement().setAttribute("role", "listitem");
            if (t.setup().options().teamPlay()) {
                chip.addClassName("team-" + seat.side());
            }
            boolean turn = !t.over() && t.view().currentSeat() == seat.seat();
            if (turn) {
                chip.addClassName("seat-turn");
            }
            // The face by address (decision 0032): the browser keeps it, the table's updates do not resend it.
            Span face = new Span();
            face.addClassName("seat-face");
            face.getElement().setProperty("innerHTML", CardPictures.faceImg(seat.face(), FACE));
            Span name = new Span(seat.isBot() || seat.seat() != t.you() ? seat.name()
                    : playerName != null ? playerName : words.you(seat.name()));
            name.addClassName("seat-name");
            Span cards = new Span(words.cardCount(sizes.get(seat.seat())));
            cards.addClassName("seat-cards");
            chip.add(face, name, cards);
            int place = t.view().finishOrder().indexOf(seat.seat()) + 1;
            if (place > 0) {
                Span out = new Span(words.place(place));
                out.addClassName("seat-place");
                chip.add(out);
            }
            if (t.setup().options().teamPlay()) {
                Span team = new Span(words.team(seat.side()));
                team.addClassName("seat-team");
                chip.add(team);
            }
            if (turn) {
                chip.getElement().setAttribute("aria-current", "true");
            }
            add(chip);
        }
    }
}
