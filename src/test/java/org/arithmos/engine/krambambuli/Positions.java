package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliState.TableMeld;
import org.arithmos.engine.krambambuli.KrambambuliState.Turn;

/** Hand-made Krambambuli positions for scenario tests (two players, seat 0 to move). */
final class Positions {

    private Positions() {
    }

    static List<PlayingCard> cards(String text) {
        return text.isBlank() ? List.of() : Arrays.stream(text.strip().split("\\s+")).map(PlayingCard::parse).toList();
    }

    /** A fluent position: seat 0 holds {@code mine}; seat 1 holds "2C 3D 9S". */
    static Builder mine(String mine) {
        return new Builder(mine);
    }

    static final class Builder {
        private final List<List<PlayingCard>> hands = new ArrayList<>();
        private final List<TableMeld> table = new ArrayList<>();
        private List<PlayingCard> discard = cards("9C");
        private List<PlayingCard> stock = cards("5S 6S 7S 8S");
        private final List<Boolean> opened = new ArrayList<>(List.of(false, false));
        private Turn turn = Turn.START;
        private KrambambuliOptions options = KrambambuliOptions.of(2);

        Builder(String mine) {
            hands.add(new ArrayList<>(cards(mine)));
            hands.add(new ArrayList<>(cards("2C 3D 9S")));
        }

        Builder theirs(String cards) {
            hands.set(1, new ArrayList<>(cards(cards)));
            return this;
        }

        /** A meld on the table laid by seat 1 (who has opened). */
        Builder table(String meld) {
            table.add(new TableMeld(1, Meld.parse(meld)));
            opened.set(1, true);
            return this;
        }

        Builder discard(String cards) {
            discard = cards(cards);
            return this;
        }

        Builder stock(String cards) {
            stock = cards(cards);
            return this;
        }

        Builder opened() {
            opened.set(0, true);
            return this;
        }

        Builder drawn() {
            turn = new Turn(true, false, false);
            return this;
        }

        Builder options(KrambambuliOptions o) {
            options = o;
            return this;
        }

        KrambambuliState state() {
            return new KrambambuliState(options, 1L, hands, stock, discard, table, opened, 7L, 0, 0, turn, 0, 1,
                    List.of(0, 0), List.of(), 0, false);
        }
    }
}
