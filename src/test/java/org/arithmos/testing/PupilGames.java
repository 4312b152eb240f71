package org.arithmos.testing;

import java.util.List;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.play.GameId;
import org.arithmos.play.GameMode;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayService;
import org.arithmos.play.TableSetup;
import org.arithmos.play.TableState;

/** Test helper: a pupil (logged in on this thread) plays a real game through the service, so it is stored with its progress. */
public final class PupilGames {

    private PupilGames() {
    }

    /** Starts a game and plays up to {@code turns} turns (the pupil's first legal move, and the bots). */
    public static GameId play(PlayService play, long seed, int turns) {
        GuestPass pass = GuestPass.random();
        TableSetup setup = TableSetup.of(NambarzOptions.of(3), GameMode.GAME, BotLevel.INTERMEDIATE).withPace(0)
                .withSeed(seed);
        TableState t = play.start(setup, pass);
        for (int i = 0; i < turns && !t.over(); i++) {
            t = (t.yourTurn() ? play.play(t.id(), pass, t.moveCount(), firstPlayOrDraw(t.legalMoves()))
                    : play.letBotPlay(t.id(), pass, t.moveCount())).table();
        }
        return t.id();
    }

    private static NambarzMove firstPlayOrDraw(List<NambarzMove> legal) {
        return legal.stream().filter(m -> m instanceof NambarzMove.PutDown).findFirst().orElse(legal.getFirst());
    }
}
