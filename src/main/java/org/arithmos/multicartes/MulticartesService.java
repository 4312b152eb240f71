package org.arithmos.multicartes;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.multicartes.MulticartesRules;
import org.arithmos.engine.multicartes.Transition;
import org.arithmos.multicartes.persistence.McStore;
import org.arithmos.play.GameId;
import org.arithmos.play.GameShelf;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayException;
import org.arithmos.play.ShelfGame;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Multicartes at the table: start a solo game or a game against 1-3 bots, play the pupil's moves (a move the
 * rules refuse comes back as its judgment and changes nothing), let a bot play one move, and at the end of
 * a solo game the best possible score (MC-SOLO-1). Also the pupils' times-table maps and the classes'
 * play choice.
 *
 * <p>Who may use it: anyone may play; a logged-in player's game is stored at every move and only its owner
 * can open it; a guest's lives in memory for their browser session and nothing is recorded. A pupil plays
 * only when their level enables Multicartes, and only what their class's {@link PlayChoice} allows. Every
 * action names the move count the caller saw: when the game has moved on, nothing is applied and the
 * current table comes back marked stale.
 */
@Service
public class MulticartesService implements GameShelf {

    static final List<String> BOT_NAMES = org.arithmos.play.BotSeats.NAMES.subList(0, 3);

    private final McLiveGames live;
    private final McStore store;
    private final CurrentUser user;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final LevelService levels;
    private final ClassroomService classroom;
    private final Audience audience;
    private final SecureRandom seeds = new SecureRandom();

    MulticartesService(McLiveGames live, McStore store, CurrentUser user, TransactionTemplate tx, Clock clock,
                       LevelService levels, ClassroomService classroom, Audience audience) {
        this.live = live;
        this.store = store;
        this.user = user;
        this.tx = tx;
        this.clock = clock;
        this.levels = levels;
        this.classroom = classroom;
        this.audience = audience;
    }

    /** What the signed-in person may start: everything for guests and grown-ups; a pupil per level and class. */
    @PreAuthorize("permitAll()")
    public McAccess myAccess() {
        Optional<Account> pupil = user.account().filter(a -> a.role() == Role.PUPIL);
        if (pupil.isEmpty()) {
            return new McAccess(true, PlayChoice.BOTH);
        }
        boolean enabled = levels.mayPlay(GameKind.MULTICARTES);
        Long classId = pupil.get().classId();
        PlayChoice choice = classId == null ? PlayChoice.BOTH : tx.execute(s -> choiceOf(classId));
        return new McAccess(enabled, choice);
    }

    @PreAuthorize("permitAll()")
    public McTable start(McSetup requested, GuestPass guest) {
        McAccess access = myAccess();
        if (!access.enabled() || !access.choice().allows(requested)) {
            throw new PlayException(PlayException.Problem.NOT_ENABLED, "not enabled for this pupil: " + access);
        }
        long seed = requested.seed() != null ? requested.seed() : seeds.nextLong();
        McSetup setup = requested.withSeed(seed);
        Optional<Account> account = user.account();
        Instant now = clock.instant();
        McLive g = new McLive(GameId.random(), setup, account.map(Account::id).orElse(null),
                account.isPresent() ? null : guest.token(), MulticartesGame.newGame(setup.options(), seed), now);
        if (g.recorded()) {
            tx.executeWithoutResult(s -> store.create(new McStore.GameRow(g.id.value(), g.ownerId,
                    setup.options().notation(), seed, setup.botLevel().name(), setup.botPaceMillis(), 0), now));
        }
        return McTables.view(live.put(g));
    }

    @PreAuthorize("permitAll()")
    public McTable open(GameId id, GuestPass guest) {
        McLive g = access(id, guest);
        return g.locked(() -> McTables.view(g));
    }

