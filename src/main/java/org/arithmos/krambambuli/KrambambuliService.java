package org.arithmos.krambambuli;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.cardgames.CardGameKind;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliRules;
import org.arithmos.engine.krambambuli.Transition;
import org.arithmos.play.GameId;
import org.arithmos.play.GameShelf;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayException;
import org.arithmos.play.ShelfGame;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Krambambuli at the table: start a game against 1-7 bots, play the pupil's steps (a step the rules refuse
 * comes back as its judgment and changes nothing), let a bot play one step, list one's games.
 *
 * <p>Who may use it: anyone may play; a logged-in player's game is stored at every step (card_game, kind
 * KRAMBAMBULI) and only its owner can open it; a guest's lives in memory for their browser session and
 * nothing is recorded. A pupil plays only when their level enables Krambambuli. Every action names the
 * step count the caller saw: when the game has moved on, nothing is applied and the current table comes
 * back marked stale.
 */
@Service
public class KrambambuliService implements GameShelf {

    private final KbLiveGames live;
    private final CardGameStore store;
    private final CurrentUser user;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final LevelService levels;
    private final SecureRandom seeds = new SecureRandom();

    KrambambuliService(KbLiveGames live, CardGameStore store, CurrentUser user, TransactionTemplate tx, Clock clock,
                       LevelService levels) {
        this.live = live;
        this.store = store;
        this.user = user;
        this.tx = tx;
        this.clock = clock;
        this.levels = levels;
    }

    /** Whether the signed-in person may start a game: guests and grown-ups may; a pupil when their level says so. */
    @PreAuthorize("permitAll()")
    public boolean mayPlay() {
        return levels.mayPlay(GameKind.KRAMBAMBULI);
    }

    @PreAuthorize("permitAll()")
    public KbTable start(KbSetup requested, GuestPass guest) {
        if (!mayPlay()) {
            throw new PlayException(PlayException.Problem.NOT_ENABLED, "Krambambuli is not enabled for this pupil");
        }
        long seed = requested.seed() != null ? requested.seed() : seeds.nextLong();
        KbSetup setup = requested.withSeed(seed);
        Optional<Account> account = user.account();
        Instant now = clock.instant();
        KbLive g = new KbLive(GameId.random(), setup, account.map(Account::id).orElse(null),
                account.isPresent() ? null : guest.token(), KrambambuliGame.newGame(setup.options(), seed), now);
        if (g.recorded()) {
            tx.executeWithoutResult(s -> store.create(g.id.value(), CardGameKind.KRAMBAMBULI, g.ownerId,
                    setup.notation(), seed, setup.botLevel().name(), now));
        }
        return KbTables.view(live.put(g));
    }

    @PreAuthorize("permitAll()")
    public KbTable open(GameId id, GuestPass guest) {
        KbLive g = access(id, guest);
        return g.locked(() -> KbTables.view(g));
    }

