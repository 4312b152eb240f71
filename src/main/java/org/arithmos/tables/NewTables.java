package org.arithmos.tables;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.LevelService;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.TableService.NewTable;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Tables being made (docs/decisions/0018): a class's table a pupil opens in the lobby, a private table against
 * robots started at once, and a class game's table the teacher seats and starts. Each is stored before it is kept
 * in memory; a start that fails closes the table.
 */
@Component
class NewTables {

    static final int DEFAULT_GRACE_SECONDS = 60;
    private static final String CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

    private final Tables tables;
    private final TableStore store;
    private final TableHub hub;
    private final TableAccess access;
    private final TableStart tableStart;
    private final TableViews views;
    private final CurrentUser user;
    private final LevelService levels;
    private final AccountService accounts;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    NewTables(Tables tables, TableStore store, TableHub hub, TableAccess access, TableStart tableStart, TableViews views,
              CurrentUser user, LevelService levels, AccountService accounts, TransactionTemplate tx, Clock clock) {
        this.tables = tables;
        this.store = store;
        this.hub = hub;
        this.access = access;
        this.tableStart = tableStart;
        this.views = views;
        this.user = user;
        this.levels = levels;
        this.accounts = accounts;
        this.tx = tx;
        this.clock = clock;
    }

    /** A pupil opens a table for their class and sits at its first seat. */
    UUID open(NewTable wanted) {
        Account me = access.pupil();
        TableGame<?, ?, ?> game = tables.game(wanted.kind());
        access.requireMayPlay(game);
        if (wanted.seats() < game.minSeats() || wanted.seats() > game.maxSeats()) {
            throw new TableException(Problem.BAD_OPTIONS, "seats " + wanted.seats());
        }
        try {
            game.options(wanted.options(), wanted.seats(), java.util.Collections.nCopies(wanted.seats(), null));
        } catch (IllegalArgumentException e) {
            throw new TableException(Problem.BAD_OPTIONS, e.getMessage());
        }
        Instant now = clock.instant();
        LiveTable t = new LiveTable(UUID.randomUUID(), freeCode(), me.classId(), me.id(), game, wanted.options(),
                wanted.mode(), wanted.seats(), Math.clamp(wanted.graceSeconds(), 1, 600), wanted.partnersSeeHands(),
                Math.clamp(wanted.paceMillis(), 0, 10_000), now);
        String level = access.levelOf(game);
        tx.executeWithoutResult(s -> {
            store.create(row(t));
            store.sit(t.id, 0, me.id(), level, now);
        });
        t.seats.add(pupilSeat(0, me, level));
        tables.put(t);
        views.seatsChanged(t);
        return t.id;
    }

    /** The modes a table is played in: learning (Check and hints) or game. */
    private static final java.util.Set<String> MODES = java.util.Set.of("LEARNING", "GAME");

    /**
     * Anyone signed in plays against robots at a private table (0018, step 3): a table with one human seat and
     * robots (at {@code robotLevel}) in the others, started at once, with the deal {@code seed} when given. A pupil
     * plays at their level whatever was sent: the game's options at it, learning mode only where it allows hints,
     * its robots; their moves count in their progress, a grown-up's count for nobody. Nobody else sees the table:
     * no lobby, no code to find it by, no grace time, no stand-in.
     */
    UUID openPrivate(NewTable wanted, String robotLevel, Long seed) {
        Account me = accounts.find(user.require().id())
                .orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no such account"));
        TableGame<?, ?, ?> game = tables.game(wanted.kind());
        String options = wanted.options();
        String mode = wanted.mode();
        String robots = robotLevel;
        String seatLevel = null;
        org.arithmos.classroom.Level level = null;
        if (me.role() == Role.PUPIL) {
            access.requireMayPlay(game);
            level = levels.myLevel().orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no level"));
            mode = level.hintsAllowed() ? mode : "GAME";
            robots = level.bots().name();
            seatLevel = game.level(level);
        }
        try {
            if (level != null) {
                options = game.atLevel(options, level);
            }
        } catch (IllegalArgumentException e) {
            throw new TableException(Problem.BAD_OPTIONS, e.getMessage());
        }
        // No code: nobody is to find it (a class's table needs the codes).
        LiveTable t = privateTable(game, wanted, options, mode, me.id(), "", clock.instant());
        t.counted = me.role() == Role.PUPIL;
        // A pupil moved to game mode by their level sees no results, as against robots always (0018).
        t.showResults = mode.equals(wanted.mode()) && wanted.showResults();
        tx.executeWithoutResult(s -> store.create(row(t)));
        t.seats.add(new TableSeat(0, me.id(), me.displayName(), me.face(), null, seatLevel, false));
        tables.put(t);
        startAtOnce(t, wanted.seats(), robots, me.id(), seed);
        return t.id;
    }

