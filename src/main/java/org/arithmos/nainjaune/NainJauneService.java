package org.arithmos.nainjaune;

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
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.engine.nainjaune.NainJauneRules;
import org.arithmos.engine.nainjaune.NainJauneTransition;
import org.arithmos.play.GameId;
import org.arithmos.play.GameShelf;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayException;
import org.arithmos.play.ShelfGame;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Nain Jaune at the table: start a game against 1-7 bots, play the pupil's moves (a move the rules refuse
 * comes back as its judgment and changes nothing), let a bot play one move.
 *
 * <p>Who may use it: anyone may play; a logged-in player's game is stored at every move (CardGameStore, kind
 * NAIN_JAUNE) and only its owner can open it; a guest's lives in memory for their browser session and
 * nothing is recorded. A pupil plays only when their level enables Nain Jaune. Every action names the move
 * count the caller saw: when the game has moved on, nothing is applied and the current table comes back
 * marked stale. A pupil's moves and what they won and paid are recorded for the dashboards.
 */
@Service
public class NainJauneService implements GameShelf {

    static final List<String> BOT_NAMES = org.arithmos.play.BotSeats.NAMES.subList(0, 7);

    private final NjLiveGames live;
    private final CardGameStore store;
    private final CurrentUser user;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final LevelService levels;
    private final Audience audience;
    private final SecureRandom seeds = new SecureRandom();

    NainJauneService(NjLiveGames live, CardGameStore store, CurrentUser user, TransactionTemplate tx, Clock clock,
                     LevelService levels, Audience audience) {
        this.live = live;
        this.store = store;
        this.user = user;
        this.tx = tx;
        this.clock = clock;
        this.levels = levels;
        this.audience = audience;
    }

    /** Whether the signed-in person may start a game: guests and grown-ups always; a pupil when their level enables it. */
    @PreAuthorize("permitAll()")
    public boolean mayPlay() {
        return levels.mayPlay(GameKind.NAIN_JAUNE);
    }

    @PreAuthorize("permitAll()")
    public NjTable start(NjSetup requested, GuestPass guest) {
        if (!mayPlay()) {
            throw new PlayException(PlayException.Problem.NOT_ENABLED, "Nain Jaune is not enabled for this pupil");
        }
        long seed = requested.seed() != null ? requested.seed() : seeds.nextLong();
        NjSetup setup = requested.withSeed(seed);
        Optional<Account> account = user.account();
        Instant now = clock.instant();
        NjLive g = new NjLive(GameId.random(), setup, account.map(Account::id).orElse(null),
                account.isPresent() ? null : guest.token(), NainJauneGame.newGame(setup.options(), seed), now);
        if (g.recorded()) {
            tx.executeWithoutResult(s -> store.create(g.id.value(), CardGameKind.NAIN_JAUNE, g.ownerId,
                    setup.options().notation(), seed, setup.botLevel().name(), now));
        }
        return view(live.put(g));
    }

    @PreAuthorize("permitAll()")
    public NjTable open(GameId id, GuestPass guest) {
        NjLive g = access(id, guest);
        return g.locked(() -> view(g));
    }

