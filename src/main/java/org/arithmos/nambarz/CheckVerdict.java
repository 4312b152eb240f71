package org.arithmos.nambarz;

import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.nambarz.IllegalMoveException;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;

/** Learning mode's Check: the rules' verdict on a calculation without playing it, so without penalty. */
final class CheckVerdict {

    private CheckVerdict() {
    }

    static Judgment of(NambarzState s, NambarzMove.PutDown play) {
        return of(s.target(), s.phase(), s.options().calcMode(), play);
    }

    /** The same from what the pupil sees (TableState): the table's ✓ and Check agree with playing it. */
    static Judgment of(Target target, TurnPhase phase, CalcMode mode, NambarzMove.PutDown play) {
        try {
            if (phase instanceof TurnPhase.AfterChangeJoker(var kind, var covered)) {
                return Judge.judgeAfterChangeJoker(kind, covered, play.cards());
            }
            return Judge.judge(target, play.cards(), play.expr(), mode);
        } catch (IllegalArgumentException e) {
            throw new PlayException(PlayException.Problem.NOT_A_PLAY, IllegalMoveException.Problem.PARENTHESES_OFF,
                    e.getMessage());
        }
    }
}
