package org.arithmos.engine.bots;

import static org.arithmos.engine.bots.BotReason.*;

import java.util.List;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzMove.PutDown;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;

/**
 * A young player: plays a match when it has one, else a two-card + or − calculation (one time in four
 * it does not see it), a change joker when stuck, else a replay joker (to draw), else draws. It never
 * replays after a play.
 */
final class BeginnerBot implements NambarzBot {

    @Override
    public BotDecision decide(NambarzObservation o, Rng random) {
        Choices c = new Choices(o, 2);
        return switch (o.phase()) {
            case TurnPhase.Open open -> start(c, random);
            case TurnPhase.Drawn drawn -> afterDraw(c, random);
            case TurnPhase.Played played -> new BotDecision(new NambarzMove.Pass(), SKIP_REPLAY);
            case TurnPhase.AfterChangeJoker after -> {
                List<PutDown> singles = c.putDowns();
                yield singles.isEmpty() ? new BotDecision(new NambarzMove.Pass(), END_TURN)
                        : new BotDecision(Choices.any(singles, random), CARD_AFTER_JOKER);
            }
        };
    }

    private BotDecision start(Choices c, Rng random) {
        if (c.observation.target() instanceof Target.JokerTarget) {
            List<PutDown> singles = c.putDowns();
            return singles.isEmpty() ? draw(c) : new BotDecision(Choices.any(singles, random), CARD_ON_JOKER);
        }
        List<PutDown> matches = c.putDowns(p -> p.cards().size() == 1);
        if (!matches.isEmpty()) {
            return new BotDecision(Choices.any(matches, random), MATCH);
        }
        List<PutDown> easy = c.putDowns(p -> p.cards().size() == 2 && Choices.onlyPlusMinus(p));
        if (!easy.isEmpty() && random.nextInt(4) != 0) {
            return new BotDecision(Choices.any(easy, random), EASY_CALCULATION);
        }
        if (!c.changeJokers().isEmpty()) {
            return new BotDecision(c.changeJokers().getFirst(), CHANGE_JOKER_STUCK);
        }
        return draw(c);
    }

    private BotDecision afterDraw(Choices c, Rng random) {
        List<PutDown> seen = c.putDowns(p -> p.cards().size() == 1
                || p.cards().size() == 2 && Choices.onlyPlusMinus(p));
        if (!seen.isEmpty()) {
            return new BotDecision(Choices.any(seen, random), PLAY_DRAWN_CARD);
        }
        if (!c.changeJokers().isEmpty()) {
            return new BotDecision(c.changeJokers().getFirst(), CHANGE_JOKER_STUCK);
        }
        return new BotDecision(new NambarzMove.Pass(), KEEP_DRAWN_CARD);
    }

    /** Stuck: a replay joker first (one card fewer than a plain draw), else draw. */
    private static BotDecision draw(Choices c) {
        if (c.canReplay()) {
            return new BotDecision(new NambarzMove.PlayJoker(org.arithmos.engine.nambarz.JokerKind.REPLAY),
                    REPLAY_INSTEAD_OF_DRAW);
        }
        return new BotDecision(new NambarzMove.Draw(), c.putDowns().isEmpty() ? DRAW_NO_PLAY : DRAW_MISSED_PLAY);
    }
}
