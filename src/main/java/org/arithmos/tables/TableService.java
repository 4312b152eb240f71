package org.arithmos.tables;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
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
 *
 * <p>This class is the one checked door: each method's {@code @PreAuthorize}, then the table's own check
 * ({@link TableAccess}); the work is done by the package's parts (0018, "Where it lives").
 */
@Service
public class TableService implements org.arithmos.tables.GameShelf {

    private final Tables tables;
    private final TableStore store;
    private final TableHub hub;
    private final TableAccess access;
    private final TableLobby lobby;
    private final NewTables newTables;
    private final TablePlay play;
    private final TablePresence presence;
    private final TableSettings settings;
    private final TableViews views;
    private final TeacherActions teacher;
    private final TableShelf shelf;
    private final TableHistory history;
    private final CurrentUser user;
    private final LevelService levels;
    private final AccountService accounts;
    private final TransactionTemplate tx;

    TableService(Tables tables, TableStore store, TableHub hub, TableAccess access, TableLobby lobby, NewTables newTables,
                 TablePlay play, TablePresence presence, TableSettings settings, TableViews views, TeacherActions teacher,
                 TableShelf shelf, TableHistory history, CurrentUser user, LevelService levels, AccountService accounts,
                 TransactionTemplate tx) {
        this.tables = tables;
        this.store = store;
        this.hub = hub;
        this.access = access;
        this.lobby = lobby;
        this.newTables = newTables;
        this.play = play;
        this.presence = presence;
        this.settings = settings;
        this.views = views;
        this.teacher = teacher;
        this.shelf = shelf;
        this.history = history;
        this.user = user;
        this.levels = levels;
        this.accounts = accounts;
        this.tx = tx;
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
        return lobby.classTables(classId);
    }

    /**
     * A screen of the class's list of tables is told whenever a table of the class opens, fills, starts or
     * ends; run the returned action when the screen goes.
     */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public Runnable watchClass(Long classId, Runnable onChange) {
        return hub.watchClass(access.classOfCaller(classId), onChange);
    }

    /** The turn timers a teacher may set for a class, in seconds (0: none, the default; nobody is hurried). */
    public static final List<Integer> TURN_TIMERS = List.of(0, 30, 60, 120);

    /** The class's turn timer at live tables, in seconds (0: none). Its teacher, or an admin. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public int classTurnTimer(long classId) {
        long cls = access.classOfCaller(classId);
        return tx.execute(s -> store.turnSeconds(cls));
    }

    /**
     * The class's teacher sets its turn timer: when a pupil's turn at one of its live tables lasts longer, a
     * robot plays that one move for them (counted for nobody). Tables being played follow from the next turn.
     */
    @PreAuthorize("hasRole('TEACHER')")
    public void setClassTurnTimer(long classId, int seconds) {
        long cls = access.classOfCaller(classId);
        if (!TURN_TIMERS.contains(seconds)) {
            throw new TableException(Problem.BAD_OPTIONS, "turn timer " + seconds);
        }
        settings.setTurnTimer(cls, seconds);
    }

    /** The games that can be played at live tables, by kind, that the caller's level enables. */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public List<String> games() {
        return tables.kinds().stream().filter(k -> levels.mayPlay(GameKind.valueOf(k))).toList();
    }

    /** A pupil opens a table for their class and sits at its first seat. */
    @PreAuthorize("hasRole('PUPIL')")
    public UUID open(NewTable wanted) {
        return newTables.open(wanted);
    }

    /**
     * Anyone signed in plays against robots at a private table (0018, step 3): a table with one human seat and
     * robots (at {@code robotLevel}) in the others, started at once, with the deal {@code seed} when given. A pupil
     * plays at their level whatever was sent: the game's options at it, learning mode only where it allows hints,
     * its robots; their moves count in their progress, a grown-up's count for nobody. Nobody else sees the table:
     * no lobby, no code to find it by, no grace time, no stand-in.
     */
    @PreAuthorize("isAuthenticated()")
    public UUID openPrivate(NewTable wanted, String robotLevel, Long seed) {
        return newTables.openPrivate(wanted, robotLevel, seed);
    }

    /** A private table's person changes the robots' pace (milliseconds between two robots' moves, 0 to 10 s). */
    @PreAuthorize("isAuthenticated()")
    public void setPace(UUID tableId, int millis) {
        settings.setPace(access.privateTable(tableId), Math.clamp(millis, 0, 10_000));
    }

    /**
     * A private table's robots wait while its person reads (a penalty's explanation, a round's results:
     * {@code reading}), and go on once they are done. Nobody is hurried.
     */
    @PreAuthorize("isAuthenticated()")
    public void hold(UUID tableId, boolean reading) {
        settings.hold(access.privateTable(tableId), reading);
    }

    /** A pupil of the class sits at a free seat of an open table. */
    @PreAuthorize("hasRole('PUPIL')")
    public UUID join(UUID tableId) {
        return lobby.join(tableId);
    }

    /** The table with this short code, if the caller may see it (their class's, open or playing). */
    @PreAuthorize("hasAnyRole('PUPIL','TEACHER','ADMIN')")
    public Optional<UUID> findByCode(String code) {
        return lobby.findByCode(code);
    }

