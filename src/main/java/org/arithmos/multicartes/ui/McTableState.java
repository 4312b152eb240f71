package org.arithmos.multicartes.ui;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesState.RoundResult;
import org.arithmos.multicartes.McTable;

/**
 * What the pupil is doing at the table, before anything is sent: the two cards picked (slots of the hand as
 * shown), a swap under way (the slot given: the card taken from the discard pile is shown in its place),
 * the message, the story of the last moves, and a round's results waiting to be read.
 */
final class McTableState {

    private static final int STORY_LINES = 6;

    final List<Integer> picked = new ArrayList<>();
    boolean swapping;
    Integer given;
    String message;
    boolean messageIsError;
    /** The rule id of the refusal shown, kept out of the words (decision 0017). */
    String rule;
    List<Integer> atFault = List.of();
    final List<String> story = new ArrayList<>();
    RoundResult roundToShow;
    boolean roundShown;

    void reset() {
        clearPicks();
        message = null;
        atFault = List.of();
        story.clear();
        roundToShow = null;
        roundShown = false;
    }

    void clearPicks() {
        picked.clear();
        swapping = false;
        given = null;
    }

    /** A click on a card: in a swap, the first click gives that card; then two cards make the product. */
    void pick(int slot) {
        if (swapping && given == null) {
            given = slot;
            return;
        }
        if (picked.contains(slot)) {
            picked.remove(Integer.valueOf(slot));
        } else if (picked.size() < 2) {
            picked.add(slot);
        }
    }

    /** The hand as the pupil sees it now: during a swap, the card taken stands where the given one was. */
    List<Integer> shownHand(McTable table) {
        List<Integer> hand = new ArrayList<>(table.view().hand());
        if (swapping && given != null && table.view().discardTop() != null && given < hand.size()) {
            hand.set(given, table.view().discardTop());
        }
        return hand;
    }

    String saying(McTable table) {
        List<Integer> hand = shownHand(table);
        return McWords.product(hand.get(picked.get(0)), hand.get(picked.get(1)));
    }

    MulticartesMove move(McTable table) {
        List<Integer> hand = shownHand(table);
        int a = hand.get(picked.get(0));
        int b = hand.get(picked.get(1));
        return swapping && given != null ? new MulticartesMove.SwapAndMultiply(table.view().hand().get(given), a, b)
                : new MulticartesMove.Multiply(a, b);
    }

    void story(List<String> lines) {
        story.addAll(0, lines.reversed());
        while (story.size() > STORY_LINES) {
            story.removeLast();
        }
    }
}
