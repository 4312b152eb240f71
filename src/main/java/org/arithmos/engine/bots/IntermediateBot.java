package org.arithmos.engine.bots;

import static org.arithmos.engine.bots.BotReason.*;

import java.util.List;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.NambarzMove.PutDown;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;

/**
 * A pupil who knows the rules: looks for matches and calculations of two or three cards with every
 * allowed operation, prefers the longer one, replays when it can play again, uses a change joker when
 * stuck.
 */
final class IntermediateBot implements NambarzBot {

    private static final int LONGEST_SEEN = 3;

    @Override
    public BotDecision decide(NambarzObservation o, Rng random) {
        Choices c = new Choices(o, LONGEST_SEEN);
        return switch (o.phase()) {
            case TurnPhase.Open open -> start(c, random);
            case TurnPhase.Drawn drawn -> afterDraw(c, random);
            case TurnPhase.Played played -> c.canReplay() && Choices.canPlayOn(withoutReplay(o), o.target(), o)
                    ? new BotDecision(new NambarzMove.PlayJoker(JokerKind.REPLAY), REPLAY_TO_PLAY_AGAIN)
                    : new BotDecision(new NambarzMove.Pass(), SKIP_REPLAY);
            case TurnPhase.AfterChangeJoker after -> {
                List<PutDown> singles = c.putDowns();
                yield singles.isEmpty() ? new BotDecision(new NambarzMove.Pass(), END_TURN)
                        : new BotDecision(PutDown.single(Choices.leastUseful(singles)), CARD_AFTER_JOKER);
            }
        };
    }

    static org.arithmos.engine.nambarz.Hand withoutReplay(NambarzObservation o) {
        return o.hand().minus(org.arithmos.engine.nambarz.Joker.of(JokerKind.REPLAY));
    }

    private BotDecision start(Choices c, Rng random) {
        if (c.observation.target() instanceof Target.JokerTarget) {
            List<PutDown> singles = c.putDowns();
            return singles.isEmpty() ? stuck(c, DRAW_NO_PLAY)
                    : new BotDecision(PutDown.single(Choices.leastUseful(singles)), CARD_ON_JOKER);
        }
        List<PutDown> plays = c.putDowns(p -> p.cards().size() <= LONGEST_SEEN);
        if (!plays.isEmpty()) {
            PutDown best = Choices.longest(plays, random);
            return new BotDecision(best, best.cards().size() == 1 ? MATCH : LONGEST_CALCULATION);
        }
        if (!c.changeJokers().isEmpty()) {
            return new BotDecision(c.changeJokers().getFirst(), CHANGE_JOKER_STUCK);
        }
        return stuck(c, c.putDowns().isEmpty() ? DRAW_NO_PLAY : DRAW_MISSED_PLAY);
    }

    /** A replay joker before drawing leaves one card fewer in hand than a plain draw. */
    private static BotDecision stuck(Choices c, BotReason drawReason) {
        return c.canReplay() ? new BotDecision(new NambarzMove.PlayJoker(JokerKind.REPLAY), REPLAY_INSTEAD_OF_DRAW)
                : new BotDecision(new NambarzMove.Draw(), drawReason);
    }

    private BotDecision afterDraw(Choices c, Rng random) {
        List<PutDown> plays = c.putDowns(p -> p.cards().size() <= LONGEST_SEEN);
        if (!plays.isEmpty()) {
            return new BotDecision(Choices.longest(plays, random), PLAY_DRAWN_CARD);
        }
        if (!c.changeJokers().isEmpty()) {
            return new BotDecision(c.changeJokers().getFirst(), CHANGE_JOKER_STUCK);
        }
        return new BotDecision(new NambarzMove.Pass(), KEEP_DRAWN_CARD);
    }
}