    /** A pupil stands up from an open table; when the one who opened it leaves, the table closes. */
    @PreAuthorize("hasRole('PUPIL')")
    public void leave(UUID tableId) {
        lobby.leave(tableId);
    }

    /**
     * The one who opened the table starts it: robots sit in the free seats when {@code robots} (at
     * {@code robotLevel}), else the table plays with the pupils seated.
     */
    @PreAuthorize("hasRole('PUPIL')")
    public void start(UUID tableId, boolean robots, String robotLevel) {
        lobby.start(tableId, robots, robotLevel);
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
        LiveTable t = access.visible(tableId);
        return presence.watch(t, me.id(), t.locked(() -> t.seatOf(me.id())), onNews, present);
    }

    /** The table as the caller sees it now, without watching it (their seat's view; a teacher's has no hand). */
    @PreAuthorize("isAuthenticated()") // a class's table: its pupils and teacher; a private one: its person
    public SeatedTable look(UUID tableId) {
        Account me = user.require();
        LiveTable t = access.visible(tableId);
        return t.locked(() -> views.seated(t, t.seatOf(me.id())));
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
        LiveTable t = access.visible(tableId);
        return play.move(t, access.player(t), version, move);
    }

    /**
     * Learning mode's Check: the rules' verdict on the caller's calculation at their seat, judged at their own
     * level, without playing it (nothing changes, nobody else is told). Refused when it is not their turn, the
     * table moved on, or the table is in game mode; empty when the game has no Check.
     */
    @PreAuthorize("isAuthenticated()")
    public Optional<Object> check(UUID tableId, int version, Object move) {
        LiveTable t = access.visible(tableId);
        return play.ask(t, access.player(t), version, java.util.Objects.requireNonNull(move));
    }

    /** Learning mode's hint for the caller's turn, at their own level; refused as {@link #check} is. */
    @PreAuthorize("isAuthenticated()")
    public Optional<Object> hint(UUID tableId, int version) {
        LiveTable t = access.visible(tableId);
        return play.ask(t, access.player(t), version, null);
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
        return shelf.myShelf();
    }

    /**
     * The caller's own unfinished private tables of one game (against robots), the latest first, at most
     * {@code limit}: a start page's "Continue your game". A class's tables are not in it (the class's list has them).
     */
    @PreAuthorize("isAuthenticated()")
    public List<UnfinishedGame> myUnfinished(String kind, int limit) {
        return shelf.myUnfinished(kind, limit);
    }

    /**
     * The class's teacher seats pupils of the class at a new table and starts it at once (a class game, issue
     * 15): each pupil at their own level, robots (at {@code robotLevel}) in the other seats, the deal
     * {@code seed} when given (one deal for every table of the class game), else a new one. A pupil not there
     * yet gets the table's grace time, then a robot plays for them until they sit down.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public UUID seatClassTable(long classId, NewTable wanted, List<Long> pupils, String robotLevel, Long seed) {
        return newTables.seatClassTable(classId, wanted, pupils, robotLevel, seed);
    }

    /**
     * The class's teacher seats a pupil of the class at a robot's seat of a table being played (a latecomer of a
     * class game): the first robot's seat judged at their level or below. Refused as FULL when no robot's seat
     * fits.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public int seatLatecomer(UUID tableId, long pupilId) {
        LiveTable t = access.grownUpsTable(tableId);
        Account pupil = accounts.find(pupilId).filter(p -> p.role() == Role.PUPIL && Long.valueOf(t.classId)
                .equals(p.classId())).orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no such pupil"));
        int seat = teacher.takeRobotSeat(t, pupil.id(), pupil.displayName(), pupil.face(),
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
        return views.overview(access.grownUpsTable(tableId));
    }

    /**
     * A finished table of the teacher's class at one moment of its game: who was to move, their view then (their
     * hand), what they played and the best play there was. Only once the table is over (NOT_OVER before), so
     * that no hand of a game in progress is shown. The class's teacher, or an admin.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public TableMoment moment(UUID tableId, int moveIndex) {
        LiveTable t = access.grownUpsTable(tableId);
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
        LiveTable t = access.visible(tableId);
        return history.replayFor(t, user.require(), seat);
    }

    /** The class's teacher ends a table: every move stays stored and counted, nobody moves any more. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public void end(UUID tableId) {
        teacher.end(access.grownUpsTable(tableId));
    }

    /**
     * A teacher's screen is told of every move and mistake at the class's tables (the class game's overview and
     * projector); run the returned action when the screen goes.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public Runnable watchClassPlay(long classId, Runnable onChange) {
        return hub.watchClassPlay(access.classOfCaller(classId), onChange);
    }

    /**
     * What the projector shows of a class's table to a holder of the teacher's projector link, who has no
     * session: no check of the caller here, {@code ProjectorLinks} checks the link and that the table is its
     * class game's. The same public facts as {@link #overview}; never a card of a hand.
     */
    public TableOverview projected(UUID tableId) {
        LiveTable t = access.load(tableId);
        if (t == null) {
            throw new TableException(Problem.NOT_FOUND, "no such table");
        }
        return views.overview(t);
    }

    /** {@link #watchClassPlay} for a projector link's screen: {@code ProjectorLinks} checks the link's class. */
    public Runnable followClassPlay(long classId, Runnable onChange) {
        return hub.watchClassPlay(classId, onChange);
    }
}
