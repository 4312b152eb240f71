package org.arithmos.engine.bots;

import java.util.List;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;

/** Whole games between bots: for tests, benchmarks and the demo school's history. */
public final class SelfPlay {

    private SelfPlay() {
    }

    /** The randomness a bot gets for a move: derived from the game seed and the move number. */
    public static Rng randomFor(NambarzState state) {
        return Rng.at(Rng.derive(state.seed(), state.moveCount()));
    }

    /** Plays a game to its end, the bot of {@code levels.get(seat)} at each seat. */
    public static NambarzState play(NambarzOptions options, long seed, List<BotLevel> levels) {
        if (levels.size() != options.players()) {
            throw new IllegalArgumentException("one bot level per seat: " + options.players() + " needed");
        }
        NambarzBot[] bots = levels.stream().map(BotLevel::bot).toArray(NambarzBot[]::new);
        NambarzState state = NambarzGame.newGame(options, seed);
        while (!state.isOver()) {
            int seat = state.currentSeat();
            BotDecision decision = bots[seat].decide(state.observation(seat), randomFor(state));
            state = NambarzGame.play(state, decision.move());
        }
        return state;
    }
}
