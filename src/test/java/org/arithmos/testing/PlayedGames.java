package org.arithmos.testing;

import org.arithmos.accounts.Account;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.play.GameMode;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayService;
import org.arithmos.play.TableSetup;
import org.arithmos.play.TableState;

/**
 * Test helper: a real game played by a pupil through {@link PlayService} to its end (so it is stored and
 * its progress recorded), with a penalized play first when the hand allows one: a single card that does
 * not match (NZ-MATCH-1).
 */
public final class PlayedGames {

    private final PlayService play;

    public PlayedGames(PlayService play) {
        this.play = play;
    }

    public TableState playedBy(Account pupil, long seed) {
        return TestSchool.as(pupil, () -> {
            GuestPass none = GuestPass.random();
            TableState t = play.start(TableSetup.of(NambarzOptions.of(3), GameMode.LEARNING, BotLevel.BEGINNER)
                    .withPace(0).withSeed(seed), none);
            boolean penalized = false;
            while (!t.over()) {
                if (t.yourTurn()) {
                    NambarzMove move = !penalized ? wrongCard(t) : null;
                    penalized = true;
                    if (move == null) {
                        move = t.legalMoves().stream().filter(m -> m instanceof NambarzMove.PutDown).findFirst()
                                .orElse(t.legalMoves().getFirst());
                    }
                    t = play.play(t.id(), none, t.moveCount(), move).table();
                } else {
                    t = play.letBotPlay(t.id(), none, t.moveCount()).table();
                }
            }
            return t;
        });
    }

    /** A single number card of the hand that is not a legal play, if any. */
    private static NambarzMove wrongCard(TableState t) {
        for (Card c : t.view().hand().cards()) {
            if (c instanceof NumberCard n) {
                NambarzMove single = NambarzMove.PutDown.single(n);
                if (!t.legalMoves().contains(single) && t.view().phase() instanceof org.arithmos.engine.nambarz.TurnPhase.Open) {
                    return single;
                }
            }
        }
        return null;
    }
}
