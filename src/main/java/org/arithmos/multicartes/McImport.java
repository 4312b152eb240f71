package org.arithmos.multicartes;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesRules;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.multicartes.persistence.McStore;
import org.arithmos.tables.BotSeats;
import org.arithmos.tables.GameId;
import org.arithmos.tables.persistence.GameEntity;
import org.arithmos.tables.persistence.GameMoveEntity;
import org.arithmos.tables.persistence.GameStore;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Stores whole Multicartes games played earlier (the demo school's history) as the table stores a game
 * played move by move, at a private table (0018, step 3): the game with its seats, every move with its time, the
 * table's row, and the pupil's multiplications ({@link McProgress}: found, after a swap, missed on a pass, refused),
 * so the times-table map, resume and export cannot tell the difference. Every move is replayed through the engine first: a move the rules
 * refuse, or a refused product that the rules would have accepted, stops the import.
 *
 * <p>Who may use it: the server itself ({@code accounts.SystemTask}, with the admin role); no page calls it.
 * One transaction per call: all the games or none.
 */
@Service
public class McImport {

    /** A game ready to be written: the game and its moves as the tables store them, the pupil's multiplications. */
    private record Whole(GameStore.WholeGame game, List<McStore.StoredProgress> progress) {
    }

    private final GameStore games;
    private final McStore store;
    private final AccountService accounts;
    private final TransactionTemplate tx;
    private final Clock clock;

    McImport(GameStore games, McStore store, AccountService accounts, TransactionTemplate tx, Clock clock) {
        this.games = games;
        this.store = store;
        this.accounts = accounts;
        this.tx = tx;
        this.clock = clock;
    }

    /** Stores the games (finished or not) in one transaction and returns their ids in order; all times in the past. */
    @PreAuthorize("hasRole('ADMIN')")
    public List<GameId> importGames(List<McImportedGame> games) {
        Map<Long, Account> pupils = new HashMap<>();
        for (McImportedGame g : games) {
            pupils.computeIfAbsent(g.pupilId(), id -> accounts.find(id).filter(a -> a.role() == Role.PUPIL)
                    .orElseThrow(() -> new IllegalArgumentException("games are imported for pupils only")));
        }
        Instant now = clock.instant();
        List<Whole> whole = games.parallelStream().map(g -> replay(g, pupils.get(g.pupilId()), now)).toList();
        tx.executeWithoutResult(s -> {
            this.games.createWithMoves(whole.stream().map(Whole::game).toList());
            store.recordTableProgress(whole.stream().flatMap(w -> w.progress().stream()).toList());
        });
        return whole.stream().map(w -> new GameId(w.game().game().id())).toList();
    }

    private static Whole replay(McImportedGame game, Account pupil, Instant now) {
        McSetup setup = game.setup();
        UUID id = GameId.random().value();
        MulticartesState state = MulticartesGame.newGame(setup.options(), setup.seed());
        List<GameMoveEntity> moves = new ArrayList<>();
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
                progress.add(new McStore.StoredProgress(game.pupilId(), id, seq, r.at(), said.kind(), said.first(),
                        said.second()));
            }
            last = inOrder(last, m.at(), now);
            if (seat == McTable.PUPIL) {
                McProgress.of(state, m.move()).ifPresent(said -> progress.add(new McStore.StoredProgress(
                        game.pupilId(), id, seq, m.at(), said.kind(), said.first(), said.second())));
            }
            state = MulticartesGame.play(state, m.move()); // a move the rules refuse throws: the import stops
            moves.add(new GameMoveEntity(id, seq, seat, m.move().notation(), m.at()));
        }
        // Multicartes at a table is in learning mode: no penalty, a refused product is explained (0025).
        GameEntity row = new GameEntity(id, pupil.id(), McTableGame.KIND, setup.options().notation(), setup.seed(),
                "LEARNING", setup.botPaceMillis(), false,
                BotSeats.inOrder(pupil, setup.options().players(), setup.botLevel().name()), game.startedAt());
        return new Whole(new GameStore.WholeGame(row, moves, state.over()), progress);
    }

    private static Instant inOrder(Instant before, Instant at, Instant now) {
        if (at.isBefore(before) || at.isAfter(now)) {
            throw new IllegalArgumentException("times must be in the past and in order: " + at);
        }
        return at;
    }
}
