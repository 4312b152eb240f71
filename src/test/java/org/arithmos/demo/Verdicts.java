package org.arithmos.demo;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.tables.persistence.GameMoveEntity;

/** The engine's own verdicts on a stored game's moves, replayed from its options and seed. */
final class Verdicts {

    private Verdicts() {
    }

    /** For each of the pupil's (seat 0) penalized plays: its move number and the rule named (NZ-PEN-0). */
    static Map<Integer, String> penaltiesOfPupil(String options, long seed, List<GameMoveEntity> rows) {
        NambarzState state = NambarzGame.newGame(NambarzOptions.parse(options), seed);
        Map<Integer, String> rules = new HashMap<>();
        for (GameMoveEntity row : rows) {
            Transition t = NambarzGame.apply(state, NambarzMove.parse(row.notation()));
            for (NambarzEvent e : t.events()) {
                if (e instanceof NambarzEvent.Played p && p.seat() == 0 && row.seat() == 0
                        && p.judgment() instanceof Judgment.Penalized pen) {
                    rules.put(row.seq(), pen.rule().id());
                }
            }
            state = t.state();
        }
        return rules;
    }
}