    /** The pupil's move. A move the rules refuse comes back as its judgment; nothing changes. */
    @PreAuthorize("permitAll()")
    public NjOutcome play(GameId id, GuestPass guest, int expectedMoves, NainJauneMove move) {
        NjLive g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves) || g.state.toMove() != NjTable.PUPIL) {
                return NjOutcome.stale(view(g));
            }
            NainJauneJudgment verdict = NainJauneRules.judge(g.state, move);
            if (!verdict.legal()) {
                if (progressRecorded(g)) {
                    NjProgress.Row r = NjProgress.refused(verdict, move);
                    tx.executeWithoutResult(s -> store.recordProgress(g.ownerId, g.id.value(), CardGameKind.NAIN_JAUNE,
                            expectedMoves, r.event(), r.amount(), r.detail(), clock.instant()));
                }
                return new NjOutcome(view(g), List.of(), verdict, false);
            }
            NainJauneTransition t = NainJauneGame.apply(g.state, move);
            if (!commit(g, expectedMoves, NjTable.PUPIL, move, t)) {
                return NjOutcome.stale(view(g));
            }
            return new NjOutcome(view(g), List.of(new NjOutcome.Step(NjTable.PUPIL, move, null, t.events())), null, false);
        });
    }

    /** One bot move when a bot is to play; the table calls this at the bots' pace. */
    @PreAuthorize("permitAll()")
    public NjOutcome letBotPlay(GameId id, GuestPass guest, int expectedMoves) {
        NjLive g = access(id, guest);
        return g.locked(() -> {
            if (isStale(g, expectedMoves)) {
                return NjOutcome.stale(view(g));
            }
            int seat = g.state.toMove();
            if (seat == NjTable.PUPIL) {
                return new NjOutcome(view(g), List.of(), null, false);
            }
            NainJauneBot.Decision d = g.setup.botLevel().decide(g.state.observation(seat),
                    g.state.seed() + g.state.moves());
            NainJauneTransition t = NainJauneGame.apply(g.state, d.move());
            if (!commit(g, expectedMoves, seat, d.move(), t)) {
                return NjOutcome.stale(view(g));
            }
            return new NjOutcome(view(g), List.of(new NjOutcome.Step(seat, d.move(), d.reason(), t.events())), null, false);
        });
    }

    /** The caller's unfinished games (the latest five), to resume them. */
    @PreAuthorize("isAuthenticated()")
    public List<NjGameSummary> myOpenGames() {
        long me = user.require().id();
        return tx.execute(s -> store.games(CardGameKind.NAIN_JAUNE, me, true, 5)).stream()
                .map(r -> new NjGameSummary(new GameId(r.id()), NainJauneOptions.parse(r.options()).players(),
                        r.moveCount(), r.updatedAt())).toList();
    }

    /** Nain Jaune games in "My games": players and rounds; they open at their table. */
    @Override
    @PreAuthorize("permitAll()")
    public List<ShelfGame> myShelf() {
        if (user.account().isEmpty()) {
            return List.of();
        }
        long me = user.require().id();
        return tx.execute(s -> store.games(CardGameKind.NAIN_JAUNE, me, false, 50)).stream().map(r -> {
            NainJauneOptions o = NainJauneOptions.parse(r.options());
            return new ShelfGame(GameKind.NAIN_JAUNE, new GameId(r.id()), "nj.shelf", List.of(o.players(),
                    new ShelfGame.Words("nj.shelf." + o.dealing().name())), r.finished(), r.updatedAt(),
                    "nain-jaune/" + r.id());
        }).toList();
    }

    /** A pupil's Nain Jaune at a glance, for the pupil, their teacher and a linked parent. */
    @PreAuthorize("isAuthenticated()")
    public NjProgressSummary progressOf(long pupilId) {
        audience.requireCanSee(pupilId);
        return tx.execute(s -> NjProgressSummary.of(store.progressOf(pupilId, CardGameKind.NAIN_JAUNE)));
    }

    // ---------------------------------------------------------------------------------------------

    private NjLive access(GameId id, GuestPass guest) {
        return live.owned(id, user.account().map(Account::id), guest, owner -> tx.execute(s -> store.find(id.value())
                .filter(r -> r.ownerId() == owner && r.kind() == CardGameKind.NAIN_JAUNE)
                .map(r -> load(r, store.moves(r.id())))));
    }

    /** Rebuilds a stored game by replaying its moves. */
    private NjLive load(CardGameStore.GameRow row, List<String> moves) {
        NainJauneOptions options = NainJauneOptions.parse(row.options());
        NainJauneBot level = row.botLevel() == null ? NainJauneBot.BEGINNER : NainJauneBot.valueOf(row.botLevel());
        var state = NainJauneGame.replay(options, row.seed(), moves.stream().map(NainJauneMove::parse).toList());
        return new NjLive(new GameId(row.id()), NjSetup.of(options, level, row.seed()), row.ownerId(), null, state,
                clock.instant());
    }

    static NjTable view(NjLive g) {
        List<String> names = new ArrayList<>();
        names.add(null);
        for (int seat = 1; seat < g.state.players(); seat++) {
            names.add(BOT_NAMES.get(seat - 1));
        }
        return new NjTable(g.id, g.setup, names, g.state.observation(NjTable.PUPIL), g.state.moves());
    }

    private static boolean isStale(NjLive g, int expectedMoves) {
        return g.state.over() || g.state.moves() != expectedMoves;
    }

    /** Stores the move and the pupil's progress and commits, then moves the game on in memory. */
    private boolean commit(NjLive g, int seq, int seat, NainJauneMove move, NainJauneTransition t) {
        if (g.recorded()) {
            Instant at = clock.instant();
            List<NjProgress.Row> progress = progressRecorded(g) ? NjProgress.of(t.events()) : List.of();
            Boolean stored = tx.execute(s -> {
                if (!store.append(g.id.value(), seq, seat, move.notation(), t.state().over(), at)) {
                    return false;
                }
                progress.forEach(p -> store.recordProgress(g.ownerId, g.id.value(), CardGameKind.NAIN_JAUNE, seq,
                        p.event(), p.amount(), p.detail(), at));
                return true;
            });
            if (!Boolean.TRUE.equals(stored)) {
                // Another copy of this game moved it on first (another server thread, a restart): the stored truth.
                tx.executeWithoutResult(s -> store.find(g.id.value()).ifPresent(r ->
                        g.state = load(r, store.moves(r.id())).state));
                return false;
            }
        }
        g.state = t.state();
        return true;
    }

    private boolean progressRecorded(NjLive g) {
        return g.recorded() && user.account().map(a -> a.role() == Role.PUPIL).orElse(false);
    }
}
