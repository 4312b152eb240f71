package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Test fixture: a table laid out card by card (hands, played pile, draw pile), for scenario tests of
 * single rules. Real games are always dealt from a seed; this only sets the scene.
 */
final class Table {

    private final NambarzOptions options;
    private final Hand[] hands;
    private List<Card> played = List.of(Card.parse("5"));
    private List<Card> draw = List.of();
    private int current;
    private int participants;
    private int[] finished = new int[0];

    private Table(NambarzOptions options) {
        this.options = options;
        this.hands = new Hand[options.players()];
        Arrays.fill(hands, Hand.of(cards("10 10 10")));
        this.participants = (1 << options.players()) - 1;
    }

    static Table of(NambarzOptions options) {
        return new Table(options);
    }

    static Table of(int players) {
        return new Table(NambarzOptions.of(players));
    }

    /** Cards written in NZ-NOTE-1 notation, separated by spaces. */
    static List<Card> cards(String text) {
        List<Card> out = new ArrayList<>();
        if (!text.isBlank()) {
            for (String s : text.strip().split("\\s+")) {
                out.add(Card.parse(s));
            }
        }
        return out;
    }

    Table hand(int seat, String text) {
        hands[seat] = Hand.of(cards(text));
        return this;
    }

    /** The played pile, oldest first: the last card is on top. */
    Table played(String text) {
        played = cards(text);
        return this;
    }

    /** The draw pile, top first. */
    Table draw(String text) {
        draw = cards(text);
        return this;
    }

    Table turn(int seat) {
        current = seat;
        return this;
    }

    Table onlySeats(int... seats) {
        participants = 0;
        for (int s : seats) {
            participants |= 1 << s;
        }
        return this;
    }

    /** Seats already out of cards, first out first. */
    Table finished(int... seats) {
        finished = seats.clone();
        for (int seat : seats) {
            hands[seat] = Hand.EMPTY;
        }
        return this;
    }

    NambarzState state() {
        StateEditor e = new StateEditor(options, 42);
        e.hands = hands.clone();
        e.played = PlayedPile.EMPTY.pushAll(played);
        byte[] faces = new byte[draw.size()];
        for (int i = 0; i < faces.length; i++) {
            faces[i] = (byte) draw.get(i).face();
        }
        e.draw = new DrawPile(faces, 0);
        e.current = current;
        e.roundNumber = 1;
        e.participants = participants;
        e.phase = new TurnPhase.Open(false);
        e.finishOrder = finished.clone();
        return e.freeze();
    }

    /** Plays moves written in notation, one after the other. */
    static NambarzState play(NambarzState state, String... moves) {
        for (String m : moves) {
            state = NambarzGame.play(state, NambarzMove.parse(m));
        }
        return state;
    }
}
