package org.arithmos.engine.nainjaune;

import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nainjaune.NainJauneMove.Pass;
import org.arithmos.engine.nainjaune.NainJauneMove.Put;

/**
 * Nain Jaune bots. They see only their observation and choose among the legal moves, so they never make an
 * illegal one; each move comes with its reason (bundle key {@code nj.bot.reason.<NAME>}). Most moves are
 * forced; the choice is the suit of a new sequence when several lowest cards share a rank (decision 32).
 */
public enum NainJauneBot {

    /** Puts any of its lowest cards when it has a choice. */
    BEGINNER,
    /**
     * Chooses the suit well: first a card whose next card it holds itself (with the next player only, the
     * sequence blocks and the bot starts again, one card fewer; in the family way it keeps going, decision 50); then a suit leading to a box card it
     * holds (NJ-BOX-1); then the suit where it holds the most cards.
     */
    EXPERT;

    public enum Reason { CONTINUE, LOWEST, ANY_LOWEST, BLOCKS_NEXT, KEEPS_GOING, TOWARDS_BOX, LONGEST_SUIT, PASS }

    public record Decision(NainJauneMove move, Reason reason) {
    }

    /** The bot's move in this position; {@code seed} makes a beginner's choices repeatable. */
    public Decision decide(NainJauneObservation seen, long seed) {
        List<NainJauneMove> legal = seen.legalMoves();
        if (legal.isEmpty()) {
            throw new IllegalStateException("not this bot's turn");
        }
        if (legal.getFirst() instanceof Pass) {
            return new Decision(legal.getFirst(), Reason.PASS);
        }
        if (seen.openSequence() != null) {
            return new Decision(legal.getFirst(), Reason.CONTINUE);
        }
        if (legal.size() == 1) {
            return new Decision(legal.getFirst(), Reason.LOWEST);
        }
        List<Suited> choices = legal.stream().map(m -> ((Put) m).card()).toList();
        return switch (this) {
            case BEGINNER -> {
                Rng rng = Rng.at(Rng.derive(seed, seen.round() * 977L + seen.hand().size()));
                yield new Decision(new Put(choices.get(rng.nextInt(choices.size()))), Reason.ANY_LOWEST);
            }
            case EXPERT -> expert(seen.hand(), choices, seen.continuing());
        };
    }

    private static Decision expert(List<Suited> hand, List<Suited> choices, NainJauneOptions.Continuing rule) {
        for (Suited c : choices) {
            if (hand.contains(PlayingCard.of(Rank.ofNumber(c.rank().number() + 1), c.suit()))) {
                return new Decision(new Put(c), switch (rule) {
                    case NEXT_PLAYER -> Reason.BLOCKS_NEXT;
                    case FAMILY -> Reason.KEEPS_GOING;
                });
            }
        }
        for (Suited c : choices) {
            boolean boxAhead = hand.stream().anyMatch(h -> h.suit() == c.suit() && Box.of(h) != null
                    && h.rank().number() > c.rank().number());
            if (boxAhead) {
                return new Decision(new Put(c), Reason.TOWARDS_BOX);
            }
        }
        Suited most = choices.stream().max(Comparator.comparingLong(c -> hand.stream()
                .filter(h -> h.suit() == c.suit()).count())).orElseThrow();
        return new Decision(new Put(most), Reason.LONGEST_SUIT);
    }
}
