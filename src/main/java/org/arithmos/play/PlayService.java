package org.arithmos.play;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotDecision;
import org.arithmos.engine.bots.SelfPlay;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.IllegalMoveException;
import org.arithmos.engine.nambarz.Judge;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.play.persistence.GameStore;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The Nambarz table: start a game against bots, play the pupil's moves, let the bots play one move at a
 * time, hints and checks in learning mode, and "my games".
 *
 * <p>Who may use it: anyone may play. A logged-in player's game is stored at every move and only its
 * owner can open it; a guest's game lives in memory for their browser session and nothing is recorded.
 * Every action names the move count the caller saw: when the game has moved on (another tab, a double
 * click), nothing is applied and the current table comes back marked stale.
 */
@Service
public class PlayService implements GameShelf {

    private final LiveGames live;
    private final GameStore store;
    private final CurrentUser user;
    private final ApplicationEventPublisher publisher;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final SecureRandom seeds = new SecureRandom();
    private final LevelService levels;

    PlayService(LiveGames live, GameStore store, CurrentUser user, ApplicationEventPublisher publisher,
                TransactionTemplate tx, Clock clock, LevelService levels) {
        this.levels = levels;
        this.live = live;
        this.store = store;
        this.user = user;
        this.publisher = publisher;
        this.tx = tx;
        this.clock = clock;
    }

    @PreAuthorize("permitAll()")
    public TableState start(TableSetup requested, GuestPass guest) {
        long seed = requested.seed() != null ? requested.seed() : seeds.nextLong();
        TableSetup setup = levels.myLevel().map(level -> atLevel(requested, level)).orElse(requested).withSeed(seed);
        Optional<Account> account = user.account();
        String name = account.map(Account::displayName).orElse("");
        // The pupil's own face, the one on the login picker and the class list (it was derived from the id here).
        int face = account.map(Account::face).orElse(0);
        List<Seat> seats = BotSeats.seats(setup.options(), name, face, setup.botLevel(), seed);
        Instant now = clock.instant();
        LiveGame game = new LiveGame(GameId.random(), setup, seats, account.map(Account::id).orElse(null),
                account.isPresent() ? null : guest.token(), NambarzGame.newGame(setup.options(), seed), now);
        game.turnStartedAt = now;
        if (game.recorded()) {
            tx.executeWithoutResult(status -> store.create(Tables.entity(game, now)));
        }
        return Tables.view(live.put(game));
    }

    @PreAuthorize("permitAll()")
    public TableState open(GameId id, GuestPass guest) {
        LiveGame g = access(id, guest);
        return g.locked(() -> Tables.view(g));
    }

