package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.arithmos.cards.CardPictures;
import org.arithmos.nambarz.TableState;
import org.arithmos.tables.Seat;

/**
 * The players around the table: face, name, team, cards in hand, and whose turn it is. Counts only:
 * nobody's cards but the pupil's ever reach the browser.
 */
final class SeatsBar extends Div {

    private static final int FACE = 44;

    private final java.util.Map<Integer, Chip> chips = new java.util.LinkedHashMap<>();

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
        List<Integer> shown = t.seats().stream().map(Seat::seat)
                .filter(seat -> t.view().seatsInRound().contains(seat)).toList();
        // A seat's chip is kept from one redraw to the next and only what changed is written: a move at a table of
        // 12 sends a few words to each screen instead of 12 new chips (issue 12: what a push weighs).
        if (!chips.keySet().equals(new java.util.LinkedHashSet<>(shown))) {
            removeAll();
            chips.clear();
            for (int seat : shown) {
                Chip chip = new Chip(seat);
                chips.put(seat, chip);
                add(chip.root);
            }
        }
        for (Seat seat : t.seats()) {
            Chip chip = chips.get(seat.seat());
            if (chip != null) {
                chip.show(t, seat, words, playerName, sizes.get(seat.seat()));
            }
        }
    }

    /** One seat's chip: face, name, cards in hand, and its place and team when it has them. */
    private static final class Chip {
        final Div root = new Div();
        final Span face = new Span();
        final Span name = new Span();
        final Span cards = new Span();
        final Span place = new Span();
        final Span team = new Span();
        int faceShown = -1;

        Chip(int seat) {
            root.addClassName("seat");
            root.setId("seat-" + seat);
            root.getElement().setAttribute("role", "listitem");
            face.addClassName("seat-face");
            name.addClassName("seat-name");
            cards.addClassName("seat-cards");
            place.addClassName("seat-place");
            team.addClassName("seat-team");
            root.add(face, name, cards, place, team);
        }

        void show(TableState t, Seat seat, NzWords words, String playerName, int handSize) {
            boolean teams = t.setup().options().teamPlay();
            for (int side = 0; side < 6; side++) {
                root.setClassName("team-" + side, teams && seat.side() == side);
            }
            boolean turn = !t.over() && t.view().currentSeat() == seat.seat();
            root.setClassName("seat-turn", turn);
            if (turn) {
                root.getElement().setAttribute("aria-current", "true");
            } else {
                root.getElement().removeAttribute("aria-current");
            }
            if (faceShown != seat.face()) {
                // The face by address (decision 0032): the browser keeps it, the table's updates do not resend it.
                face.getElement().setProperty("innerHTML", CardPictures.faceImg(seat.face(), FACE));
                faceShown = seat.face();
            }
            name.setText(seat.isBot() || seat.seat() != t.you() ? seat.name()
                    : playerName != null ? playerName : words.you(seat.name()));
            cards.setText(words.cardCount(handSize));
            int at = t.view().finishOrder().indexOf(seat.seat()) + 1;
            place.setText(at > 0 ? words.place(at) : "");
            place.setVisible(at > 0);
            team.setText(teams ? words.team(seat.side()) : "");
            team.setVisible(teams);
        }
    }
}
