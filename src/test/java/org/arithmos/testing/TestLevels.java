package org.arithmos.testing;

import java.util.EnumSet;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;

/** Test helper: a level with one more game enabled (a new class starts with Nambarz only). */
public final class TestLevels {

    private TestLevels() {
    }

    public static Level withGame(Level level, GameKind game) {
        EnumSet<GameKind> games = EnumSet.of(game);
        games.addAll(level.games());
        return new Level(games, level.operations(), level.parentheses(), level.jokers(), level.hintsAllowed(),
                level.bots());
    }
}
