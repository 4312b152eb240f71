package org.arithmos.engine.nainjaune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Suit;

/** Hand-made Nain Jaune positions for scenario tests (card conservation is not needed for a few moves). */
final class Positions {

    private Positions() {
    }

    static List<Suited> cards(String text) {
        if (text.isBlank()) {
            return List.of();
        }
        return Arrays.stream(text.strip().split("\\s+")).map(c -> (Suited) PlayingCard.parse(c)).toList();
    }

    /**
     * Seat {@code toMove} to move; hands as "AS 5S 7D"; an optional open or closed table; every box holds
     * {@code box} tokens and every player {@code tokens}.
     */
    static NainJauneState table(int toMove, Suit excluded, List<Sequence> sequences, int box, int tokens, String... hands) {
        return table(NainJauneOptions.Continuing.NEXT_PLAYER, toMove, excluded, sequences, box, tokens, hands);
    }

    /** The same, played the family way (decision 50): whoever holds the next card continues. */
    static NainJauneState family(int toMove, List<Sequence> sequences, String... hands) {
        return table(NainJauneOptions.Continuing.FAMILY, toMove, null, sequences, 1, 20, hands);
    }

    static NainJauneState table(NainJauneOptions.Continuing continuing, int toMove, Suit excluded,
                                List<Sequence> sequences, int box, int tokens, String... hands) {
        List<List<Suited>> hs = new ArrayList<>();
        List<Integer> ts = new ArrayList<>();
        for (String h : hands) {
            hs.add(cards(h));
            ts.add(tokens);
        }
        NainJauneOptions options = new NainJauneOptions(hands.length, NainJauneOptions.Dealing.SIMPLIFIED, 1, 50,
                continuing);
        return new NainJauneState(options, 1L, 1, hs, List.of(), sequences, List.of(box, box, box, box, box), ts,
                toMove, excluded, 0, List.of(), 0, false);
    }

    static NainJauneState toStart(int toMove, String... hands) {
        return table(toMove, null, List.of(), 3, 20, hands);
    }

    /** An open sequence of {@code suit} from {@code from} to {@code to} (numbers, ace 1). */
    static Sequence open(Suit suit, int from, int to) {
        List<org.arithmos.engine.cards.Rank> ranks = new ArrayList<>();
        for (int r = from; r <= to; r++) {
            ranks.add(org.arithmos.engine.cards.Rank.ofNumber(r));
        }
        return new Sequence(suit, ranks, Sequence.Status.OPEN);
    }
}
