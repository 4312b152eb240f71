package org.arithmos.multicartes;

import java.util.Comparator;
import java.util.Optional;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesRules;
import org.arithmos.engine.multicartes.MulticartesState;

/**
 * What a pupil's move says of their times tables (the {@code mc_progress} kinds of 0013), one place for the
 * table ({@link McService}) and for games stored afterwards ({@link McImport}).
 */
final class McProgress {

    private McProgress() {
    }

    /** One multiplication said, refused or missed. */
    record Said(String kind, int first, int second) {
    }

    /** A product the pupil said and the rules refused: not on the card. */
    static Said wrong(MulticartesMove tried) {
        int[] f = factors(tried);
        return new Said("WRONG", f[0], f[1]);
    }

    /**
     * A legal move of the pupil in {@code before}: the product said ({@code FOUND}, or {@code SWAP} after a
     * swap), or for a pass while a product was possible, that product ({@code MISSED}); nothing for a pass
     * with no product possible.
     */
    static Optional<Said> of(MulticartesState before, MulticartesMove move) {
        return switch (move) {
            case MulticartesMove.Multiply m -> Optional.of(new Said("FOUND", m.first(), m.second()));
            case MulticartesMove.SwapAndMultiply w -> Optional.of(new Said("SWAP", w.first(), w.second()));
            case MulticartesMove.Pass p -> Optional.ofNullable(missedProduct(before)).map(missed -> {
                int[] f = factors(missed);
                return new Said("MISSED", f[0], f[1]);
            });
        };
    }

    /**
     * A product the pupil could have made instead of passing (decision 26: shown kindly, no penalty): the
     * biggest one, without a swap when there is one (decision 0017: a product with a 1 is the easiest to see,
     * so the first legal move, 1 × something, would blame the wrong fact).
     */
    static MulticartesMove missedProduct(MulticartesState s) {
        return missedProduct(MulticartesRules.legalMoves(s));
    }

    /** The same, among a seat's legal moves (a live table's screen has its observation, 0025). */
    static MulticartesMove missedProduct(java.util.List<MulticartesMove> legal) {
        return legal.stream().filter(m -> !(m instanceof MulticartesMove.Pass))
                .max(Comparator.<MulticartesMove>comparingInt(m -> m instanceof MulticartesMove.Multiply ? 1 : 0)
                        .thenComparingInt(m -> factors(m)[0] * factors(m)[1])).orElse(null);
    }

    private static int[] factors(MulticartesMove move) {
        return switch (move) {
            case MulticartesMove.Multiply m -> new int[] {m.first(), m.second()};
            case MulticartesMove.SwapAndMultiply w -> new int[] {w.first(), w.second()};
            case MulticartesMove.Pass p -> throw new IllegalArgumentException("a pass says no product");
        };
    }
}
