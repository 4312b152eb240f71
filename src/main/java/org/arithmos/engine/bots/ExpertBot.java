package org.arithmos.engine.bots;

import static org.arithmos.engine.bots.BotReason.*;

import java.util.List;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.NambarzMove.PlayJoker;
import org.arithmos.engine.nambarz.NambarzMove.PutDown;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;

/**
 * Plays to win: the play with the most cards (master strokes, NZ-SCORE-2), a replay whenever another
 * play follows, a change joker to finish or when stuck (then its hardest card after it), a replay
 * joker instead of a plain draw (one card less in hand), and keeps J-any for last.
 */
final class ExpertBot implements NambarzBot {

    @Override
    public BotDecision decide(NambarzObservation o, Rng random) {
        Choices c = new Choices(o, Integer.MAX_VALUE);
        return switch (o.phase()) {
            case TurnPhase.Open open -> start(c, random);
            case TurnPhase.Drawn drawn -> afterDraw(c, random);
            case TurnPhase.Played played -> c.canReplay() && Choices.canPlayOn(IntermediateBot.withoutReplay(o), o.target(), o)
                    ? new BotDecision(new PlayJoker(JokerKind.REPLAY), REPLAY_TO_PLAY_AGAIN)
                    : new BotDecision(new NambarzMove.Pass(), SKIP_REPLAY);
            case TurnPhase.AfterChangeJoker after -> {
                List<PutDown> singles = c.putDowns();
                yield singles.isEmpty() ? new BotDecision(new NambarzMove.Pass(), END_TURN)
                        : new BotDecision(PutDown.single(Choices.leastUseful(singles)), CARD_AFTER_JOKER);
            }
        };
    }

    private BotDecision start(Choices c, Rng random) {
        NambarzObservation o = c.observation;
        if (o.target() instanceof Target.JokerTarget) {
            List<PutDown> singles = c.putDowns();
            if (!singles.isEmpty()) {
                return new BotDecision(PutDown.single(Choices.leastUseful(singles)), CARD_ON_JOKER);
            }
            return c.canReplay() ? new BotDecision(new PlayJoker(JokerKind.REPLAY), REPLAY_INSTEAD_OF_DRAW)
                    : new BotDecision(new NambarzMove.Draw(), DRAW_NO_PLAY);
        }
        PlayJoker finisher = jokerThatFinishes(c);
        if (finisher != null) {
            return new BotDecision(finisher, CHANGE_JOKER_TO_FINISH);
        }
        List<PutDown> plays = c.putDowns();
        if (!plays.isEmpty()) {
            PutDown best = Choices.longest(plays, random);
            int n = best.cards().size();
            return new BotDecision(best, n == 1 ? MATCH : n >= 4 ? MASTER_STROKE : LONGEST_CALCULATION);
        }
        if (!c.changeJokers().isEmpty()) {
            return new BotDecision(c.changeJokers().getFirst(), CHANGE_JOKER_STUCK);
        }
        if (c.canReplay()) {
            return new BotDecision(new PlayJoker(JokerKind.REPLAY), REPLAY_INSTEAD_OF_DRAW);
        }
        return new BotDecision(new NambarzMove.Draw(), DRAW_NO_PLAY);
    }

    /** A change joker that, with at most one card after it, empties the hand. */
    private static PlayJoker jokerThatFinishes(Choices c) {
        NambarzObservation o = c.observation;
        for (PlayJoker joker : c.changeJokers()) {
            var rest = o.hand().minus(Joker.of(joker.kind()));
            NumberCard covered = ((Target.NumberTarget) o.target()).card();
            boolean lastCardFollows = rest.size() == 1 && rest.cards().getFirst() instanceof NumberCard n
                    && joker.kind().fits(n.type()) && !n.matches(covered);
            if (rest.isEmpty() || lastCardFollows) {
                return joker;
            }
        }
        return null;
    }

    private BotDecision afterDraw(Choices c, Rng random) {
        List<PutDown> plays = c.putDowns();
        if (!plays.isEmpty()) {
            return new BotDecision(Choices.longest(plays, random), PLAY_DRAWN_CARD);
        }
        List<PlayJoker> jokers = c.changeJokers();
        if (!jokers.isEmpty()) {
            return new BotDecision(jokers.getFirst(), CHANGE_JOKER_STUCK);
        }
        return new BotDecision(new NambarzMove.Pass(), KEEP_DRAWN_CARD);
    }
}

