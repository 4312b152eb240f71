package org.arithmos.classgame;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountSessions;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classgame.ClassGameException.Problem;
import org.arithmos.classgame.persistence.ClassGameStore;
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelService;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableRoutes;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The teacher's class game (issue 15, docs/decisions/0028): the whole class at several live tables of one game,
 * grouped by level or by hand, robots in the free seats, optionally one deal for every table; a live overview
 * of every table; the end of every table at once; the session found again later.
 *
 * <p>Who may use it: the class's teacher (and an admin) sets up, starts, watches and ends a class game of their
 * class; anything else is "not found". A pupil only learns where they sit ({@link #myInvitation}). The tables
 * are live tables (0018): a pupil sees only their own hand there, the teacher none.
 */
@Service
public class ClassGameService {

    private final ClassGameStore store;
    private final ClassGameHub hub;
    private final TableService tables;
    private final ClassroomService classroom;
    private final LevelService levels;
    private final AccountSessions sessions;
    private final Audience audience;
    private final CurrentUser user;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    ClassGameService(ClassGameStore store, ClassGameHub hub, TableService tables, ClassroomService classroom, LevelService levels,
                     AccountSessions sessions, Audience audience, CurrentUser user, TransactionTemplate tx, Clock clock) {
        this.store = store;
        this.hub = hub;
        this.tables = tables;
        this.classroom = classroom;
        this.levels = levels;
        this.sessions = sessions;
        this.audience = audience;
        this.user = user;
        this.tx = tx;
        this.clock = clock;
    }

    /** A pupil of the class the teacher may seat: their level's step, and whether they are logged in now. */
    public record Candidate(long id, String name, int face, int step, boolean present) {
    }

    /**
     * What the teacher chose: the game and its options (as a pupil's new table, {@code table.seats()} the seats
     * of each table), one deal for every table or not, the robots' level, and the pupils of each table.
     */
    public record NewClassGame(TableService.NewTable table, boolean commonDeal, String robotLevel,
                               List<List<Long>> groups) {
    }

    /** Where a pupil sits in their class's running class game. */
    public record Invitation(UUID classGameId, UUID tableId, String code, String route) {
    }

    /** The class's pupils, with who is logged in now (ticked by default). The class's teacher, or an admin. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public List<Candidate> candidates(long classId) {
        requireClass(classId);
        return classroom.pupils(classId).stream().map(p -> new Candidate(p.id(), p.displayName(), p.face(),
                levels.levelOf(p.id()).step(), sessions.loggedIn(p.id()))).toList();
    }

    /** The chosen pupils grouped into tables by level (pupils of close levels together). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public List<List<Long>> groupsByLevel(long classId, List<Long> pupils, int seatsPerTable) {
        Set<Long> chosen = new HashSet<>(pupils);
        List<Grouping.Pupil> those = candidates(classId).stream().filter(c -> chosen.contains(c.id()))
                .map(c -> new Grouping.Pupil(c.id(), c.name(), c.step())).toList();
        if (those.isEmpty()) {
            throw new ClassGameException(Problem.NO_PUPILS, "nobody chosen");
        }
        return Grouping.byLevel(those, seatsPerTable).stream()
                .map(g -> g.stream().map(Grouping.Pupil::id).toList()).toList();
    }

    /**
     * The teacher starts the class game: one live table per group, started at once with robots in the free
     * seats; the pupils who are logged in are invited at once, the others find their seat when they log in
     * (a robot plays for them meanwhile, as for any pupil away from a live table).
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public UUID start(long classId, NewClassGame wanted) {
        requireClass(classId);
        if (store.running(classId).isPresent()) {
            throw new ClassGameException(Problem.ALREADY_RUNNING, "a class game is being played");
        }
        List<List<Long>> groups = wanted.groups().stream().filter(g -> !g.isEmpty()).toList();
        Set<Long> inClass = new HashSet<>(classroom.pupils(classId).stream().map(Account::id).toList());
        Set<Long> seen = new HashSet<>();
        for (List<Long> g : groups) {
            if (g.size() > wanted.table().seats() || !g.stream().allMatch(p -> inClass.contains(p) && seen.add(p))) {
                throw new ClassGameException(Problem.BAD_GROUPS, "groups " + groups);
            }
        }
        if (groups.isEmpty()) {
            throw new ClassGameException(Problem.NO_PUPILS, "no table");
        }
        UUID id = UUID.randomUUID();
        Long seed = wanted.commonDeal() ? random.nextLong() : null;
        Instant now = clock.instant();
        tx.executeWithoutResult(s -> store.create(new ClassGameStore.ClassGameRow(id, classId, user.require().id(),
                wanted.table().kind(), wanted.table().options(), wanted.table().seats(), seed, "PLAYING", now, null)));
        List<UUID> seated = new ArrayList<>();
        try {
            for (List<Long> g : groups) {
                UUID table = tables.seatClassTable(classId, wanted.table(), g, wanted.robotLevel(), seed);
                int number = seated.size();
                tx.executeWithoutResult(s -> store.addTable(id, table, number));
                seated.add(table);
            }
        } catch (RuntimeException e) {
            // All or nothing: the tables already seated end, and the class game with them.
            seated.forEach(tables::end);
            tx.executeWithoutResult(s -> store.end(id, clock.instant()));
            if (e instanceof TableException) {
                throw new ClassGameException(Problem.BAD_OPTIONS, e.getMessage());
            }
            throw e;
        }
        hub.changed(classId);
        return id;
    }

    /** The class's class game being played, if any. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public Optional<ClassGame> running(long classId) {
        requireClass(classId);
        return tx.execute(s -> store.running(classId)).map(this::classGame);
    }

    /** The class's class games, the latest first, to find a session again. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public List<ClassGame> ofClass(long classId) {
        requireClass(classId);
        return tx.execute(s -> store.ofClass(classId, 20)).stream().map(this::classGame).toList();
    }

    /** A class game of a class the caller teaches. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public ClassGame find(UUID classGameId) {
        return classGame(row(classGameId));
    }

    /** Every table of the class game as the overview shows it: whose turn, cards left, mistakes; no hand. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public List<TableOverview> overview(UUID classGameId) {
        return tx.execute(s -> store.tables(row(classGameId).id())).stream().map(tables::overview).toList();
    }

    /** The class's pupils who have no seat at any table of the class game (they came late, or were left out). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public List<Candidate> latecomers(UUID classGameId) {
        ClassGameStore.ClassGameRow g = row(classGameId);
        Set<Long> seated = new HashSet<>();
        for (UUID table : tx.execute(s -> store.tables(g.id()))) {
            tables.look(table).seats().forEach(seat -> {
                if (seat.accountId() != null) {
                    seated.add(seat.accountId());
                }
            });
        }
        // Their level's step is not needed here (0: not read), only who they are and whether they are logged in.
        return classroom.pupils(g.classId()).stream().filter(p -> !seated.contains(p.id()))
                .map(p -> new Candidate(p.id(), p.displayName(), p.face(), 0, sessions.loggedIn(p.id()))).toList();
    }

    /**
     * The teacher gives a latecomer a seat: a robot's seat judged at their level or below, at the table with
     * the most robots; the pupil is invited at once. Refused (NO_SEAT) when no robot's seat fits their level.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public UUID seatLatecomer(UUID classGameId, long pupilId) {
        ClassGameStore.ClassGameRow g = row(classGameId);
        if (!"PLAYING".equals(g.status())) {
            throw new ClassGameException(Problem.OVER, "the class game is over");
        }
        if (classroom.pupils(g.classId()).stream().noneMatch(p -> p.id() == pupilId)) {
            throw new ClassGameException(Problem.NOT_FOUND, "no such pupil in the class");
        }
        List<SeatedTable> all = tx.execute(s -> store.tables(g.id())).stream().map(tables::look).toList();
        Optional<SeatedTable> already = all.stream().filter(t -> t.seats().stream()
                .anyMatch(x -> Long.valueOf(pupilId).equals(x.accountId()))).findFirst();
        if (already.isPresent()) {
            return already.get().id(); // one seat per pupil in a class game
        }
        List<SeatedTable> byRobots = all.stream().filter(t -> t.status() == TableStatus.PLAYING)
                .sorted(java.util.Comparator.comparingLong((SeatedTable t) -> t.seats().stream()
                        .filter(x -> x.isRobot()).count()).reversed()).toList();
        for (SeatedTable t : byRobots) {
            try {
                tables.seatLatecomer(t.id(), pupilId);
                hub.changed(g.classId());
                return t.id();
            } catch (TableException full) {
                // no robot's seat at this pupil's level here: the next table
            }
        }
        throw new ClassGameException(Problem.NO_SEAT, "no robot's seat at this pupil's level");
    }

    /**
     * The debrief of a finished class game (NOT_OVER before): its most frequent kinds of mistake with one example each
     * (a mistake that holds its game's record, so that the game explains it with the correct play), and its
     * longest correct calculations.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public Debrief debrief(UUID classGameId) {
        ClassGame game = find(classGameId);
        if (!game.over()) {
            // Its examples show the cards of a refused or penalized play, which go back to a hand in play.
            throw new ClassGameException(Problem.NOT_OVER, "the class game is being played");
        }
        return Debriefs.of(game, overview(classGameId));
    }

    /**
     * Every table of a finished class game at the same moment (move {@code moveIndex} of each): with one deal
     * for all, the class compares what each table played and the best play there was. Only once the class game
     * is over (NOT_OVER before: no hand of a game in progress is ever shown).
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public List<org.arithmos.tables.TableMoment> moments(UUID classGameId, int moveIndex) {
        ClassGameStore.ClassGameRow g = row(classGameId);
        if ("PLAYING".equals(g.status())) {
            throw new ClassGameException(Problem.NOT_OVER, "the class game is being played");
        }
        return tx.execute(s -> store.tables(g.id())).stream().map(t -> tables.moment(t, moveIndex)).toList();
    }


    /** A teacher's screen is told of every move at the class's tables; run the returned action when it goes. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public Runnable watch(UUID classGameId, Runnable onChange) {
        ClassGameStore.ClassGameRow g = row(classGameId);
        Runnable plays = tables.watchClassPlay(g.classId(), onChange);
        Runnable lists = tables.watchClass(g.classId(), onChange);
        return () -> {
            plays.run();
            lists.run();
        };
    }

    /** Whether the projector hides the pupils' first names in this class game (kept: a reload keeps them hidden). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public boolean namesHidden(UUID classGameId) {
        ClassGameStore.ClassGameRow g = row(classGameId);
        return Boolean.TRUE.equals(tx.execute(s -> store.namesHidden(g.id())));
    }

    /** The teacher hides (or shows) the first names on the projector, for every screen of it and every reload. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public void hideNames(UUID classGameId, boolean hidden) {
        ClassGameStore.ClassGameRow g = row(classGameId);
        tx.executeWithoutResult(s -> store.hideNames(g.id(), hidden));
        hub.changed(g.classId());
    }

    /** The teacher ends the class game: every table ends where it is, every move stays stored and counted. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public void end(UUID classGameId) {
        ClassGameStore.ClassGameRow g = row(classGameId);
        tx.execute(s -> store.tables(g.id())).forEach(tables::end);
        tx.executeWithoutResult(s -> store.end(g.id(), clock.instant()));
        hub.changed(g.classId());
    }

    /** The table the pupil sits at in their class's running class game, if any: the invitation to sit down. */
    @PreAuthorize("hasRole('PUPIL')")
    public Optional<Invitation> myInvitation() {
        Account me = user.require();
        if (me.classId() == null) {
            return Optional.empty();
        }
        Optional<ClassGameStore.ClassGameRow> running = tx.execute(s -> store.running(me.classId()));
        if (running.isEmpty()) {
            return Optional.empty();
        }
        for (UUID table : tx.execute(s -> store.tables(running.get().id()))) {
            SeatedTable t = tables.look(table);
            if (t.you() >= 0 && t.status() == TableStatus.PLAYING) {
                return Optional.of(new Invitation(running.get().id(), t.id(), t.code(), TableRoutes.of(t.kind(), t.id())));
            }
        }
        return Optional.empty();
    }

    /** A pupil's screen is told when their class's tables start or end (an invitation may come or go). */
    @PreAuthorize("hasRole('PUPIL')")
    public Runnable watchMine(Runnable onChange) {
        Account me = user.require();
        if (me.classId() == null) {
            return () -> { };
        }
        Runnable lists = tables.watchClass(null, onChange);
        Runnable games = hub.watch(me.classId(), onChange);
        return () -> {
            lists.run();
            games.run();
        };
    }

    private ClassGameStore.ClassGameRow row(UUID classGameId) {
        ClassGameStore.ClassGameRow g = tx.execute(s -> store.find(classGameId)).orElse(null);
        if (g == null || !mayRun(g.classId())) {
            throw new ClassGameException(Problem.NOT_FOUND, "no such class game");
        }
        return g;
    }

    private ClassGame classGame(ClassGameStore.ClassGameRow g) {
        return new ClassGame(g.id(), g.classId(), g.kind(), g.options(), g.seatsPerTable(), g.commonSeed() != null,
                !"PLAYING".equals(g.status()), g.startedAt(), g.endedAt(), tx.execute(s -> store.tables(g.id())));
    }

    private void requireClass(long classId) {
        if (!mayRun(classId)) {
            throw new ClassGameException(Problem.NOT_FOUND, "no such class");
        }
    }

    private boolean mayRun(long classId) {
        Role role = user.require().role();
        return (role == Role.TEACHER || role == Role.ADMIN) && audience.teaches(classId);
    }
}
