package org.arithmos.testing;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Predicate;
import org.arithmos.accounts.Account;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.GameId;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;

/**
 * Test helper: a Nambarz game against robots as the app plays it, at a private table (decision 0018, step 3),
 * through the real {@link TableService}: stored at every move, the pupil's moves counted in their progress. The
 * robots play on the server's timer at their fastest, so a test waits for its turn.
 */
public final class RobotTables {

    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private final TableService tables;

    public RobotTables(TableService tables) {
        this.tables = tables;
    }

    /** {@code who}'s private table of three seats, robots at their fastest; {@code seed} deals, or null. */
    public GameId open(Account who, NambarzOptions options, String mode, String robots, Long seed) {
        var wanted = new TableService.NewTable(NzTableGame.KIND, options.notation(), options.players(), mode,
                false, 60, 0, "LEARNING".equals(mode));
        return new GameId(TestSchool.as(who, () -> tables.openPrivate(wanted, robots, seed)));
    }

    /** The table as {@code who} sees it once {@code wanted} holds. */
    public SeatedTable until(Account who, GameId id, Predicate<SeatedTable> wanted) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (System.nanoTime() < deadline) {
            SeatedTable t = look(who, id);
            if (wanted.test(t)) {
                return t;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for the robots", e);
            }
        }
        throw new AssertionError("the table did not get there within " + PATIENCE);
    }

    public SeatedTable look(Account who, GameId id) {
        return TestSchool.as(who, () -> tables.look(id.value()));
    }

    /**
     * {@code who} plays their moves as {@code choose} picks them (from the table at their turn) until
     * {@code moves} of theirs are played or the game is over; the table after it, once it is their turn again
     * or over.
     */
    public SeatedTable play(Account who, GameId id, int moves, Function<SeatedTable, NambarzMove> choose) {
        SeatedTable t = untilTheirTurnOrOver(who, id);
        for (int i = 0; i < moves && t.status() != TableStatus.OVER; i++) {
            SeatedTable now = t;
            TestSchool.as(who, () -> tables.move(id.value(), now.version(), choose.apply(now)));
            t = untilTheirTurnOrOver(who, id);
        }
        return t;
    }

    /** Plays the whole game so; the table once over. */
    public SeatedTable playToEnd(Account who, GameId id, Function<SeatedTable, NambarzMove> choose) {
        return play(who, id, Integer.MAX_VALUE, choose);
    }

    private SeatedTable untilTheirTurnOrOver(Account who, GameId id) {
        return until(who, id, t -> t.yourTurn() || t.status() == TableStatus.OVER);
    }

    /** What the seat sees at a Nambarz table. */
    public static NambarzObservation seen(SeatedTable t) {
        return ((NzSeatView) t.view()).seen();
    }

    /** The first put-down the rules allow, else the first legal move (a draw or a pass). */
    public static NambarzMove firstPlayOrDraw(SeatedTable t) {
        List<NambarzMove> legal = seen(t).legalMoves();
        return legal.stream().filter(m -> m instanceof NambarzMove.PutDown).findFirst().orElse(legal.getFirst());
    }
}
