package org.arithmos.testing;

import org.arithmos.accounts.Account;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.tables.GameId;
import org.arithmos.tables.TableService;

/** Test helper: a pupil plays a real game against robots at their private table, so it is stored with its progress. */
public final class PupilGames {

    private PupilGames() {
    }

    /** Opens the table and plays up to {@code turns} of the pupil's moves (their first legal one each time). */
    public static GameId play(TableService tables, Account pupil, long seed, int turns) {
        RobotTables robots = new RobotTables(tables);
        GameId id = robots.open(pupil, NambarzOptions.of(3), "GAME", "INTERMEDIATE", seed);
        robots.play(pupil, id, turns, RobotTables::firstPlayOrDraw);
        return id;
    }
}
