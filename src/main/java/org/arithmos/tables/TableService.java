package org.arithmos.tables;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Live tables (docs/decisions/0018): the pupils of a class sit at one table from several computers, with
 * robots in any seat, for any game that plugs in as a {@link TableGame}.
 *
 * <p>Who may use it: a pupil sees, opens and joins only their own class's tables, and sees only their own seat's
 * view (their hand; a partner's when a team table allows it); the class's teacher (and an admin) sees the list
 * and watches a table as a spectator, with no hand. A guest has no class, so no table. Anything else is "not
 * found". Every move names the version its screen saw: exactly one of two moves at the same moment is applied,
 * the other gets the current table back.
 */
@Service
public class TableService implements org.arithmos.tables.GameShelf {

    static final int DEFAULT_GRACE_SECONDS = 60;
    static final int DEFAULT_PACE_MILLIS = 1400;
    private static final String CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

    private final Tables tables;
    private final TableStore store;
    private final TableHub hub;
    private final TablePlay play;
    private final TableHistory history;
    private final CurrentUser user;
    private final LevelService levels;
    private final Audience audience;
    private final AccountService accounts;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    TableService(Tables tables, TableStore store, TableHub hub, TablePlay play, TableHistory history,
                 CurrentUser user, LevelService levels, Audience audience, AccountService accounts, TransactionTemplate tx, Clock clock) {
        this.tables = tables;
        this.store = store;
        this.hub = hub;
        this.play = play;
        this.history = history;
        this.user = user;
        this.levels = levels;
        this.audience = audience;
        this.accounts = accounts;
        this.tx = tx;
        this.clock = clock;
    }

    /**
     * The settings a pupil chooses when opening a table; {@code showResults}: a calculation being built shows its
     * results as it grows (a choice of the game against robots; learning mode's at a class's table).
     */
    public record NewTable(String kind, String options, int seats, String mode, boolean partnersSeeHands,
                           int graceSeconds, int paceMillis, boolean showResults) {

        /** A class's table: the results shown in learning mode. */
        public NewTable(String kind, String options, int seats, String mode, boolean partnersSeeHands,
                        int graceSeconds, int paceMillis) {
            this(kind, options, seats, mode, partnersSeeHands, graceSeconds, paceMillis, "LEARNING".equals(mode));
        }
    }

    /** The open and playing tables of the caller's class (a pupil's), or of a class they teach. */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public List<TableSummary> classTables(Long classId) {
        long cls = classOfCaller(classId);
        Long me = user.require().id();
        return tx.execute(s -> store.ofClass(cls)).stream().map(row -> load(row.id())).map(t -> t.locked(() ->
                new TableSummary(t.id, t.code, t.game.kind(), t.status, seatsOf(t), t.seatCount, t.hostId, t.options,
                        t.mode, t.seatOf(me) >= 0, me.equals(t.hostId)))).toList();
    }

    /**
     * A screen of the class's list of tables is told whenever a table of the class opens, fills, starts or
     * ends; run the returned action when the screen goes.
     */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public Runnable watchClass(Long classId, Runnable onChange) {
        return hub.watchClass(classOfCaller(classId), onChange);
    }

    /** The turn timers a teacher may set for a class, in seconds (0: none, the default; nobody is hurried). */
    public static final List<Integer> TURN_TIMERS = List.of(0, 30, 60, 120);

    /** The class's turn timer at live tables, in seconds (0: none). Its teacher, or an admin. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public int classTurnTimer(long classId) {
        long cls = classOfCaller(classId);
        return tx.execute(s -> store.turnSeconds(cls));
    }

    /**
     * The class's teacher sets its turn timer: when a pupil's turn at one of its live tables lasts longer, a
     * robot plays that one move for them (counted for nobody). Tables being played follow from the next turn.
     */
    @PreAuthorize("hasRole('TEACHER')")
    public void setClassTurnTimer(long classId, int seconds) {
        long cls = classOfCaller(classId);
        if (!TURN_TIMERS.contains(seconds)) {
            throw new TableException(Problem.BAD_OPTIONS, "turn timer " + seconds);
        }
        play.setTurnTimer(cls, seconds);
    }

    /** The games that can be played at live tables, by kind, that the caller's level enables. */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public List<String> games() {
        return tables.kinds().stream().filter(k -> levels.mayPlay(GameKind.valueOf(k))).toList();
    }

    /** A pupil opens a table for their class and sits at its first seat. */
    @PreAuthorize("hasRole('PUPIL')")
    public UUID open(NewTable wanted) {
        Account me = pupil();
        TableGame<?, ?, ?> game = tables.game(wanted.kind());
        requireMayPlay(game);
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
        String level = levelOf(game);
        tx.executeWithoutResult(s -> {
            store.create(row(t));
            store.sit(t.id, 0, me.id(), level, now);
        });
        t.seats.add(pupilSeat(0, me, level));
        tables.put(t);
        play.seatsChanged(t);
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
    @PreAuthorize("isAuthenticated()")
    public UUID openPrivate(NewTable wanted, String robotLevel, Long seed) {
        Account me = accounts.find(user.require().id())
                .orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no such account"));
        TableGame<?, ?, ?> game = tables.game(wanted.kind());
        String options = wanted.options();
        String mode = wanted.mode();
        String robots = robotLevel;
        String seatLevel = null;
        org.arithmos.classroom.Level level = null;
        if (me.role() == Role.PUPIL) {
            requireMayPlay(game);
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

    /** A private table's person changes the robots' pace (milliseconds between two robots' moves, 0 to 10 s). */
    @PreAuthorize("isAuthenticated()")
    public void setPace(UUID tableId, int millis) {
        play.setPace(privateTable(tableId), Math.clamp(millis, 0, 10_000));
    }

    /**
     * A private table's robots wait while its person reads (a penalty's explanation, a round's results:
     * {@code reading}), and go on once they are done. Nobody is hurried.
     */
    @PreAuthorize("isAuthenticated()")
    public void hold(UUID tableId, boolean reading) {
        play.hold(privateTable(tableId), reading);
    }

    /** A pupil of the class sits at a free seat of an open table. */
    @PreAuthorize("hasRole('PUPIL')")
    public UUID join(UUID tableId) {
        Account me = pupil();
        LiveTable t = visible(tableId);
        requireMayPlay(t.game);
        String level = levelOf(t.game);
        t.locked(() -> {
            if (t.seatOf(me.id()) >= 0) {
                return null;
            }
            if (t.status != TableStatus.OPEN && (t.hostId == null || t.seatOf(t.hostId) < 0)) {
                // Seated by the teacher (a class game): only the teacher gives a latecomer a seat there.
                throw new TableException(Problem.STARTED_BY_TEACHER, "the teacher's table has started");
            }
            if (t.status != TableStatus.OPEN) {
                throw new TableException(Problem.NOT_OPEN, "the table has started");
            }
            if (t.seats.size() >= t.seatCount) {
                throw new TableException(Problem.FULL, "no free seat");
            }
            int seat = t.seats.size();
            tx.executeWithoutResult(s -> store.sit(t.id, seat, me.id(), level, clock.instant()));
            t.seats.add(pupilSeat(seat, me, level));
            return null;
        });
        play.seatsChanged(t);
        return t.id;
    }

    /** The table with this short code, if the caller may see it (their class's, open or playing). */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public Optional<UUID> findByCode(String code) {
        String clean = code == null ? "" : code.strip().toUpperCase(java.util.Locale.ROOT);
        return tx.execute(s -> store.findByCode(clean)).filter(row -> mayWatchClass(row.classId()))
                .map(TableStore.TableRow::id);
    }

    /** A pupil stands up from an open table; when the one who opened it leaves, the table closes. */
    @PreAuthorize("hasRole('PUPIL')")
    public void leave(UUID tableId) {
        Account me = pupil();
        LiveTable t = visible(tableId);
        t.locked(() -> {
            if (t.status != TableStatus.OPEN || t.seatOf(me.id()) < 0) {
                return null;
            }
            boolean host = me.id() == t.hostId;
            tx.executeWithoutResult(s -> {
                store.stand(t.id, me.id(), clock.instant());
                if (host) {
                    store.setStatus(t.id, TableStatus.OVER.name(), clock.instant());
                }
            });
            if (host) {
                t.status = TableStatus.OVER;
            } else {
                List<TableSeat> left = new ArrayList<>();
                for (TableSeat s : t.seats) {
                    if (!Long.valueOf(me.id()).equals(s.accountId())) {
                        left.add(new TableSeat(left.size(), s.accountId(), s.name(), s.face(), null, s.level(), false));
                    }
                }
                t.seats = left;
                tx.executeWithoutResult(s -> {
                    store.lobby(t.id).forEach(l -> store.stand(t.id, l.accountId(), clock.instant()));
                    left.forEach(l -> store.sit(t.id, l.seat(), l.accountId(), l.level(), clock.instant()));
                });
            }
            return null;
        });
        play.seatsChanged(t);
    }

    /**
     * The one who opened the table starts it: robots sit in the free seats when {@code robots} (at
     * {@code robotLevel}), else the table plays with the pupils seated.
     */
    @PreAuthorize("hasRole('PUPIL')")
    public void start(UUID tableId, boolean robots, String robotLevel) {
        Account me = pupil();
        LiveTable t = visible(tableId);
        t.locked(() -> {
            if (t.status != TableStatus.OPEN) {
                throw new TableException(Problem.NOT_OPEN, "the table has started");
            }
            if (!Long.valueOf(me.id()).equals(t.hostId)) {
                throw new TableException(Problem.NOT_HOST, "only the one who opened the table starts it");
            }
            int seats = robots ? t.seatCount : t.seats.size();
            if (seats < t.game.minSeats()) {
                throw new TableException(Problem.TOO_FEW, "too few players");
            }
            play.start(t, seats, robotLevel, store.teacherOf(t.classId));
            return null;
        });
        hub.classChanged(t.classId);
    }

    /**
     * A screen shows the table: it is bound to the caller's seat (or to no seat, for their teacher) and told
     * every change from now on. A pupil coming back takes their seat back from the robot at once.
     *
     * @return the table as the caller sees it now, and the registration to close when the screen goes
     */
    @PreAuthorize("isAuthenticated()") // a class's table: its pupils and teacher; a private one: its person
    public Watching watch(UUID tableId, Consumer<TableNews> onNews) {
        return watch(tableId, onNews, () -> true);
    }

    /**
     * The same for a screen in a browser: {@code present} says whether the browser is still there (a screen
     * gives {@code shell.PushAccess.present(ui)}); once it is not, the pupil has left the table.
     */
    @PreAuthorize("isAuthenticated()") // a class's table: its pupils and teacher; a private one: its person
    public Watching watch(UUID tableId, Consumer<TableNews> onNews, java.util.function.BooleanSupplier present) {
        Account me = user.require();
        LiveTable t = visible(tableId);
        return play.watch(t, me.id(), t.locked(() -> t.seatOf(me.id())), onNews, present);
    }

    /** The table as the caller sees it now, without watching it (their seat's view; a teacher's has no hand). */
    @PreAuthorize("isAuthenticated()") // a class's table: its pupils and teacher; a private one: its person
    public SeatedTable look(UUID tableId) {
        Account me = user.require();
        LiveTable t = visible(tableId);
        return t.locked(() -> play.seated(t, t.seatOf(me.id())));
    }

    /**
     * A screen's registration: the table when it began, how to stop watching (the screen is gone), and whether
     * it is still told (not when the table took the browser for gone: the screen then watches again).
     */
    public record Watching(SeatedTable table, Runnable stop, java.util.function.BooleanSupplier told) {
    }

    /** The caller's move at their seat; refused when it is not their turn or the table moved on. */
    @PreAuthorize("isAuthenticated()")
    public TableNews move(UUID tableId, int version, Object move) {
        LiveTable t = visible(tableId);
        return play.move(t, player(t), version, move);
    }

    /**
     * Learning mode's Check: the rules' verdict on the caller's calculation at their seat, judged at their own
     * level, without playing it (nothing changes, nobody else is told). Refused when it is not their turn, the
     * table moved on, or the table is in game mode; empty when the game has no Check.
     */
    @PreAuthorize("isAuthenticated()")
    public Optional<Object> check(UUID tableId, int version, Object move) {
        LiveTable t = visible(tableId);
        return play.ask(t, player(t), version, java.util.Objects.requireNonNull(move));
    }

    /** Learning mode's hint for the caller's turn, at their own level; refused as {@link #check} is. */
    @PreAuthorize("isAuthenticated()")
    public Optional<Object> hint(UUID tableId, int version) {
        LiveTable t = visible(tableId);
        return play.ask(t, player(t), version, null);
    }

    /**
     * The tables the caller sits at, for "My games": a class's (they open at the table, where the pupil takes
     * their seat back from the robot at once) and their own against robots, said as a game against robots always
     * was ("3 players, + and −, learning"). Empty for a guest (their tables are in GuestTables, and they have no
     * "My games").
     */
    @Override
    @PreAuthorize("permitAll()")
    public List<org.arithmos.tables.ShelfGame> myShelf() {
        Optional<Account> me = user.account();
        if (me.isEmpty()) {
            return List.of();
        }
        return tx.execute(s -> store.seatedAt(me.get().id())).stream().map(this::onShelf).toList();
    }

    /**
     * The caller's own unfinished private tables of one game (against robots), the latest first, at most
     * {@code limit}: a start page's "Continue your game". A class's tables are not in it (the class's list has them).
     */
    @PreAuthorize("isAuthenticated()")
    public List<UnfinishedGame> myUnfinished(String kind, int limit) {
        long me = user.require().id();
        return tx.execute(s -> store.unfinishedAlone(me, kind, limit)).stream()
                .map(r -> new UnfinishedGame(r.id(), r.options(), r.moves(), r.updatedAt())).toList();
    }

    private org.arithmos.tables.ShelfGame onShelf(TableStore.SeatedRow r) {
        var detail = r.alone() ? tables.game(r.kind()).shelfDetail(r.options(), r.mode()) : Optional.<TableGame.ShelfDetail>empty();
        return new org.arithmos.tables.ShelfGame(GameKind.valueOf(r.kind()), new org.arithmos.tables.GameId(r.id()),
                detail.map(TableGame.ShelfDetail::key).orElse("live.shelf"),
                detail.map(TableGame.ShelfDetail::args).orElse(List.of(r.code(), r.seats())),
                r.status().equals(TableStatus.OVER.name()), r.updatedAt(), TableRoutes.of(r.kind(), r.id()));
    }

    /**
     * The class's teacher seats pupils of the class at a new table and starts it at once (a class game, issue
     * 15): each pupil at their own level, robots (at {@code robotLevel}) in the other seats, the deal
     * {@code seed} when given (one deal for every table of the class game), else a new one. A pupil not there
     * yet gets the table's grace time, then a robot plays for them until they sit down.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public UUID seatClassTable(long classId, NewTable wanted, List<Long> pupils, String robotLevel, Long seed) {
        long cls = classOfCaller(classId);
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

    /**
     * The class's teacher seats a pupil of the class at a robot's seat of a table being played (a latecomer of a
     * class game): the first robot's seat judged at their level or below. Refused as FULL when no robot's seat
     * fits.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public int seatLatecomer(UUID tableId, long pupilId) {
        LiveTable t = grownUpsTable(tableId);
        Account pupil = accounts.find(pupilId).filter(p -> p.role() == Role.PUPIL && Long.valueOf(t.classId)
                .equals(p.classId())).orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no such pupil"));
        int seat = play.takeRobotSeat(t, pupil.id(), pupil.displayName(), pupil.face(),
                t.game.level(levels.levelOf(pupil.id())));
        if (seat < 0) {
            throw new TableException(Problem.FULL, "no robot's seat at this pupil's level");
        }
        hub.classChanged(t.classId);
        return seat;
    }

    /**
     * What the teacher's overview shows of a table of their class: whose turn and since when, each seat's cards
     * left and mistakes by rule, the master strokes; never a card of a hand. The class's teacher, or an admin.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public TableOverview overview(UUID tableId) {
        return play.overview(grownUpsTable(tableId));
    }

    /**
     * A finished table of the teacher's class at one moment of its game: who was to move, their view then (their
     * hand), what they played and the best play there was. Only once the table is over (NOT_OVER before), so
     * that no hand of a game in progress is shown. The class's teacher, or an admin.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public TableMoment moment(UUID tableId, int moveIndex) {
        LiveTable t = grownUpsTable(tableId);
        if (t.locked(() -> t.status) != TableStatus.OVER) {
            throw new TableException(Problem.NOT_OVER, "the table is being played");
        }
        return tx.execute(s -> history.moment(t, moveIndex));
    }

    /**
     * A finished table move by move from one seat (0035): a pupil who sat at it replays it from their own seat only;
     * the class's teacher (and an admin) from any seat. Only once the table is over (NOT_OVER before), so that no
     * hand still in play reaches anyone but its owner; another seat, or a table the reader may not see, is "not
     * found". {@code seat} null: the reader's own seat (a teacher: the first pupil's).
     */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public TableReplay replay(UUID tableId, Integer seat) {
        LiveTable t = visible(tableId);
        Account me = user.require();
        var stored = tx.execute(s -> store.game(t.id));
        boolean played = stored != null && stored.isPresent();
        if (me.role() == Role.PUPIL && (played ? stored.get().seats().stream()
                .noneMatch(s -> Long.valueOf(me.id()).equals(s.accountId())) : t.locked(() -> t.seatOf(me.id())) < 0)) {
            throw new TableException(Problem.NOT_FOUND, "not at this table");
        }
        if (t.locked(() -> t.status) != TableStatus.OVER) {
            throw new TableException(Problem.NOT_OVER, "the table is being played");
        }
        if (!played) {
            throw new TableException(Problem.NOT_FOUND, "the table was never played");
        }
        List<Integer> viewpoints = stored.get().seats().stream()
                .filter(s -> me.role() != Role.PUPIL || Long.valueOf(me.id()).equals(s.accountId()))
                .sorted(java.util.Comparator.comparing((TableStore.GameSeat s) -> s.accountId() == null)
                        .thenComparing(TableStore.GameSeat::seat))
                .map(TableStore.GameSeat::seat).toList();
        if (viewpoints.isEmpty() || (seat != null && !viewpoints.contains(seat))) {
            throw new TableException(Problem.NOT_FOUND, "no such seat for this reader");
        }
        int from = seat != null ? seat : viewpoints.getFirst();
        return history.replay(t, stored.get(), from, viewpoints.stream().sorted().toList());
    }

    /** The class's teacher ends a table: every move stays stored and counted, nobody moves any more. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public void end(UUID tableId) {
        play.end(grownUpsTable(tableId));
    }

    /**
     * A teacher's screen is told of every move and mistake at the class's tables (the class game's overview and
     * projector); run the returned action when the screen goes.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public Runnable watchClassPlay(long classId, Runnable onChange) {
        return hub.watchClassPlay(classOfCaller(classId), onChange);
    }

    /**
     * What the projector shows of a class's table to a holder of the teacher's projector link, who has no
     * session: no check of the caller here, {@code ProjectorLinks} checks the link and that the table is its
     * class game's. The same public facts as {@link #overview}; never a card of a hand.
     */
    public TableOverview projected(UUID tableId) {
        LiveTable t = load(tableId);
        if (t == null) {
            throw new TableException(Problem.NOT_FOUND, "no such table");
        }
        return play.overview(t);
    }

    /** {@link #watchClassPlay} for a projector link's screen: {@code ProjectorLinks} checks the link's class. */
    public Runnable followClassPlay(long classId, Runnable onChange) {
        return hub.watchClassPlay(classId, onChange);
    }

    private LiveTable grownUpsTable(UUID tableId) {
        if (user.require().role() == Role.PUPIL) {
            throw new TableException(Problem.NOT_FOUND, "no such table");
        }
        return visible(tableId);
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
                play.start(t, seats, robotLevel, ownerId, seed);
                return null;
            });
        } catch (RuntimeException e) {
            tx.executeWithoutResult(s -> store.setStatus(t.id, TableStatus.OVER.name(), clock.instant()));
            t.locked(() -> t.status = TableStatus.OVER);
            throw e;
        }
    }

    /** A pupil's level, in the game's notation, as the table keeps it for their seat. */
    private String levelOf(TableGame<?, ?, ?> game) {
        return levels.myLevel().map(game::level).orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no level"));
    }

    private TableSeat pupilSeat(int seat, Account a, String level) {
        return new TableSeat(seat, a.id(), a.displayName(), a.face(), null, level, false);
    }

    private List<TableSeat> seatsOf(LiveTable t) {
        return List.copyOf(t.seats);
    }

    /**
     * The table, if the caller may see it: a pupil of its class, or its teacher (or an admin); a private table,
     * its person only; a guest's table, nobody signed in (GuestTables).
     */
    private LiveTable visible(UUID tableId) {
        LiveTable t = load(tableId);
        if (t == null || !t.recorded() || !(t.isPrivate() ? Long.valueOf(user.require().id()).equals(t.hostId)
                : mayWatchClass(t.classId))) {
            throw new TableException(Problem.NOT_FOUND, "no such table");
        }
        return t;
    }

    private LiveTable load(UUID tableId) {
        LiveTable t = tables.get(tableId);
        if (t == null) {
            t = tx.execute(s -> store.find(tableId)).map(row -> play.rebuild(row)).map(tables::put).orElse(null);
        }
        if (t != null) {
            t.lastUsed = clock.instant(); // an idle private table leaves memory after a while (TablePlay.sweep)
        }
        return t;
    }

    private boolean mayWatchClass(long classId) {
        Account me = user.require();
        return switch (me.role()) {
            case PUPIL -> me.classId() != null && me.classId() == classId;
            case TEACHER, ADMIN -> audience.teaches(classId);
            case PARENT -> false;
        };
    }

    private long classOfCaller(Long classId) {
        Account me = user.require();
        if (me.role() == Role.PUPIL) {
            if (me.classId() == null || (classId != null && !classId.equals(me.classId()))) {
                throw new TableException(Problem.NOT_FOUND, "no such class");
            }
            return me.classId();
        }
        if (classId == null || !audience.teaches(classId)) {
            throw new TableException(Problem.NOT_FOUND, "no such class");
        }
        return classId;
    }

    /** The private table's person, or NOT_FOUND: a class's table has no pace to change nor robots to hold. */
    private LiveTable privateTable(UUID tableId) {
        LiveTable t = visible(tableId);
        if (!t.isPrivate()) {
            throw new TableException(Problem.NOT_FOUND, "not a private table");
        }
        return t;
    }

    /** Who plays at this table: a pupil of its class, or, at a private table, its person (whatever their role). */
    private long player(LiveTable t) {
        return t.isPrivate() ? user.require().id() : pupil().id();
    }

    private Account pupil() {
        Account me = user.require();
        if (me.role() != Role.PUPIL || me.classId() == null) {
            throw new TableException(Problem.NOT_FOUND, "live tables are for pupils of a class");
        }
        return accounts.find(me.id()).orElse(me);
    }

    private void requireMayPlay(TableGame<?, ?, ?> game) {
        if (!levels.mayPlay(GameKind.valueOf(game.kind()))) {
            throw new TableException(Problem.NOT_ENABLED, game.kind() + " is not enabled for this pupil");
        }
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
