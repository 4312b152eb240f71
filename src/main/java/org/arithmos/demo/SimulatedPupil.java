package org.arithmos.demo;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arithmos.engine.bots.NambarzBot;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.nambarz.GameMode;

/**
 * A child of a given {@link PupilProfile} at the Nambarz table. Correct plays are chosen among the engine's
 * legal moves, as the engine's bot of the pupil's skill would choose them; with the profile's chances the
 * child instead makes a real mistake with the cards in hand ({@link MistakeMaker}), draws or keeps a card
 * although a play existed, asks for a hint, or checks a calculation before playing it (learning mode). The
 * engine's bots never make mistakes, so children are simulated here, not in the engine.
 */
final class SimulatedPupil {

    /**
     * What the child does on one move: the move, a hint asked for just before it, a calculation checked
     * just before it (whose verdict may have changed the child's mind), and the mistake meant, if any.
     */
    record Decision(NambarzMove move, boolean hint, NambarzMove.PutDown checked, Mistake mistake) {
        static Decision plain(NambarzMove move) {
            return new Decision(move, false, null, null);
        }
    }

    private final PupilProfile profile;
    private final NambarzBot bot;

    SimulatedPupil(PupilProfile profile) {
        this.profile = profile;
        this.bot = profile.skill().plays.bot();
    }

    PupilProfile profile() {
        return profile;
    }

    /**
     * The child's move when it is their turn; {@code progress} runs from 0 (the first day of the history) to
     * 1 (the last), where the profile's rates have moved from their first to their last value.
     */
    Decision decide(NambarzObservation o, Rng random, double progress, GameMode mode) {
        NambarzMove correct = bot.decide(o, random).move();
        boolean learning = mode == GameMode.LEARNING;
        if (o.phase() instanceof TurnPhase.Drawn) {
            boolean keeps = correct instanceof NambarzMove.PutDown && chance(random, profile.missedPlays().at(progress) / 2);
            return Decision.plain(keeps ? new NambarzMove.Pass() : correct);
        }
        if (!(o.phase() instanceof TurnPhase.Open)) {
            return Decision.plain(correct);
        }
        List<NambarzMove> legal = o.legalMoves();
        Optional<NambarzMove.PutDown> best = longestPlay(legal);
        if (learning && best.isPresent() && chance(random, profile.hintRate())) {
            return new Decision(best.get(), true, null, null); // the play the hint shows (Hints.bestPlay)
        }
        if (chance(random, profile.mistakes().at(progress))) {
            Mistake kind = null;
            Optional<NambarzMove> wrong = Optional.empty();
            // The cards allow only some mistakes: a child tries another, unless one misconception drives them.
            int tries = profile.misconception() == null ? 3 : 1;
            for (int i = 0; i < tries && wrong.isEmpty(); i++) {
                kind = pick(profile.often(), random);
                wrong = MistakeMaker.make(kind, o, random);
            }
            if (wrong.isPresent()) {
                if (learning && isCalculation(wrong.get()) && chance(random, profile.checkRate())) {
                    // Check showed the mistake without a penalty: the child plays something correct instead.
                    return new Decision(correct, false, (NambarzMove.PutDown) wrong.get(), null);
                }
                return new Decision(wrong.get(), false, null, kind);
            }
        }
        if (best.isPresent() && chance(random, profile.missedPlays().at(progress))) {
            return Decision.plain(new NambarzMove.Draw());
        }
        if (learning && isCalculation(correct) && chance(random, profile.checkRate())) {
            return new Decision(correct, false, (NambarzMove.PutDown) correct, null);
        }
        return Decision.plain(correct);
    }

    private static boolean isCalculation(NambarzMove move) {
        return move instanceof NambarzMove.PutDown p && p.cards().size() >= 2;
    }

    /** What a hint shows: the play with the most cards (the first of equals). */
    private static Optional<NambarzMove.PutDown> longestPlay(List<NambarzMove> legal) {
        return legal.stream().filter(m -> m instanceof NambarzMove.PutDown).map(m -> (NambarzMove.PutDown) m)
                .max(Comparator.comparingInt(p -> p.cards().size()));
    }

    static boolean chance(Rng random, double p) {
        return random.nextInt(1_000_000) < p * 1_000_000;
    }

    private static Mistake pick(Map<Mistake, Integer> weights, Rng random) {
        int total = weights.values().stream().mapToInt(Integer::intValue).sum();
        int r = random.nextInt(total);
        for (Map.Entry<Mistake, Integer> e : weights.entrySet()) {
            r -= e.getValue();
            if (r < 0) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("weights changed");
    }
}