    /** The pupil's move; a play that breaks a rule is applied with its penalty (see the events). */
    @PreAuthorize("permitAll()")
    public Outcome play(GameId id, GuestPass guest, int expectedMoves, NambarzMove move) {
        LiveGame g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves) || g.state.currentSeat() != g.pupilSeat()) {
                return Outcome.stale(Tables.view(g));
            }
            NambarzMove missed = missedPlay(g.state, move);
            NambarzState before = g.state;
            Transition t = apply(g.state, move);
            Long thinking = g.turnStartedAt == null ? null : Duration.between(g.turnStartedAt, clock.instant()).toMillis();
            PupilMoved event = progressRecorded(g) ? new PupilMoved(g.ownerId, g.id, expectedMoves, clock.instant(),
                    g.setup.options(), g.setup.mode(), move, t.events(), g.hintShown, missed, thinking) : null;
            if (!commit(g, expectedMoves, g.pupilSeat(), move, t, event)) {
                return Outcome.stale(Tables.view(g));
            }
            List<TableEvent> events = new ArrayList<>();
            events.add(new TableEvent.Moved(g.pupilSeat(), move, null, visible(t.events(), g.pupilSeat())));
            if (missed != null) {
                events.add(new TableEvent.MissedPlay(missed));
            }
            betterPlay(before, t).ifPresent(better -> events.add(new TableEvent.BetterPlay(better)));
            return new Outcome(Tables.view(g), events, false);
        });
    }

    /**
     * A pupil plays at the level their teacher set, whatever the page sent: operations, brackets, jokers
     * and bots come from it, and learning mode (hints, Check) only when it allows them.
     */
    static TableSetup atLevel(TableSetup requested, Level level) {
        if (!level.games().contains(GameKind.NAMBARZ)) {
            throw new PlayException(PlayException.Problem.NOT_ENABLED, "Nambarz is not enabled for this pupil");
        }
        var options = requested.options().withOperations(level.operations()).withParentheses(level.parentheses())
                .withJokerLevel(level.jokers());
        GameMode mode = level.hintsAllowed() ? requested.mode() : GameMode.GAME;
        return new TableSetup(options, mode, level.bots(), requested.botPaceMillis(),
                mode == requested.mode() ? requested.showResults() : false, requested.seed());
    }

    /** One bot move, when a bot is to play; the table calls this at the pace the pupil chose. */
    @PreAuthorize("permitAll()")
    public Outcome letBotPlay(GameId id, GuestPass guest, int expectedMoves) {
        LiveGame g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves)) {
                return Outcome.stale(Tables.view(g));
            }
            int seat = g.state.currentSeat();
            Seat bot = g.seats.get(seat);
            if (!bot.isBot()) {
                return new Outcome(Tables.view(g), List.of(), false);
            }
            BotDecision decision = bot.bot().bot().decide(g.state.observation(seat), SelfPlay.randomFor(g.state));
            Transition t = apply(g.state, decision.move());
            if (!commit(g, expectedMoves, seat, decision.move(), t, null)) {
                return Outcome.stale(Tables.view(g));
            }
            return new Outcome(Tables.view(g), List.of(new TableEvent.Moved(seat, decision.move(), decision.reason(),
                    visible(t.events(), g.pupilSeat()))), false);
        });
    }

    /** How fast the bots play from now on (no timer ever hurries the pupil; this is the bots' pace). */
    @PreAuthorize("permitAll()")
    public TableState setBotPace(GameId id, GuestPass guest, int millis) {
        LiveGame g = access(id, guest);
        return g.locked(() -> {
            g.setup = g.setup.withPace(millis);
            if (g.recorded()) {
                tx.executeWithoutResult(s -> store.setBotPace(g.id.value(), millis));
            }
            return Tables.view(g);
        });
    }

    /** Learning mode: a legal play to try now (counted as a hint). Empty when the game has moved on. */
    @PreAuthorize("permitAll()")
    public Optional<NambarzMove> hint(GameId id, GuestPass guest, int expectedMoves) {
        LiveGame g = access(id, guest);
        return g.locked(() -> {
            requireLearning(g);
            if (isStale(g, expectedMoves) || g.state.currentSeat() != g.pupilSeat()) {
                return Optional.empty();
            }
            NambarzMove shown = Hints.suggestion(NambarzGame.legalMoves(g.state));
            g.hintShown = true;
            if (progressRecorded(g)) {
                tx.executeWithoutResult(s -> publisher.publishEvent(new PupilAsked.ForHint(g.ownerId, g.id,
                        expectedMoves, clock.instant(), g.setup.options(), shown)));
            }
            return Optional.of(shown);
        });
    }

    /** Learning mode: the verdict on a calculation without playing it, so without penalty. */
    @PreAuthorize("permitAll()")
    public Judgment check(GameId id, GuestPass guest, int expectedMoves, NambarzMove.PutDown play) {
        LiveGame g = access(id, guest);
        return g.locked(() -> {
            requireLearning(g);
            if (isStale(g, expectedMoves) || g.state.currentSeat() != g.pupilSeat()) {
                throw new PlayException(PlayException.Problem.NOT_YOUR_TURN, "the game has moved on");
            }
            NambarzState s = g.state;
            if (!s.hand(g.pupilSeat()).containsAll(play.cards())) {
                throw new PlayException(PlayException.Problem.NOT_A_PLAY, IllegalMoveException.Problem.NOT_IN_HAND,
                        "these cards are not all in the hand");
            }
            Judgment verdict = judgeWithoutPlaying(s, play);
            if (progressRecorded(g)) {
                tx.executeWithoutResult(st -> publisher.publishEvent(new PupilAsked.ForCheck(g.ownerId, g.id,
                        expectedMoves, clock.instant(), g.setup.options(), play, verdict)));
            }
            return verdict;
        });
    }

    @PreAuthorize("isAuthenticated()")
    public List<GameSummary> myGames() {
        long owner = user.require().id();
        // The game table also holds the other games' live tables (0018, 0025): Nambarz's only here.
        return tx.execute(s -> store.byOwner(owner).stream().filter(e -> Tables.NAMBARZ.equals(e.gameKind()))
                .map(Tables::summary).toList());
    }

    /** Nambarz games in "My games": players, level and mode; they open at their table. */
    @Override
    @PreAuthorize("permitAll()")
    public List<ShelfGame> myShelf() {
        if (user.account().isEmpty()) {
            return List.of();
        }
        return myGames().stream().map(PlayService::onShelf).toList();
    }

    private static ShelfGame onShelf(GameSummary g) {
        return new ShelfGame(GameKind.NAMBARZ, g.id(), "games.describe", described(g.options(), g.mode().name()),
                g.finished(), g.lastPlayedAt(), "table/" + g.id());
    }

    /** A Nambarz game's choices as "My games" says them ("games.describe"): players, operations, mode. */
    static List<Object> described(String options, String mode) {
        NambarzOptions o = NambarzOptions.parse(options);
        String level = o.parentheses() ? "BRACKETS" : o.operations() == OperationSet.ADD_SUBTRACT ? "PLUS_MINUS" : "ALL_FOUR";
        return List.of(o.players(), new ShelfGame.Words("play.setup.level." + level),
                new ShelfGame.Words("play.setup.mode." + mode));
    }

    // ---------------------------------------------------------------------------------------------

    private LiveGame access(GameId id, GuestPass guest) {
        return live.owned(id, user.account().map(Account::id), guest, owner -> tx.execute(s -> store.find(id.value())
                .filter(e -> e.ownerId() == owner && !store.isLiveTable(e.id()))
                .map(e -> Tables.load(e, store.moves(e.id()), clock.instant()))));
    }

    private static boolean isStale(LiveGame g, int expectedMoves) {
        return g.state.isOver() || g.state.moveCount() != expectedMoves;
    }

    private static Transition apply(NambarzState state, NambarzMove move) {
        try {
            return NambarzGame.apply(state, move);
        } catch (IllegalMoveException e) {
            throw PlayException.notAPlay(e);
        }
    }

    /** Stores the move (and the pupil's progress event) and commits, then moves the game on in memory. */
    private boolean commit(LiveGame g, int seq, int seat, NambarzMove move, Transition t, PupilMoved event) {
        if (g.recorded()) {
            Instant at = clock.instant();
            Boolean stored = tx.execute(status -> {
                if (!store.append(g.id.value(), seq, seat, move.notation(), t.state().isOver(), at)) {
                    return false;
                }
                if (event != null) {
                    publisher.publishEvent(event);
                }
                return true;
            });
            if (!Boolean.TRUE.equals(stored)) {
                // Another copy of this game moved it on first: take the stored truth.
                tx.executeWithoutResult(s -> store.find(g.id.value()).ifPresent(e ->
                        g.state = Tables.load(e, store.moves(e.id()), clock.instant()).state));
                return false;
            }
        }
        boolean newPupilTurn = t.state().turnNumber() != g.state.turnNumber() && t.state().currentSeat() == g.pupilSeat();
        g.state = t.state();
        if (newPupilTurn) {
            g.turnStartedAt = clock.instant();
            g.hintShown = false;
        }
        return true;
    }

    /**
     * When the pupil draws although a card could be put down, or keeps a drawn card that could be played:
     * that play (NZ-TURN-2; shown kindly, never a penalty).
     */
    static NambarzMove missedPlay(NambarzState state, NambarzMove move) {
        boolean drawing = move instanceof NambarzMove.Draw && state.phase() instanceof TurnPhase.Open;
        boolean keeping = move instanceof NambarzMove.Pass && state.phase() instanceof TurnPhase.Drawn;
        if (!drawing && !keeping) {
            return null;
        }
        return Hints.bestPlay(NambarzGame.legalMoves(state)).orElse(null);
    }

    /**
     * When the pupil's play was penalized and every card went back (no correction kept a right play): the
     * play the hint would have shown, or a draw when no card could be put down.
     */
    static Optional<NambarzMove> betterPlay(NambarzState before, Transition t) {
        boolean allBack = t.events().stream().anyMatch(e -> e instanceof NambarzEvent.Played p
                && p.seat() == before.currentSeat() && p.judgment() instanceof Judgment.Penalized penalty
                && penalty.correction() instanceof Correction.TakeBack);
        return allBack ? Optional.of(Hints.suggestion(NambarzGame.legalMoves(before))) : Optional.empty();
    }

    static Judgment judgeWithoutPlaying(NambarzState s, NambarzMove.PutDown play) {
        return judgeWithoutPlaying(s.target(), s.phase(), s.options().calcMode(), play);
    }

    /** The same from what the pupil sees (TableState): the table's ✓ and Check agree with playing it. */
    static Judgment judgeWithoutPlaying(Target target, TurnPhase phase, CalcMode mode, NambarzMove.PutDown play) {
        try {
            if (phase instanceof TurnPhase.AfterChangeJoker(var kind, var covered)) {
                return Judge.judgeAfterChangeJoker(kind, covered, play.cards());
            }
            return Judge.judge(target, play.cards(), play.expr(), mode);
        } catch (IllegalArgumentException e) {
            throw new PlayException(PlayException.Problem.NOT_A_PLAY, IllegalMoveException.Problem.PARENTHESES_OFF,
                    e.getMessage());
        }
    }

    private void requireLearning(LiveGame g) {
        if (g.setup.mode() != GameMode.LEARNING) {
            throw new PlayException(PlayException.Problem.LEARNING_ONLY, "hints and checks are for learning mode");
        }
    }

    private boolean progressRecorded(LiveGame g) {
        return g.recorded() && user.account().map(a -> a.role() == Role.PUPIL).orElse(false);
    }

    private static List<NambarzEvent> visible(List<NambarzEvent> events, int viewer) {
        return events.stream().map(e -> e.seenBy(viewer)).toList();
    }
}
