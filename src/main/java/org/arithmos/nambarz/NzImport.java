package org.arithmos.nambarz;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.engine.nambarz.IllegalMoveException;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.tables.BotSeats;
import org.arithmos.tables.GameId;
import org.arithmos.tables.Seat;
import org.arithmos.tables.persistence.GameMoveEntity;
import org.arithmos.tables.persistence.GameStore;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Stores a whole game played earlier (the demo school's history) exactly as the table stores a game played
 * move by move: the game row and seats, every move with its time, and the pupil's {@link PupilMoved} and
 * {@link PupilAsked} events with those times, so progress, "My games" and replay cannot tell the difference.
 * Every move is replayed through the engine first: a move the rules refuse stops the import.
 *
 * <p>Who may use it: the server itself ({@code accounts.SystemTask}, with the admin role); no page calls it.
 * One transaction per call: the games and their progress events are stored together or not at all.
 */
@Service
public class NzImport {

    private static final int PUPIL_SEAT = 0;

    private final GameStore store;
    private final AccountService accounts;
    private final ApplicationEventPublisher publisher;
    private final TransactionTemplate tx;
    private final Clock clock;

    NzImport(GameStore store, AccountService accounts, ApplicationEventPublisher publisher, TransactionTemplate tx,
               Clock clock) {
        this.store = store;
        this.accounts = accounts;
        this.publisher = publisher;
        this.tx = tx;
        this.clock = clock;
    }

    /**
     * Stores the games (finished or not) in one transaction, all or none, and returns their ids in order.
     * Their times must all lie in the past, in order within each game.
     */
    @PreAuthorize("hasRole('ADMIN')")
    public List<GameId> importGames(List<ImportedGame> games) {
        Map<Long, Account> pupils = new HashMap<>();
        for (ImportedGame g : games) {
            pupils.computeIfAbsent(g.pupilId(), id -> accounts.find(id).filter(a -> a.role() == Role.PUPIL)
                    .orElseThrow(() -> new IllegalArgumentException("games are imported for pupils only")));
        }
        // The engine's work in parallel (each game on its own); the writing in one transaction.
        List<Replayed> replayed = games.parallelStream().map(g -> replay(g, pupils.get(g.pupilId()))).toList();
        tx.executeWithoutResult(status -> {
            store.createWithMoves(replayed.stream().map(Replayed::whole).toList());
            publisher.publishEvent(new GamesImported(replayed.stream().flatMap(r -> r.moved.stream()).toList(),
                    replayed.stream().flatMap(r -> r.asked.stream()).toList()));
        });
        return replayed.stream().map(r -> r.game.id).toList();
    }

    /** A game rebuilt by the engine from its seed and moves, with the pupil's events, before anything is written. */
    private record Replayed(LiveGame game, GameStore.WholeGame whole, List<PupilMoved> moved, List<PupilAsked> asked) {
    }

    private Replayed replay(ImportedGame game, Account pupil) {
        NzSetup setup = game.setup();
        List<Seat> seats = BotSeats.seats(setup.options(), pupil.displayName(), pupil.face(),
                setup.botLevel(), setup.seed());
        LiveGame g = new LiveGame(GameId.random(), setup, seats, pupil.id(),
                NambarzGame.newGame(setup.options(), setup.seed()));
        List<GameMoveEntity> rows = new ArrayList<>();
        List<PupilMoved> moved = new ArrayList<>();
        List<PupilAsked> asked = new ArrayList<>();
        play(g, game, rows, moved, asked);
        return new Replayed(g, new GameStore.WholeGame(NzGameRows.entity(g, game.startedAt()), rows, g.state.isOver()),
                moved, asked);
    }

    /** Plays the moves on {@code g} as the table would, collecting the rows and the pupil's events. */
    private void play(LiveGame g, ImportedGame game, List<GameMoveEntity> rows, List<PupilMoved> moved,
                      List<PupilAsked> events) {
        Instant now = clock.instant();
        Instant last = game.startedAt();
        if (last.isAfter(now)) {
            throw new IllegalArgumentException("an imported game lies in the past");
        }
        g.turnStartedAt = last;
        for (ImportedGame.Move m : game.moves()) {
            NambarzState before = g.state;
            int seq = before.moveCount();
            int seat = before.currentSeat();
            boolean pupil = seat == PUPIL_SEAT;
            if (!pupil && (m.hintAt() != null || !m.checks().isEmpty())) {
                throw new IllegalArgumentException("only the pupil asks for help, at move " + seq);
            }
            for (PupilAsked asked : asked(g, seq, m)) {
                last = inOrder(last, asked.at(), now, seq);
                events.add(asked);
            }
            last = inOrder(last, m.at(), now, seq);
            Transition t;
            try {
                t = NambarzGame.apply(before, m.move());
            } catch (IllegalMoveException e) {
                throw PlayException.notAPlay(e);
            }
            if (pupil) {
                moved.add(new PupilMoved(g.ownerId, g.id, seq, m.at(), g.setup.options(), g.setup.mode(), m.move(),
                        t.events(), g.hintShown, Hints.missedPlay(before, m.move()),
                        Duration.between(g.turnStartedAt, m.at()).toMillis()));
            }
            rows.add(new GameMoveEntity(g.id.value(), seq, seat, m.move().notation(), m.at()));
            if (t.state().turnNumber() != before.turnNumber() && t.state().currentSeat() == PUPIL_SEAT) {
                g.turnStartedAt = m.at();
                g.hintShown = false;
            }
            g.state = t.state();
        }
    }

    /** The hint and checks asked for before the pupil's move, in the order they were asked. */
    private static List<PupilAsked> asked(LiveGame g, int seq, ImportedGame.Move m) {
        if (m.hintAt() == null && m.checks().isEmpty()) {
            return List.of();
        }
        if (g.setup.mode() != GameMode.LEARNING) {
            throw new PlayException(PlayException.Problem.LEARNING_ONLY, "hints and checks are for learning mode");
        }
        List<PupilAsked> asked = new ArrayList<>();
        for (ImportedGame.Check c : m.checks()) {
            if (!g.state.hand(PUPIL_SEAT).containsAll(c.play().cards())) {
                throw new IllegalArgumentException("a checked calculation uses cards not in the hand, at move " + seq);
            }
            asked.add(new PupilAsked.ForCheck(g.ownerId, g.id, seq, c.at(), g.setup.options(), c.play(),
                    CheckVerdict.of(g.state, c.play())));
        }
        if (m.hintAt() != null) {
            NambarzMove shown = Hints.suggestion(NambarzGame.legalMoves(g.state));
            asked.add(new PupilAsked.ForHint(g.ownerId, g.id, seq, m.hintAt(), g.setup.options(), shown));
            g.hintShown = true;
        }
        asked.sort(Comparator.comparing(PupilAsked::at));
        return asked;
    }

    private static Instant inOrder(Instant last, Instant at, Instant now, int seq) {
        if (at.isBefore(last) || at.isAfter(now)) {
            throw new IllegalArgumentException("times must follow one another and lie in the past, at move " + seq);
        }
        return at;
    }
}
