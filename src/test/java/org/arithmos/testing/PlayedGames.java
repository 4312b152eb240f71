package org.arithmos.testing;

import org.arithmos.accounts.Account;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.tables.GameId;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Test helper: a real game played by a pupil against robots at their private table to its end (so it is stored
 * and its progress recorded), with a penalized play first when the hand allows one: a single card that does not
 * match (NZ-MATCH-1).
 */
public final class PlayedGames {

    /** The game played: its id, how many moves it took, and the pupil's last view of it. */
    public record Played(GameId id, int moveCount, NambarzObservation view) {
    }

    private final RobotTables robots;
    private final JdbcTemplate jdbc;

    public PlayedGames(TableService tables, JdbcTemplate jdbc) {
        this.robots = new RobotTables(tables);
        this.jdbc = jdbc;
    }

    public Played playedBy(Account pupil, long seed) {
        GameId id = robots.open(pupil, NambarzOptions.of(3), "LEARNING", "BEGINNER", seed);
        boolean[] penalized = {false};
        SeatedTable end = robots.playToEnd(pupil, id, t -> {
            NambarzMove wrong = penalized[0] ? null : wrongCard(RobotTables.seen(t));
            penalized[0] = true;
            return wrong != null ? wrong : RobotTables.firstPlayOrDraw(t);
        });
        int moves = jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id.value());
        return new Played(id, moves, RobotTables.seen(end));
    }

    /** A single number card of the hand that is not a legal play, if any. */
    private static NambarzMove wrongCard(NambarzObservation seen) {
        if (!(seen.phase() instanceof TurnPhase.Open)) {
            return null;
        }
        for (Card c : seen.hand().cards()) {
            if (c instanceof NumberCard n) {
                NambarzMove single = NambarzMove.PutDown.single(n);
                if (!seen.legalMoves().contains(single)) {
                    return single;
                }
            }
        }
        return null;
    }
}