    /** The pupil's step. A step the rules refuse comes back as its judgment; nothing changes. */
    @PreAuthorize("permitAll()")
    public KbOutcome play(GameId id, GuestPass guest, int expectedMoves, KrambambuliMove move) {
        KbLive g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves) || g.state.toMove() != KbTable.PUPIL) {
                return KbOutcome.stale(KbTables.view(g));
            }
            KrambambuliJudgment verdict = KrambambuliRules.judge(g.state, move);
            if (!verdict.legal()) {
                if (progressRecorded(g)) {
                    Progress r = refused(verdict);
                    tx.executeWithoutResult(s -> store.recordProgress(g.ownerId, g.id.value(), CardGameKind.KRAMBAMBULI,
                            expectedMoves, r.event, r.amount, r.detail, clock.instant()));
                }
                return new KbOutcome(KbTables.view(g), List.of(), verdict, false);
            }
            Transition t = KrambambuliGame.apply(g.state, move);
            if (!commit(g, expectedMoves, KbTable.PUPIL, move, t)) {
                return KbOutcome.stale(KbTables.view(g));
            }
            return new KbOutcome(KbTables.view(g), List.of(new KbOutcome.Step(KbTable.PUPIL, move, null, t.events())),
                    null, false);
        });
    }

    /** One bot step when a bot is to play; the table calls this at the bots' pace. */
    @PreAuthorize("permitAll()")
    public KbOutcome letBotPlay(GameId id, GuestPass guest, int expectedMoves) {
        KbLive g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves)) {
                return KbOutcome.stale(KbTables.view(g));
            }
            int seat = g.state.toMove();
            if (seat == KbTable.PUPIL) {
                return new KbOutcome(KbTables.view(g), List.of(), null, false);
            }
            KrambambuliBot.Decision d = g.setup.botLevel().decide(g.state.observation(seat));
            Transition t = KrambambuliGame.apply(g.state, d.move());
            if (!commit(g, expectedMoves, seat, d.move(), t)) {
                return KbOutcome.stale(KbTables.view(g));
            }
            return new KbOutcome(KbTables.view(g), List.of(new KbOutcome.Step(seat, d.move(), d.reason(), t.events())),
                    null, false);
        });
    }

    /** The caller's unfinished games (the latest five), to resume them from the start page. */
    @PreAuthorize("isAuthenticated()")
    public List<ShelfGame> myOpenGames() {
        return shelf(true, 5);
    }

    /** The caller's Krambambuli games for "My games" (none for a guest). */
    @Override
    @PreAuthorize("permitAll()")
    public List<ShelfGame> myShelf() {
        return user.account().isPresent() ? shelf(false, 20) : List.of();
    }

    // ---------------------------------------------------------------------------------------------

    private List<ShelfGame> shelf(boolean unfinishedOnly, int limit) {
        long me = user.require().id();
        return tx.execute(s -> store.games(CardGameKind.KRAMBAMBULI, me, unfinishedOnly, limit).stream()
                .map(r -> new ShelfGame(GameKind.KRAMBAMBULI, new GameId(r.id()), "kb.shelf.game",
                        List.of(KbSetup.parse(r.options(), r.botLevel(), r.seed()).bots(), r.moveCount()), r.finished(),
                        r.updatedAt(), "krambambuli/" + r.id()))
                .toList());
    }

    private KbLive access(GameId id, GuestPass guest) {
        return live.owned(id, user.account().map(Account::id), guest, owner -> tx.execute(s -> store.find(id.value())
                .filter(r -> r.ownerId() == owner && r.kind() == CardGameKind.KRAMBAMBULI)
                .map(r -> KbTables.load(r, store.moves(r.id()), clock.instant()))));
    }

    private static boolean isStale(KbLive g, int expectedMoves) {
        return g.state.over() || g.state.moves() != expectedMoves;
    }

    /** Stores the step and the pupil's progress and commits, then moves the game on in memory. */
    private boolean commit(KbLive g, int seq, int seat, KrambambuliMove move, Transition t) {
        if (g.recorded()) {
            Instant at = clock.instant();
            List<Progress> progress = progressRecorded(g) ? progress(t.events()) : List.of();
            Boolean stored = tx.execute(s -> {
                if (!store.append(g.id.value(), seq, seat, move.notation(), t.state().over(), at)) {
                    return false;
                }
                progress.forEach(p -> store.recordProgress(g.ownerId, g.id.value(), CardGameKind.KRAMBAMBULI, seq,
                        p.event, p.amount, p.detail, at));
                return true;
            });
            if (!Boolean.TRUE.equals(stored)) {
                // Another copy of this game moved it on first: the stored truth wins.
                tx.executeWithoutResult(s -> store.find(g.id.value()).ifPresent(r ->
                        g.state = KbTables.load(r, store.moves(r.id()), clock.instant()).state));
                return false;
            }
        }
        g.state = t.state();
        return true;
    }

    /** What the pupil did, for the dashboards: first laying down (points), melds, additions, a round's points. */
    static List<Progress> progress(List<KrambambuliEvent> events) {
        return progress(events, KbTable.PUPIL);
    }

    static final String ROUND_POINTS = "ROUND_POINTS";

    /** What the pupil of {@code seat} did (a live table's pupil sits at any seat, 0027). */
    static List<Progress> progress(List<KrambambuliEvent> events, int seat) {
        List<Progress> out = new ArrayList<>();
        for (KrambambuliEvent e : events) {
            switch (e) {
                case KrambambuliEvent.Laid l when l.seat() == seat ->
                        out.add(new Progress(l.opening() ? "OPENED" : "MELD", l.points(), l.melds().size() + " meld(s)"));
                case KrambambuliEvent.Added a when a.seat() == seat ->
                        out.add(new Progress("ADDED", a.cards().size(), "meld " + a.meld()));
                case KrambambuliEvent.RetrievedJoker j when j.seat() == seat ->
                        out.add(new Progress("JOKER_BACK", 1, j.card().notation()));
                case KrambambuliEvent.RoundEnded r -> out.add(new Progress(ROUND_POINTS,
                        r.result().points().get(seat), r.result().winner() == seat
                        ? (r.result().ramiSec() ? "RAMI_SEC" : "OUT") : r.result().winner() < 0 ? "BLOCKED" : ""));
                default -> {
                }
            }
        }
        return out;
    }

    /** A step the rules refused: the points laid (a first laying down) and "rule PROBLEM" ("KB-OPEN-1 TOO_FEW_POINTS"). */
    static Progress refused(KrambambuliJudgment verdict) {
        return new Progress("REFUSED", verdict.total(), verdict.rule() + " " + verdict.problem().name());
    }

    private boolean progressRecorded(KbLive g) {
        return g.recorded() && user.account().map(a -> a.role() == Role.PUPIL).orElse(false);
    }

    record Progress(String event, int amount, String detail) {
    }
}
