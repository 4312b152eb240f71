package org.arithmos.multicartes;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesRules;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.multicartes.persistence.McStore;
import org.arithmos.multicartes.persistence.McStoredGames;
import org.arithmos.play.GameId;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Stores whole Multicartes games played earlier (the demo school's history) as the table stores a game
 * played move by move: the game row, every move with its time, and the pupil's multiplications
 * ({@link McProgress}: found, after a swap, missed on a pass, refused), so the times-table map, resume and
 * export cannot tell the difference; each game is then a private table under its own id (0018, step 3). Every move is replayed through the engine first: a move the rules
 * refuse, or a refused product that the rules would have accepted, stops the import.
 *
 * <p>Who may use it: the server itself ({@code accounts.SystemTask}, with the admin role); no page calls it.
 * One transaction per call: all the games or none.
 */
@Service
public class McImport {

    private final McStore store;
    private final McStoredGames stored;
    private final AccountService accounts;
    private final TransactionTemplate tx;
    private final Clock clock;

    McImport(McStore store, McStoredGames stored, AccountService accounts, TransactionTemplate tx, Clock clock) {
        this.store = store;
        this.stored = stored;
        this.accounts = accounts;
        this.tx = tx;
        this.clock = clock;
    }

    /** Stores the games (finished or not) in one transaction and returns their ids in order; all times in the past. */
    @PreAuthorize("hasRole('ADMIN')")
    public List<GameId> importGames(List<McImportedGame> games) {
        Map<Long, Boolean> pupils = new HashMap<>();
        for (McImportedGame g : games) {
            if (!pupils.computeIfAbsent(g.pupilId(), id -> accounts.find(id).map(a -> a.role() == Role.PUPIL)
                    .orElse(false))) {
                throw new IllegalArgumentException("games are imported for pupils only");
            }
        }
        Instant now = clock.instant();
        List<McStore.WholeGame> whole = games.parallelStream().map(g -> replay(g, now)).toList();
        // Each a private table, as a game played now is (0018, step 3): written as before, then moved into the tables
        // as migration V4_23_3 moved the games stored before, in the same transaction.
        tx.executeWithoutResult(s -> {
            store.createWithMoves(whole);
            stored.becomeTables(whole.stream().map(w -> w.game().id()).toList());
        });
        return whole.stream().map(w -> new GameId(w.game().id())).toList();
    }

    private static McStore.WholeGame replay(McImportedGame game, Instant now) {
        McSetup setup = game.setup();
        UUID id = GameId.random().value();
        MulticartesState state = MulticartesGame.newGame(setup.options(), setup.seed());
        List<McStore.StoredMove> moves = new ArrayList<>();
        List<McStore.StoredProgress> progress = new ArrayList<>();
        Instant last = game.startedAt();
        for (McImportedGame.Move m : game.moves()) {
            if (state.over()) {
                throw new IllegalArgumentException("a move after the end of the game");
            }
            int seq = state.moves();
            int seat = state.toMove();
            for (McImportedGame.Refused r : m.refused()) {
                if (seat != McTable.PUPIL || MulticartesRules.judge(state, r.said()).problem()
                        != MulticartesJudgment.Problem.NOT_ON_CARD) {
                    throw new IllegalArgumentException("only the pupil's products not on the card are refused: " + r);
                }
                last = inOrder(last, r.at(), now);
                McProgress.Said said = McProgress.wrong(r.said());
                progress.add(new McStore.StoredProgress(game.pupilId(), seq, r.at(), said.kind(), said.first(),
                        said.second()));
            }
            last = inOrder(last, m.at(), now);
            if (seat == McTable.PUPIL) {
                McProgress.of(state, m.move()).ifPresent(said -> progress.add(new McStore.StoredProgress(
                        game.pupilId(), seq, m.at(), said.kind(), said.first(), said.second())));
            }
            state = MulticartesGame.play(state, m.move()); // a move the rules refuse throws: the import stops
            moves.add(new McStore.StoredMove(seq, seat, m.move().notation(), m.at()));
        }
        McStore.GameRow row = new McStore.GameRow(id, game.pupilId(), setup.options().notation(), setup.seed(),
                setup.botLevel().name(), setup.botPaceMillis(), moves.size());
        return new McStore.WholeGame(row, state.over(), game.startedAt(), last, moves, progress);
    }

    private static Instant inOrder(Instant before, Instant at, Instant now) {
        if (at.isBefore(before) || at.isAfter(now)) {
            throw new IllegalArgumentException("times must be in the past and in order: " + at);
        }
        return at;
    }
}