    /** The pupil's move. A move the rules refuse comes back as its judgment; nothing changes (decision 27). */
    @PreAuthorize("permitAll()")
    public McOutcome play(GameId id, GuestPass guest, int expectedMoves, MulticartesMove move) {
        McLive g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves) || g.state.toMove() != McTable.PUPIL) {
                return McOutcome.stale(McTables.view(g));
            }
            MulticartesJudgment verdict = MulticartesRules.judge(g.state, move);
            if (!verdict.legal()) {
                if (progressRecorded(g) && verdict.problem() == MulticartesJudgment.Problem.NOT_ON_CARD) {
                    McProgress.Said said = McProgress.wrong(move);
                    tx.executeWithoutResult(s -> store.recordProgress(g.ownerId, g.id.value(), expectedMoves,
                            clock.instant(), said.kind(), said.first(), said.second()));
                }
                return new McOutcome(McTables.view(g), List.of(), verdict, null, false);
            }
            MulticartesMove missed = move instanceof MulticartesMove.Pass ? McProgress.missedProduct(g.state) : null;
            List<McProgress.Said> progress = progressRecorded(g) ? McProgress.of(g.state, move).stream().toList()
                    : List.of();
            Transition t = MulticartesGame.apply(g.state, move);
            if (!commit(g, expectedMoves, McTable.PUPIL, move, t, progress)) {
                return McOutcome.stale(McTables.view(g));
            }
            return new McOutcome(McTables.view(g), List.of(new McOutcome.Step(McTable.PUPIL, move, null, t.events())),
                    null, missed, false);
        });
    }

    /** One bot move when a bot is to play; the table calls this at the bots' pace. */
    @PreAuthorize("permitAll()")
    public McOutcome letBotPlay(GameId id, GuestPass guest, int expectedMoves) {
        McLive g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves)) {
                return McOutcome.stale(McTables.view(g));
            }
            int seat = g.state.toMove();
            if (seat == McTable.PUPIL) {
                return new McOutcome(McTables.view(g), List.of(), null, null, false);
            }
            MulticartesBot.Decision d = g.setup.botLevel().decide(g.state.observation(seat), g.state.seed() + seat);
            Transition t = MulticartesGame.apply(g.state, d.move());
            if (!commit(g, expectedMoves, seat, d.move(), t, List.of())) {
                return McOutcome.stale(McTables.view(g));
            }
            return new McOutcome(McTables.view(g), List.of(new McOutcome.Step(seat, d.move(), d.reason(), t.events())),
                    null, null, false);
        });
    }

    /** The caller's unfinished games (the latest five), to resume them. */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public List<McGameSummary> myOpenGames() {
        long me = user.require().id();
        return store.openGames(me, 5).stream().map(r -> new McGameSummary(new GameId(r.id()),
                MulticartesOptions.parse(r.options()).players(), r.moveCount(),
                store.updatedAt(r.id()).orElse(null))).toList();
    }

    /**
     * Multicartes games in "My games" (decision 0017): solo, or against how many bots of which level, and the
     * moves played; they open at their table. A guest's games are not stored: none.
     */
    @Override
    @PreAuthorize("permitAll()")
    public List<ShelfGame> myShelf() {
        Optional<Account> me = user.account();
        if (me.isEmpty()) {
            return List.of();
        }
        return tx.execute(s -> store.gamesOf(me.get().id()).stream().map(MulticartesService::onShelf).toList());
    }

    private static ShelfGame onShelf(McStore.Shelved shelved) {
        McStore.GameRow g = shelved.game();
        int bots = MulticartesOptions.parse(g.options()).players() - 1;
        List<Object> words = bots == 0 ? List.of(g.moveCount())
                : List.of(bots, new ShelfGame.Words("mc.shelf.level." + g.botLevel()), g.moveCount());
        return new ShelfGame(GameKind.MULTICARTES, new GameId(g.id()), bots == 0 ? "mc.shelf.solo" : "mc.shelf.bots",
                words, shelved.finished(), shelved.lastPlayedAt(), "multicartes/" + g.id());
    }

    /** The signed-in pupil's times-table map. */
    @PreAuthorize("hasRole('PUPIL')")
    public TimesTable myTimesTable() {
        long me = user.require().id();
        return tx.execute(s -> TimesTables.of(store.progressOf(me)));
    }

    /** A pupil's times-table map, for the pupil, their teacher and a linked parent. */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public TimesTable timesTable(long pupilId) {
        audience.requireCanSee(pupilId);
        return TimesTables.of(store.progressOf(pupilId));
    }

    /** What the class may play (solo only, bots, or both); for the class's teacher. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public PlayChoice classChoice(long classId) {
        classroom.get(classId);
        return choiceOf(classId);
    }

    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public PlayChoice setClassChoice(long classId, PlayChoice choice) {
        classroom.get(classId);
        store.setPlayChoice(classId, choice.name());
        return choice;
    }

    // ---------------------------------------------------------------------------------------------

    private PlayChoice choiceOf(long classId) {
        return store.playChoice(classId).map(PlayChoice::valueOf).orElse(PlayChoice.BOTH);
    }

    private McLive access(GameId id, GuestPass guest) {
        return live.owned(id, user.account().map(Account::id), guest, owner -> tx.execute(s -> store.find(id.value())
                .filter(r -> r.ownerId() == owner)
                .map(r -> McTables.load(r, store.moves(r.id()), clock.instant()))));
    }

    private static boolean isStale(McLive g, int expectedMoves) {
        return g.state.over() || g.state.moves() != expectedMoves;
    }

    /** Stores the move and the pupil's progress and commits, then moves the game on in memory. */
    private boolean commit(McLive g, int seq, int seat, MulticartesMove move, Transition t,
                           List<McProgress.Said> progress) {
        if (g.recorded()) {
            Instant at = clock.instant();
            Boolean stored = tx.execute(s -> {
                if (!store.append(g.id.value(), seq, seat, move.notation(), t.state().over(), at)) {
                    return false;
                }
                progress.forEach(p -> store.recordProgress(g.ownerId, g.id.value(), seq, at, p.kind(), p.first(),
                        p.second()));
                return true;
            });
            if (!Boolean.TRUE.equals(stored)) {
                // Another copy of this game moved it on first (another server thread, a restart): the stored truth.
                tx.executeWithoutResult(s -> store.find(g.id.value()).ifPresent(r ->
                        g.state = McTables.load(r, store.moves(r.id()), clock.instant()).state));
                return false;
            }
        }
        g.state = t.state();
        return true;
    }

    private boolean progressRecorded(McLive g) {
        return g.recorded() && user.account().map(a -> a.role() == Role.PUPIL).orElse(false);
    }
}