    /**
     * A private table, not started, of {@code game} with {@code options} in {@code mode} as {@code wanted} asks
     * (seats, the robots' pace), its person {@code hostId}; BAD_OPTIONS when the game refuses them.
     */
    static LiveTable privateTable(TableGame<?, ?, ?> game, NewTable wanted, String options, String mode, long hostId,
                                  String code, Instant now) {
        if (wanted.seats() < game.minSeatsAlone() || wanted.seats() > game.maxSeats() || !MODES.contains(mode)) {
            throw new TableException(Problem.BAD_OPTIONS, "seats " + wanted.seats() + ", mode " + mode);
        }
        try {
            game.options(options, wanted.seats(), java.util.Collections.nCopies(wanted.seats(), null));
        } catch (IllegalArgumentException e) {
            throw new TableException(Problem.BAD_OPTIONS, e.getMessage());
        }
        return new LiveTable(UUID.randomUUID(), code, TableStore.NO_CLASS, hostId, game, options, mode,
                wanted.seats(), DEFAULT_GRACE_SECONDS, false, Math.clamp(wanted.paceMillis(), 0, 10_000), now);
    }

    /**
     * The class's teacher seats pupils of the class at a new table and starts it at once (a class game, issue
     * 15): each pupil at their own level, robots (at {@code robotLevel}) in the other seats, the deal
     * {@code seed} when given (one deal for every table of the class game), else a new one. A pupil not there
     * yet gets the table's grace time, then a robot plays for them until they sit down.
     */
    UUID seatClassTable(long classId, NewTable wanted, List<Long> pupils, String robotLevel, Long seed) {
        long cls = access.classOfCaller(classId);
        TableGame<?, ?, ?> game = tables.game(wanted.kind());
        if (wanted.seats() < game.minSeats() || wanted.seats() > game.maxSeats() || pupils.size() > wanted.seats()
                || pupils.isEmpty() || pupils.stream().distinct().count() != pupils.size()) {
            throw new TableException(Problem.BAD_OPTIONS, "seats " + wanted.seats() + " for " + pupils.size());
        }
        List<Account> seated = new ArrayList<>();
        for (Long id : pupils) {
            Account a = accounts.find(id).filter(p -> p.role() == Role.PUPIL && Long.valueOf(cls).equals(p.classId()))
                    .orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no such pupil in the class"));
            seated.add(a);
        }
        List<String> seatLevels = seated.stream().map(a -> game.level(levels.levelOf(a.id()))).toList();
        try {
            game.options(wanted.options(), wanted.seats(), java.util.Collections.nCopies(wanted.seats(), null));
        } catch (IllegalArgumentException e) {
            throw new TableException(Problem.BAD_OPTIONS, e.getMessage());
        }
        Account me = user.require();
        Instant now = clock.instant();
        LiveTable t = new LiveTable(UUID.randomUUID(), freeCode(), cls, me.id(), game, wanted.options(), wanted.mode(),
                wanted.seats(), Math.clamp(wanted.graceSeconds(), 1, 600), wanted.partnersSeeHands(),
                Math.clamp(wanted.paceMillis(), 0, 10_000), now);
        tx.executeWithoutResult(s -> {
            store.create(row(t));
            for (int i = 0; i < seated.size(); i++) {
                store.sit(t.id, i, seated.get(i).id(), seatLevels.get(i), now);
            }
        });
        for (int i = 0; i < seated.size(); i++) {
            t.seats.add(pupilSeat(i, seated.get(i), seatLevels.get(i)));
        }
        tables.put(t);
        startAtOnce(t, wanted.seats(), robotLevel, store.teacherOf(cls), seed);
        hub.classChanged(cls);
        return t.id;
    }

    private static TableStore.TableRow row(LiveTable t) {
        return new TableStore.TableRow(t.id, t.code, t.classId, t.hostId, t.game.kind(), t.options, t.mode,
                t.status.name(), t.seatCount, t.graceSeconds, t.partnersSeeHands, t.paceMillis, t.createdAt);
    }

    /**
     * Starts a table just made, its game stored under {@code ownerId}. When the start fails (the seats' levels did
     * not fit the options, or the database refused), the table is closed: no half-made table stays open.
     */
    private void startAtOnce(LiveTable t, int seats, String robotLevel, long ownerId, Long seed) {
        try {
            t.locked(() -> {
                tableStart.start(t, seats, robotLevel, ownerId, seed);
                return null;
            });
        } catch (RuntimeException e) {
            tx.executeWithoutResult(s -> store.setStatus(t.id, TableStatus.OVER.name(), clock.instant()));
            t.locked(() -> t.status = TableStatus.OVER);
            throw e;
        }
    }

    static TableSeat pupilSeat(int seat, Account a, String level) {
        return new TableSeat(seat, a.id(), a.displayName(), a.face(), null, level, false);
    }

    private String freeCode() {
        for (int attempt = 0; ; attempt++) {
            StringBuilder code = new StringBuilder();
            for (int i = 0; i < 4 + attempt / 20; i++) {
                code.append(CODE_LETTERS.charAt(random.nextInt(CODE_LETTERS.length())));
            }
            if (!Boolean.TRUE.equals(tx.execute(s -> store.codeInUse(code.toString())))) {
                return code.toString();
            }
        }
    }
}
