package org.arithmos.engine.multicartes;

import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.multicartes.MulticartesMove.Multiply;
import org.arithmos.engine.multicartes.MulticartesMove.Pass;
import org.arithmos.engine.multicartes.MulticartesMove.SwapAndMultiply;

/**
 * Multicartes bots. They see only their observation and choose among the legal moves, so they never make
 * an illegal one; each move comes with its reason (bundle key {@code mc.bot.reason.<NAME>}).
 */
public enum MulticartesBot {

    /** Sometimes does not see a product (one time in three), never swaps. */
    BEGINNER,
    /** Never misses a product; gets rid of its biggest cards first (they cost the most points); swaps when stuck. */
    EXPERT;

    public enum Reason { PRODUCT, BIGGEST_PRODUCT, SWAP_TO_PLAY, MISSED, NO_PRODUCT }

    public record Decision(MulticartesMove move, Reason reason) {
    }

    /** The bot's move in this position; {@code seed} makes a beginner's misses repeatable. */
    public Decision decide(MulticartesObservation seen, long seed) {
        List<MulticartesMove> legal = seen.legalMoves();
        List<Multiply> products = legal.stream().filter(m -> m instanceof Multiply).map(m -> (Multiply) m).toList();
        List<SwapAndMultiply> swaps = legal.stream().filter(m -> m instanceof SwapAndMultiply)
                .map(m -> (SwapAndMultiply) m).toList();
        return switch (this) {
            case BEGINNER -> {
                if (products.isEmpty()) {
                    yield new Decision(new Pass(), Reason.NO_PRODUCT);
                }
                Rng rng = Rng.at(Rng.derive(seed, seen.round() * 131L + seen.turnedInRound()));
                if (rng.nextInt(3) == 0) {
                    yield new Decision(new Pass(), Reason.MISSED);
                }
                yield new Decision(products.get(rng.nextInt(products.size())), Reason.PRODUCT);
            }
            case EXPERT -> {
                if (!products.isEmpty()) {
                    // The biggest cards first; the smaller of the two on top, less useful to the next player.
                    Multiply best = products.stream().max(Comparator.<Multiply>comparingInt(m -> m.first() + m.second())
                            .thenComparingInt(m -> m.first() - m.second())).orElseThrow();
                    yield new Decision(best, Reason.BIGGEST_PRODUCT);
                }
                if (!swaps.isEmpty()) {
                    SwapAndMultiply best = swaps.stream().max(Comparator.<SwapAndMultiply>comparingInt(
                            w -> w.first() + w.second() - w.given()).thenComparingInt(w -> -w.given())).orElseThrow();
                    yield new Decision(best, Reason.SWAP_TO_PLAY);
                }
                yield new Decision(new Pass(), Reason.NO_PRODUCT);
            }
        };
    }
}
