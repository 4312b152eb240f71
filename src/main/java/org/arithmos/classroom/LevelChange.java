package org.arithmos.classroom;

import java.util.Set;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;

/** A pupil's own level: each field set overrides the class's, each null follows it. */
public record LevelChange(Set<GameKind> games, OperationSet operations, Boolean parentheses, JokerLevel jokers,
                          Boolean hintsAllowed, BotLevel bots) {

    public static final LevelChange FOLLOW_CLASS = new LevelChange(null, null, null, null, null, null);

    public LevelChange {
        games = games == null ? null : Set.copyOf(games);
    }

    public Level over(Level base) {
        OperationSet ops = operations != null ? operations : base.operations();
        boolean brackets = parentheses != null ? parentheses : base.parentheses();
        return new Level(games != null ? games : base.games(), ops, brackets && ops == OperationSet.ALL,
                jokers != null ? jokers : base.jokers(), hintsAllowed != null ? hintsAllowed : base.hintsAllowed(),
                bots != null ? bots : base.bots());
    }

    public boolean followsClass() {
        return equals(FOLLOW_CLASS);
    }
}
