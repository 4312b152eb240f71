package org.arithmos.krambambuli.ui;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliState.RoundResult;
import org.arithmos.engine.krambambuli.Meld;

/**
 * What the pupil is doing at the table before anything is sent: the hand's order, the cards selected (slots
 * of the hand as shown), the top discard or a table meld's card put with them, the melds arranged so far
 * (shown with their running total), the message, the story of the last steps, and a round's results.
 */
final class KbTableState {

    enum Sort { SUIT, RANK }

    /** A card of table meld {@code meld} chosen to make a new meld with (KB-TURN-2). */
    record Borrow(int meld, PlayingCard card) {
    }

    private static final int STORY_LINES = 8;

    Sort sort = Sort.SUIT;
    final List<Integer> selected = new ArrayList<>();
    boolean discardSelected;
    Borrow borrowed;
    final List<Meld> pending = new ArrayList<>();
    boolean pendingUsesDiscard;
    Borrow pendingBorrow;
    String message;
    boolean messageIsError;
    List<PlayingCard> atFault = List.of();
    final List<String> story = new ArrayList<>();
    RoundResult roundToShow;
    boolean roundShown;

    void reset() {
        clearArrangement();
        message = null;
        atFault = List.of();
        story.clear();
        roundToShow = null;
        roundShown = false;
    }

    void clearSelection() {
        selected.clear();
        discardSelected = false;
        borrowed = null;
    }

    void clearArrangement() {
        clearSelection();
        pending.clear();
        pendingUsesDiscard = false;
        pendingBorrow = null;
    }

    /** The hand as shown: without the cards already arranged into melds, in the chosen order. */
    List<PlayingCard> shownHand(List<PlayingCard> hand, PlayingCard discardTop) {
        List<PlayingCard> out = new ArrayList<>(hand);
        fromHand(discardTop).forEach(out::remove);
        out.sort(sort == Sort.SUIT ? Comparator.comparingInt(KbTableState::suitKey)
                : Comparator.comparingInt(KbTableState::rankKey));
        return out;
    }

    /** The cards of the arranged melds that come from the hand (not the discard taken, not a borrowed card). */
    List<PlayingCard> fromHand(PlayingCard discardTop) {
        List<PlayingCard> cards = new ArrayList<>();
        pending.forEach(m -> cards.addAll(m.cards()));
        if (pendingUsesDiscard) {
            cards.remove(discardTop);
        }
        if (pendingBorrow != null) {
            cards.remove(pendingBorrow.card());
        }
        return cards;
    }

    void toggle(int slot) {
        if (selected.contains(slot)) {
            selected.remove(Integer.valueOf(slot));
        } else {
            selected.add(slot);
        }
    }

    List<PlayingCard> selectedCards(List<PlayingCard> shown) {
        return selected.stream().filter(i -> i < shown.size()).map(shown::get).toList();
    }

    void story(List<String> lines) {
        story.addAll(0, lines.reversed());
        while (story.size() > STORY_LINES) {
            story.removeLast();
        }
    }

    private static int suitKey(PlayingCard c) {
        return switch (c) {
            case PlayingCard.Suited s -> s.suit().ordinal() * 20 + s.rank().number();
            case PlayingCard.Joker j -> 1000;
        };
    }

    private static int rankKey(PlayingCard c) {
        return switch (c) {
            case PlayingCard.Suited s -> s.rank().number() * 10 + s.suit().ordinal();
            case PlayingCard.Joker j -> 1000;
        };
    }
}
