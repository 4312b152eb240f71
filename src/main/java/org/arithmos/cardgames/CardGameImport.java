package org.arithmos.cardgames;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.arithmos.tables.BotSeats;
import org.arithmos.tables.GameId;
import org.arithmos.tables.persistence.GameEntity;
import org.arithmos.tables.persistence.GameMoveEntity;
import org.arithmos.tables.persistence.GameStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Stores whole card games played earlier (the demo school's history) as a private table stores a game played move
 * by move (0018 step 3): the game with its seats, every move with its time, the table's row, and the pupil's progress
 * rows, made by each game's own code from the engine's events ({@link Rules}). Every move and every refused try is judged again by the
 * engine first: a move the rules refuse, or a "refused" try the rules would have accepted, stops the import.
 * Each game feature's import service checks who asks (admin only) and calls this; one transaction per call.
 */
@Component
public class CardGameImport {

    /** A game of one pupil (seat 0): the table set up, when it started, and every move with its time. */
    public record Game<S, M>(long pupilId, S setup, Instant startedAt, List<Move<M>> moves) {
        public Game {
            moves = List.copyOf(moves);
        }
    }

    /** A move, and the pupil's tries the rules refused just before it (on their own turn). */
    public record Move<M>(M move, Instant at, List<Refused<M>> refused) {
        public Move {
            refused = List.copyOf(refused);
        }

        public static <M> Move<M> of(M move, Instant at) {
            return new Move<>(move, at, List.of());
        }
    }

    /** A step the pupil tried and the rules refused. */
    public record Refused<M>(M tried, Instant at) {
    }

    /** A progress row as a game feature records it for the pupil. */
    public record Row(String event, int amount, String detail) {
    }

    /** What a played move gives: the next state and the pupil's progress rows from its events. */
    public record Step<S>(S state, List<Row> progress) {
    }

    /** Where a game is: the seat to move, the moves played so far, whether it is over. */
    public record Position(int toMove, int moves, boolean over) {
    }

    /**
     * A game feature's engine and its progress code, as its live service uses them: where a state is; the row of
     * a refused try (empty when the rules accept the move); playing a move (a move the rules refuse throws) with
     * the pupil's rows from its events; a move's notation.
     */
    public record Rules<S, M>(Function<S, Position> position, BiFunction<S, M, Optional<Row>> refused,
                              BiFunction<S, M, Step<S>> play, Function<M, String> notation) {
    }

    /**
     * A game's table, from its set-up: the options as the table game reads them, how many seats (the pupil's and the
     * robots'), the robots' level and pace, the deal, and the first state.
     */
    public record Stored<S>(String options, int seats, String robotLevel, int paceMillis, long seed, S start) {
    }

    /** A game ready to be written: the game and its moves as the tables store them, the pupil's progress rows. */
    private record Whole(GameStore.WholeGame game, List<CardGameStore.StoredProgress> progress) {
    }

    private final GameStore games;
    private final CardGameStore store;
    private final AccountService accounts;
    private final TransactionTemplate tx;
    private final Clock clock;

    CardGameImport(GameStore games, CardGameStore store, AccountService accounts, TransactionTemplate tx, Clock clock) {
        this.games = games;
        this.store = store;
        this.accounts = accounts;
        this.tx = tx;
        this.clock = clock;
    }

    /** Replays and stores the games (finished or not) in one transaction; their ids in order. The caller checks access. */
    public <T, S, M> List<GameId> importGames(CardGameKind kind, List<Game<T, M>> games, Function<T, Stored<S>> setup,
                                              Rules<S, M> rules) {
        Map<Long, Account> pupils = new HashMap<>();
        for (Game<T, M> g : games) {
            pupils.computeIfAbsent(g.pupilId(), id -> accounts.find(id).filter(a -> a.role() == Role.PUPIL)
                    .orElseThrow(() -> new IllegalArgumentException("games are imported for pupils only")));
        }
        Instant now = clock.instant();
        List<Whole> whole = games.parallelStream()
                .map(g -> replay(kind, g, pupils.get(g.pupilId()), setup.apply(g.setup()), rules, now)).toList();
        tx.executeWithoutResult(s -> {
            this.games.createWithMoves(whole.stream().map(Whole::game).toList());
            store.recordTableProgress(kind, whole.stream().flatMap(w -> w.progress().stream()).toList());
        });
        return whole.stream().map(w -> new GameId(w.game().game().id())).toList();
    }

    private static <T, S, M> Whole replay(CardGameKind kind, Game<T, M> game, Account pupil, Stored<S> stored,
                                          Rules<S, M> rules, Instant now) {
        UUID id = GameId.random().value();
        S state = stored.start();
        List<GameMoveEntity> moves = new ArrayList<>();
        List<CardGameStore.StoredProgress> progress = new ArrayList<>();
        Instant last = game.startedAt();
        for (Move<M> m : game.moves()) {
            Position at = rules.position().apply(state);
            if (at.over()) {
                throw new IllegalArgumentException("a move after the end of the game");
            }
            for (Refused<M> r : m.refused()) {
                Row row = rules.refused().apply(state, r.tried()).filter(x -> at.toMove() == 0).orElseThrow(() ->
                        new IllegalArgumentException("only the pupil's tries the rules refuse are refused: " + r));
                last = inOrder(last, r.at(), now);
                progress.add(new CardGameStore.StoredProgress(pupil.id(), id, at.moves(), row.event(), row.amount(),
                        row.detail(), r.at()));
            }
            last = inOrder(last, m.at(), now);
            Step<S> step = rules.play().apply(state, m.move()); // a move the rules refuse throws: the import stops
            for (Row row : step.progress()) {
                progress.add(new CardGameStore.StoredProgress(pupil.id(), id, at.moves(), row.event(), row.amount(),
                        row.detail(), m.at()));
            }
            state = step.state();
            moves.add(new GameMoveEntity(id, at.moves(), at.toMove(), rules.notation().apply(m.move()), m.at()));
        }
        // The card games against robots have no learning mode (0026, 0027): GAME, no running results.
        GameEntity row = new GameEntity(id, pupil.id(), kind.name(), stored.options(), stored.seed(), "GAME",
                stored.paceMillis(), false, BotSeats.inOrder(pupil, stored.seats(), stored.robotLevel()),
                game.startedAt());
        return new Whole(new GameStore.WholeGame(row, moves, rules.position().apply(state).over()), progress);
    }

    private static Instant inOrder(Instant before, Instant at, Instant now) {
        if (at.isBefore(before) || at.isAfter(now)) {
            throw new IllegalArgumentException("times must be in the past and in order: " + at);
        }
        return at;
    }
}
