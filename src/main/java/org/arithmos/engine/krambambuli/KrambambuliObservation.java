package org.arithmos.engine.krambambuli;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliState.RoundResult;
import org.arithmos.engine.krambambuli.KrambambuliState.TableMeld;
import org.arithmos.engine.krambambuli.KrambambuliState.Turn;

/**
 * What one player sees: their hand, the others' card counts (not their cards), the melds on the table,
 * the top discard, the size of the stock (not its cards), and the kinds of step they may take now.
 */
public record KrambambuliObservation(int seat, List<PlayingCard> hand, List<Integer> handSizes,
                                     List<TableMeld> table, PlayingCard discardTop, int discardSize,
                                     int stockSize, List<Boolean> opened, int toMove, Turn turn, int round,
                                     List<Integer> totals, List<RoundResult> results, boolean over,
                                     List<KrambambuliRules.Step> steps) {

    public KrambambuliObservation {
        hand = List.copyOf(hand);
        handSizes = List.copyOf(handSizes);
        table = List.copyOf(table);
        opened = List.copyOf(opened);
        totals = List.copyOf(totals);
        results = List.copyOf(results);
        steps = List.copyOf(steps);
    }

    public boolean myTurn() {
        return !over && seat == toMove;
    }

    public boolean iHaveOpened() {
        return opened.get(seat);
    }
}
