package org.arithmos.tables;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What happens at a live table once the service has checked who asks: the start, each move stored then
 * applied, robots playing at the table's pace, pupils who leave and come back, and every screen told
 * (docs/decisions/0018). Robots move on the server, on a timer per table, since several screens watch it.
 */
@Component
class TablePlay {

    private static final Logger log = LoggerFactory.getLogger(TablePlay.class);
    private static final int FACES = 12;

    private final Tables tables;
    private final TableStore store;
    private final TableHub hub;
    private final TableBus bus;
    private final TransactionTemplate tx;
    private final ApplicationEventPublisher publisher;
    private final Clock clock;
    private final SecureRandom seeds = new SecureRandom();
    private final ScheduledExecutorService timers = Executors.newScheduledThreadPool(1,
            Thread.ofPlatform().name("table-robots-", 0).daemon().factory());

    /**
     * The least time between two robots' moves, whatever the pace: at pace 0 (robots "at once") a screen still
     * gets each move as its own push. The tests, which play whole games against robots, set it lower.
     */
    private final int robotFloorMillis;

    TablePlay(Tables tables, TableStore store, TableHub hub, TableBus bus, TransactionTemplate tx,
              ApplicationEventPublisher publisher, Clock clock,
              @org.springframework.beans.factory.annotation.Value("${arithmos.tables.robot-floor-ms:50}") int robotFloorMillis) {
        this.robotFloorMillis = robotFloorMillis;
        this.tables = tables;
        this.store = store;
        this.hub = hub;
        this.bus = bus;
        bus.onSignal(this::heard);
        this.tx = tx;
        this.publisher = publisher;
        this.clock = clock;
        timers.scheduleWithFixedDelay(this::sweep, SWEEP_SECONDS, SWEEP_SECONDS, TimeUnit.SECONDS);
    }

    /** The node stops: its tables' robots and timers with it (another node's copy goes on, 0031). */
    @jakarta.annotation.PreDestroy
    void stop() {
        tables.all().forEach(t -> t.retired = true);
        timers.shutdownNow();
    }

    /** How often the screens are asked whether their browser is still there. */
    private static final int SWEEP_SECONDS = 5;

    /**
     * A browser that went without a word (switched off, network lost, killed) leaves its table like a closed
     * tab: its seat waits the grace time, then a robot plays it (0018).
     */
    void sweep() {
        try {
            java.util.Set<String> said = new java.util.HashSet<>();
            for (TableHub.Watcher w : hub.allWatchers()) {
                if (!w.present().getAsBoolean()) {
                    LiveTable t = tables.get(w.tableId());
                    if (t == null) {
                        hub.unwatch(w);
                    } else {
                        leave(t, w);
                    }
                } else if (w.seat() >= 0 && said.add(w.tableId() + " " + w.accountId()) && sharedTable(w.tableId())) {
                    bus.here(w.tableId(), w.accountId()); // the other nodes' copies keep no robot in this seat
                }
            }
            dropUnusedTables();
            if (bus.clustered()) {
                bus.forgetStale();
                tables.all().forEach(this::awayFromEveryNode);
            }
        } catch (RuntimeException e) {
            log.warn("the sweep of absent screens failed", e);
        }
    }

    /** A class's table, which other nodes may also hold (a private one has no stand-in to call off). */
    private boolean sharedTable(java.util.UUID tableId) {
        LiveTable t = tables.get(tableId);
        return t != null && !t.isPrivate();
    }

    /** How long a guest's table is kept unused: then it ends, as a guest's game always did (nothing is stored). */
    static final java.time.Duration GUEST_IDLE = java.time.Duration.ofHours(24);

    /**
     * How long a stored private table stays in memory unused and unseen: then it leaves (a game against robots waits
     * for its person; it comes back by replay when they open it again), so a node holds the games being played.
     */
    static final java.time.Duration PRIVATE_IDLE = java.time.Duration.ofMinutes(30);

    /** Whether a screen on this node shows the table. */
    boolean watched(java.util.UUID tableId) {
        return !hub.watchers(tableId).isEmpty();
    }

    /**
     * Tables nobody uses or shows leave memory: a guest's after {@link #GUEST_IDLE} (which ends it), a stored private
     * one after {@link #PRIVATE_IDLE}. A class's tables stay: their pupils and teacher may come back at any time.
     */
    private void dropUnusedTables() {
        Instant now = clock.instant();
        tables.all().stream().filter(t -> !watched(t.id) && (t.recorded()
                        ? t.isPrivate() && t.lastUsed.isBefore(now.minus(PRIVATE_IDLE))
                        : t.lastUsed.isBefore(now.minus(GUEST_IDLE))))
                .forEach(t -> tables.forget(t.id));
    }

    /**
     * In a cluster, a pupil who played on another node and is no longer heard of there (their screen closed,
     * their node gone) is away here too: the grace time, then a robot (0031).
     */
    private void awayFromEveryNode(LiveTable t) {
        t.locked(() -> {
            if (t.status == TableStatus.PLAYING && !t.retired) {
                Instant now = clock.instant();
                t.seats.stream().filter(s -> !s.isRobot() && !s.standIn() && !t.awaySince.containsKey(s.accountId())
                        && hub.screensOf(t.id, s.accountId()) == 0 && !bus.seenElsewhere(t.id, s.accountId()))
                        .forEach(s -> away(t, s.accountId(), now));
            }
            return null;
        });
    }

    /** What another node said (0031): a table changed there, or a pupil sits at it there. */
    private void heard(TableBus.Signal signal) {
        switch (signal) {
            case TableBus.TurnTimer timer -> turnTimerChanged(timer.classId(),
                    tx.execute(s -> store.turnSeconds(timer.classId())));
            case TableBus.Changed c -> {
                LiveTable t = tables.get(c.tableId());
                if (t != null) {
                    catchUp(t);
                }
                hub.classChanged(c.classId());
                hub.classMoved(c.classId());
            }
            case TableBus.Here h -> {
                LiveTable t = tables.get(h.tableId());
                if (t != null) {
                    t.locked(() -> {
                        t.awaySince.remove(h.accountId());
                        int seat = t.seatOf(h.accountId());
                        if (seat >= 0 && t.seats.get(seat).standIn()) {
                            t.replaceSeat(t.seats.get(seat).withStandIn(false));
                            tell(t, -1, null, List.of(), null);
                            scheduleRobot(t);
                        }
                        return null;
                    });
                }
            }
        }
    }

    /**
     * Brings this node's copy of the table up to the database: the moves played elsewhere are applied one by
     * one and told to this node's screens as if played here; seats, start and end are read again (0031).
     */
    void catchUp(LiveTable t) {
        t.locked(() -> {
            if (t.retired || !t.recorded()) {
                return null;
            }
            var row = tx.execute(s -> store.find(t.id));
            if (row == null || row.isEmpty()) {
                return null;
            }
            var stored = tx.execute(s -> store.game(t.id));
            TableStatus status = TableStatus.valueOf(row.get().status());
            if (stored.isEmpty()) {
                t.seats = new ArrayList<>(replayed(row.get()).seats);
                t.status = status;
                tell(t, -1, null, List.of(), null);
                return null;
            }
            var g = stored.get();
            if (t.state == null) {
                LiveTable fresh = replayed(row.get());
                t.options = fresh.options;
                t.seed = fresh.seed;
                t.showResults = fresh.showResults;
                t.state = fresh.state;
                t.seats = fresh.seats;
                t.status = fresh.status;
                t.marks.addAll(fresh.marks);
                t.turnSince = clock.instant();
                t.seats.stream().filter(s -> !s.isRobot() && hub.screensOf(t.id, s.accountId()) == 0)
                        .forEach(s -> away(t, s.accountId(), t.turnSince));
                tell(t, -1, null, List.of(), null);
                scheduleRobot(t);
                return null;
            }
            for (TableStore.GameSeat s : g.seats()) {
                TableSeat mine = t.seats.get(s.seat());
                if (!java.util.Objects.equals(mine.accountId(), s.accountId())) {
                    t.replaceSeat(new TableSeat(s.seat(), s.accountId(), s.name(), s.face(), s.robotLevel(), null, false));
                }
            }
            boolean[] moved = {false};
            applyStored(t, g.moves().subList(Math.min(t.version(), g.moves().size()), g.moves().size()), g,
                    (mover, move, events) -> {
                        t.turnSince = clock.instant();
                        if (t.game.toMove(t.state).isEmpty() || status == TableStatus.OVER) {
                            t.status = TableStatus.OVER;
                        }
                        tell(t, mover, move, events, null);
                        moved[0] = true;
                    });
            if (status == TableStatus.OVER && t.status != TableStatus.OVER) {
                t.status = TableStatus.OVER;
                moved[0] = false;
            }
            if (!moved[0]) {
                tell(t, -1, null, List.of(), null);
            }
            scheduleRobot(t);
            return null;
        });
    }

    /** Deals and stores the game, robots in the free seats; pupils not watching yet get the grace time. */
    void start(LiveTable t, int seatCount, String robotLevel, long teacherId) {
        start(t, seatCount, robotLevel, teacherId, null);
    }

    /** The same with a given deal ({@code seed}; null: a new one), e.g. one deal for every table of a class game. */
    void start(LiveTable t, int seatCount, String robotLevel, long teacherId, Long seed) {
        List<String> levels = new ArrayList<>();
        List<TableSeat> seats = new ArrayList<>(t.seats);
        List<String> names = new ArrayList<>(BotSeats.NAMES);
        seats.forEach(s -> names.remove(s.name()));
        for (int seat = seats.size(); seat < seatCount; seat++) {
            String name = names.remove(seeds.nextInt(names.size()));
            seats.add(new TableSeat(seat, null, name, (seat * 5 + 3) % FACES, robotLevel, null, false));
        }
        seats.forEach(s -> levels.add(s.level()));
        String options;
        try {
            options = t.game.options(t.options, seatCount, levels);
        } catch (IllegalArgumentException e) {
            throw new TableException(Problem.BAD_OPTIONS, e.getMessage());
        }
        long deal = seed != null ? seed : seeds.nextLong();
        Object state = t.game.deal(options, deal);
        Instant now = clock.instant();
        if (t.recorded()) {
            tx.executeWithoutResult(s -> {
                store.start(t.id, teacherId, t.game.kind(), options, deal, t.mode, t.paceMillis, t.showResults,
                    seats.stream().map(x -> new TableStore.GameSeat(x.seat(), x.name(), x.face(), x.robotLevel(),
                            x.accountId())).toList(), now);
                bus.changed(t.id, t.classId);
            });
        }
        t.options = options;
        t.seed = deal;
        t.state = state;
        t.seats = seats;
        t.status = TableStatus.PLAYING;
        t.turnSince = now;
        t.turnSeen = true;
        t.turnSeconds = t.isPrivate() ? 0 : store.turnSeconds(t.classId);
        seats.stream().filter(s -> !s.isRobot() && hub.screensOf(t.id, s.accountId()) == 0)
                .forEach(s -> away(t, s.accountId(), now));
        tell(t, -1, null, List.of(), null);
        scheduleRobot(t);
    }

    /** Rebuilds a stored table (after a restart, or on another node) by replaying its moves. */
    LiveTable rebuild(TableStore.TableRow row) {
        LiveTable t = replayed(row);
        t.turnSeconds = store.turnSeconds(t.classId);
        t.counted = !t.isPrivate() || (t.hostId != null && store.isPupil(t.hostId));
        if (t.state != null) {
            Instant now = clock.instant();
            t.turnSince = now;
            t.seats.stream().filter(s -> !s.isRobot()).forEach(s -> away(t, s.accountId(), now));
            scheduleRobot(t);
        }
        return t;
    }

    /** The table as stored, every move replayed; no timer started (a copy to read, or to adopt the state of). */
    private LiveTable replayed(TableStore.TableRow row) {
        LiveTable t = new LiveTable(row.id(), row.code(), row.classId(), row.hostId(), tables.game(row.kind()), row.options(),
                row.mode(), row.seats(), row.graceSeconds(), row.partnersSeeHands(), row.paceMillis(), row.createdAt());
        t.status = TableStatus.valueOf(row.status());
        var stored = store.game(row.id());
        if (stored.isPresent()) {
            var g = stored.get();
            t.state = t.game.deal(g.options(), g.seed());
            applyStored(t, g.moves(), g, (mover, move, events) -> { });
            t.options = g.options();
            t.seed = g.seed();
            t.showResults = g.showResults();
            t.seats = new ArrayList<>(g.seats().stream().map(s -> new TableSeat(s.seat(), s.accountId(), s.name(),
                    s.face(), s.robotLevel(), null, false)).toList());
            if (t.status == TableStatus.OPEN) {
                t.status = TableStatus.PLAYING;
            }
        } else {
            for (TableStore.LobbySeat s : store.lobby(row.id())) {
                t.seats.add(new TableSeat(s.seat(), s.accountId(), nameOf(s.accountId()), faceOf(s.accountId()), null,
                        s.level(), false));
            }
        }
        return t;
    }

    /** What a stored move did, once applied to a table's copy: who moved, the move, the game's events. */
    private interface StoredMoveApplied {
        void applied(int mover, Object move, List<?> events);
    }

    /**
     * Applies stored moves of game {@code g} to the table's state, one by one. A move of a pupil's seat leaves its
     * marks (a stand-in's moves cannot be told apart once stored, 0028); robots' count for nobody.
     */
    private void applyStored(LiveTable t, List<String> moves, TableStore.StoredGame g, StoredMoveApplied each) {
        var pupilSeats = g.seats().stream().filter(x -> x.accountId() != null).map(TableStore.GameSeat::seat)
                .collect(java.util.stream.Collectors.toSet());
        for (String m : moves) {
            int mover = t.game.toMove(t.state).orElse(-1);
            Object move = t.game.parseMove(m);
            TableGame.Step<Object> step = t.game.apply(t.state, move);
            if (pupilSeats.contains(mover)) {
                t.marks.addAll(t.game.marks(t.state, step.events()));
            }
            t.state = step.state();
            each.applied(mover, move, step.events());
        }
    }

    private String nameOf(long accountId) {
        return store.nameOf(accountId);
    }

    private int faceOf(long accountId) {
        return store.faceOf(accountId);
    }

    /**
     * A screen of {@code accountId} at {@code seat} (-1: a spectator) shows the table from now on: the table as it
     * sees it, how to stop (the screen is gone), and whether it is still told.
     */
    TableService.Watching watch(LiveTable t, long accountId, int seat, java.util.function.Consumer<TableNews> onNews,
                                java.util.function.BooleanSupplier present) {
        TableHub.Watcher w = new TableHub.Watcher(t.id, accountId, seat, onNews, present);
        SeatedTable now = arrive(t, w);
        return new TableService.Watching(now, () -> leave(t, w), () -> hub.watchers(t.id).contains(w));
    }

    /** A screen arrives: it is told from now on; a pupil who was away takes their seat back at once. */
    SeatedTable arrive(LiveTable t, TableHub.Watcher w) {
        return t.locked(() -> {
            hub.watch(w);
            if (w.seat() >= 0 && !t.isPrivate()) { // a private table lives on one node: nobody to tell
                bus.here(t.id, w.accountId());
                t.awaySince.remove(w.accountId());
                TableSeat seat = t.seats.get(w.seat());
                if (seat.standIn()) {
                    t.replaceSeat(seat.withStandIn(false));
                    tell(t, -1, null, List.of(), null);
                    scheduleRobot(t); // their turn now runs on the class's timer, if it has one
                }
            }
            return seated(t, w.seat());
        });
    }

    /** A screen goes: when it was the pupil's last one, their seat waits the grace time, then a robot plays it. */
    void leave(LiveTable t, TableHub.Watcher w) {
        t.locked(() -> {
            if (!hub.unwatch(w)) {
                return null;
            }
            if (w.seat() >= 0 && hub.screensOf(t.id, w.accountId()) == 0 && t.status == TableStatus.PLAYING) {
                away(t, w.accountId(), clock.instant());
                if (t.isPrivate()) {
                    t.turnSeen = false; // their game waits for them: the time away is not time spent thinking
                }
            }
            return null;
        });
    }

    private void away(LiveTable t, long accountId, Instant since) {
        if (t.isPrivate()) {
            return; // nobody else waits for them: their game waits for them (0018, step 3)
        }
        t.awaySince.put(accountId, since);
        later(() -> standInIfStillAway(t, accountId, since), t.graceSeconds, TimeUnit.SECONDS);
    }

    private void standInIfStillAway(LiveTable t, long accountId, Instant since) {
        t.locked(() -> {
            int seat = t.seatOf(accountId);
            if (bus.seenElsewhere(t.id, accountId)) {
                t.awaySince.remove(accountId); // at the table on another node (0031)
                return null;
            }
            if (!t.retired && seat >= 0 && since.equals(t.awaySince.get(accountId)) && t.status == TableStatus.PLAYING
                    && !t.seats.get(seat).standIn()) {
                t.replaceSeat(t.seats.get(seat).withStandIn(true));
                tell(t, -1, null, List.of(), null);
                scheduleRobot(t);
            }
            return null;
        });
    }

    /** The pupil's move at their seat: stored, then applied, then every screen is told. */
    TableNews move(LiveTable t, long accountId, int version, Object move) {
        return t.locked(() -> {
            int seat = t.seatOf(accountId);
            if (t.status != TableStatus.PLAYING || t.version() != version || t.toMove() != seat || seat < 0) {
                return new TableNews(seated(t, seat), -1, null, List.of(), null);
            }
            if (t.seats.get(seat).standIn()) {
                t.replaceSeat(t.seats.get(seat).withStandIn(false));
            }
            t.awaySince.remove(accountId);
            Optional<Object> refusal = t.game.refusal(t.state, move);
            if (refusal.isPresent()) {
                int seq = t.version();
                Instant at = clock.instant();
                t.game.refusalRule(refusal.get()).ifPresent(rule -> t.marks.add(TableMark.mistake(seat, rule, 0,
                        t.game.refusalExample(t.state, move, refusal.get()))));
                hub.classMoved(t.classId);
                if (t.counted) {
                    tx.executeWithoutResult(s -> t.game.refusalProgress(accountId, t.id, seq, at, t.mode, t.state,
                            move, refusal.get()).forEach(publisher::publishEvent));
                }
                return TableNews.refused(seated(t, seat), refusal.get());
            }
            Object before = t.state;
            TableGame.Step<Object> step = t.game.apply(t.state, move);
            if (!commit(t, seat, move, step, accountId)) {
                return new TableNews(seated(t, seat), -1, null, List.of(), null);
            }
            tell(t, seat, move, step.events(), null);
            scheduleRobot(t);
            return new TableNews(seated(t, seat), seat, move, t.game.seenBy(step.events(), seat), null, null,
                    t.game.moverNotes(before, move, step));
        });
    }

    /**
     * Learning mode's Check or hint for the pupil whose turn it is ({@code move} null: a hint), on the version
     * they saw; nothing changes at the table and nobody else is told (0018). What they asked counts in their
     * progress as against robots; a hint marks their next move as hinted.
     */
    Optional<Object> ask(LiveTable t, long accountId, int version, Object move) {
        return t.locked(() -> {
            int seat = t.seatOf(accountId);
            if (t.status != TableStatus.PLAYING || t.version() != version || t.toMove() != seat || seat < 0) {
                throw new TableException(Problem.NOT_YOUR_TURN, "the table has moved on");
            }
            if (!"LEARNING".equals(t.mode)) {
                throw new TableException(Problem.LEARNING_ONLY, "Check and hints are for learning mode");
            }
            Optional<?> answer = move == null ? t.game.hint(t.state) : t.game.check(t.state, move);
            answer.ifPresent(a -> {
                Instant at = clock.instant();
                Object shown = move == null ? a : move;
                Object verdict = move == null ? null : a;
                if (t.counted) {
                    tx.executeWithoutResult(s -> t.game.askedProgress(accountId, t.id, version, at, t.state, shown,
                            verdict).forEach(publisher::publishEvent));
                }
                if (move == null) {
                    t.hinted.add(seat);
                }
            });
            return answer.map(a -> (Object) a);
        });
    }

    /** The table moves on only once the move (and the pupil's progress) is committed. */
    private boolean commit(LiveTable t, int seat, Object move, TableGame.Step<Object> step, Long pupilId) {
        int seq = t.version();
        Instant at = clock.instant();
        boolean over = t.game.toMove(step.state()).isEmpty();
        Boolean stored = !t.recorded() ? Boolean.TRUE : tx.execute(s -> {
            if (!store.append(t.id, seq, seat, t.game.notation(move), pupilId == null, over, at)) {
                return false;
            }
            bus.changed(t.id, t.classId);
            if (pupilId != null && t.counted) {
                Long thinking = t.turnSeen && t.turnSince != null ? java.time.Duration.between(t.turnSince, at).toMillis()
                        : null;
                t.game.progress(pupilId, t.id, seq, at, t.mode, t.state, move, step, t.hinted.contains(seat), thinking)
                        .forEach(publisher::publishEvent);
            }
            t.seats.stream().filter(x -> !x.isRobot() && t.counted).forEach(x -> t.game.seatProgress(x.accountId(), x.seat(), seat,
                    t.id, seq, at, t.state, step).forEach(publisher::publishEvent));
            return true;
        });
        if (!Boolean.TRUE.equals(stored)) {
            // Another node (or a copy of the table dropped from memory) moved it on first: take the stored truth,
            // told to this node's screens, and its robots go on from there.
            catchUp(t);
            return false;
        }
        if (pupilId != null) {
            t.marks.addAll(t.game.marks(t.state, step.events())); // a pupil's own play: robots' count for nobody
        }
        t.hinted.remove(seat);
        t.state = step.state();
        t.turnSince = at;
        t.turnSeen = true;
        if (over) {
            t.status = TableStatus.OVER;
        }
        return true;
    }

    /**
     * What happens next without anyone clicking: a robot's move at the table's pace, or, when a pupil is to
     * move and the class has a turn timer, a robot's move for them once it runs out.
     */
    private void scheduleRobot(LiveTable t) {
        int version = t.version();
        if (t.robotToMove() && !t.held) {
            later(() -> robotMove(t, version, false), Math.max(robotFloorMillis, t.paceMillis), TimeUnit.MILLISECONDS);
        } else if (t.turnSeconds > 0 && t.pupilToMove()) {
            later(() -> robotMove(t, version, true), t.turnSeconds, TimeUnit.SECONDS);
        }
    }

    /**
     * Runs {@code task} after a while on the tables' timer. When the node is stopping (stop() ended the timer) while
     * a screen still acts or closes, nothing is run: its robots stop with it, another node's copy goes on (0031).
     */
    private void later(Runnable task, long delay, TimeUnit unit) {
        try {
            timers.schedule(task, delay, unit);
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            log.debug("the node is stopping: a table's timer is not set");
        }
    }

    /**
     * A robot plays the seat to move: its own, one it stands in for, or ({@code timeUp}) a pupil's whose turn
     * outlasted the class's timer — that one move only, counted for nobody (0018).
     */
    private void robotMove(LiveTable t, int version, boolean timeUp) {
        try {
            t.locked(() -> {
                if (t.retired || t.version() != version || !(timeUp ? t.pupilToMove() : t.robotToMove() && !t.held)) {
                    return null;
                }
                int seat = t.toMove();
                TableSeat s = t.seats.get(seat);
                var robot = t.game.robot(t.state, seat, s.robotLevel() != null ? s.robotLevel() : "INTERMEDIATE");
                var step = t.game.apply(t.state, robot.move());
                if (commit(t, seat, robot.move(), step, null)) {
                    tell(t, seat, robot.move(), step.events(), timeUp ? new TimeUp(t.turnSeconds) : robot.reason());
                    scheduleRobot(t);
                }
                return null;
            });
        } catch (RuntimeException e) {
            log.error("robot move at table {} failed", t.id, e);
        }
    }

    /**
     * The teacher sets the class's turn timer: stored, told to the other nodes on commit (0031), and this node's
     * tables of the class follow from the next turn on.
     */
    void setTurnTimer(long classId, int seconds) {
        tx.executeWithoutResult(s -> {
            store.setTurnSeconds(classId, seconds);
            bus.turnTimerChanged(classId);
        });
        turnTimerChanged(classId, seconds);
    }

    /** The class's turn timer changed (here or on another node): its tables in memory follow from the next turn on. */
    private void turnTimerChanged(long classId, int seconds) {
        for (LiveTable t : tables.ofClass(classId)) {
            t.locked(() -> {
                t.turnSeconds = seconds;
                tell(t, -1, null, List.of(), null); // the screens show the new timer at once
                scheduleRobot(t);
                return null;
            });
        }
    }

    /** A private table's person changes the robots' pace: stored, and the next robot's move follows it. */
    void setPace(LiveTable t, int millis) {
        t.locked(() -> {
            if (t.recorded()) {
                tx.executeWithoutResult(s -> store.setPace(t.id, millis, clock.instant()));
            }
            t.paceMillis = millis;
            return null;
        });
    }

    /**
     * A private table's robots wait while its person reads (a penalty's explanation, a round's results), and go
     * on at their pace once they are done: nobody is hurried (0018).
     */
    void hold(LiveTable t, boolean reading) {
        t.locked(() -> {
            boolean was = t.held;
            t.held = reading;
            if (was && !reading) {
                scheduleRobot(t);
            }
            return null;
        });
    }

    /** Someone sat down or stood up in the lobby: every screen of the table and of the class's list. */
    void seatsChanged(LiveTable t) {
        t.locked(() -> {
            tell(t, -1, null, List.of(), null);
            return null;
        });
        bus.changed(t.id, t.classId);
        hub.classChanged(t.classId);
    }

    /**
     * The teacher ends the table (a class game's end, issue 15): nobody moves any more, every move stays stored
     * and counted, and every screen is told.
     */
    void end(LiveTable t) {
        t.locked(() -> {
            if (t.status == TableStatus.OVER) {
                return null;
            }
            Instant at = clock.instant();
            tx.executeWithoutResult(s -> {
                store.end(t.id, at);
                bus.changed(t.id, t.classId);
            });
            t.status = TableStatus.OVER;
            tell(t, -1, null, List.of(), null);
            return null;
        });
        hub.classChanged(t.classId);
    }

    /**
     * A pupil takes over a robot's seat of a table being played (a class game's latecomer): the first robot's
     * seat their level fits, or -1 when none does. They are away until their screen arrives (grace time, then a
     * robot plays for them, as for any pupil).
     */
    int takeRobotSeat(LiveTable t, long accountId, String name, int face, String level) {
        return t.locked(() -> {
            if (t.status != TableStatus.PLAYING || t.seatOf(accountId) >= 0) {
                return t.seatOf(accountId);
            }
            for (TableSeat s : t.seats) {
                if (s.isRobot() && t.game.fitsLevel(t.state, s.seat(), level)) {
                    Instant now = clock.instant();
                    boolean taken = Boolean.TRUE.equals(tx.execute(x -> {
                        if (!store.takeSeat(t.id, s.seat(), accountId, name, face, now)) {
                            return false;
                        }
                        bus.changed(t.id, t.classId);
                        return true;
                    }));
                    if (!taken) {
                        continue; // another node gave this seat first: the next one
                    }
                    t.replaceSeat(new TableSeat(s.seat(), accountId, name, face, null, level, false));
                    if (hub.screensOf(t.id, accountId) == 0) {
                        away(t, accountId, now);
                    }
                    tell(t, -1, null, List.of(), null);
                    scheduleRobot(t);
                    return s.seat();
                }
            }
            return -1;
        });
    }

    /** What the overview shows of the table now: public facts only. */
    TableOverview overview(LiveTable t) {
        return t.locked(() -> {
            List<TableOverview.Seat> seats = new ArrayList<>();
            for (TableSeat s : t.seats) {
                java.util.Map<String, Integer> mistakes = new java.util.TreeMap<>();
                t.marks.stream().filter(m -> m.seat() == s.seat() && m.kind() == TableMark.Kind.MISTAKE)
                        .forEach(m -> mistakes.merge(m.rule(), 1, Integer::sum));
                seats.add(new TableOverview.Seat(s.seat(), s.name(), s.isRobot(), s.standIn(),
                        t.state == null ? -1 : t.game.cardsLeft(t.state, s.seat()), mistakes));
            }
            int toMove = t.toMove();
            return new TableOverview(t.id, t.code, t.game.kind(), t.status, seats, toMove,
                    toMove >= 0 ? t.turnSince : null, t.version(), t.marks, places(t));
        });
    }

    /** Tells every screen of the table, each with its own seat's view only. Called under the table's lock. */
    private void tell(LiveTable t, int mover, Object move, List<?> events, Object reason) {
        for (TableHub.Watcher w : hub.watchers(t.id)) {
            List<?> seen = mover < 0 ? List.of() : t.game.seenBy(events, w.seat());
            try {
                w.onNews().accept(new TableNews(seated(t, w.seat()), mover, move, seen, reason));
            } catch (RuntimeException e) {
                log.warn("a screen of table {} could not be told", t.id, e);
            }
        }
        if (mover < 0 || t.status == TableStatus.OVER) {
            hub.classChanged(t.classId);
        }
        hub.classMoved(t.classId);
    }

    /** The table from one seat (-1: a spectator, who sees no hand). Called under the table's lock. */
    SeatedTable seated(LiveTable t, int seat) {
        Object view = t.state == null ? null : t.game.view(t.state, seat, t.partnersSeeHands);
        return new SeatedTable(t.id, t.code, t.game.kind(), t.status, t.seats, t.seatCount, t.hostId, seat,
                t.version(), t.toMove(), t.options, t.mode, t.partnersSeeHands, view, t.turnSeconds, t.isPrivate(),
                t.paceMillis, t.showResults, stopped(t), places(t));
    }

    /** Each seat's finishing place once the table is over (its game ended, or the teacher ended it), else none. */
    private List<TablePlace> places(LiveTable t) {
        return t.status == TableStatus.OVER && t.state != null ? t.game.places(t.state, stopped(t)) : List.of();
    }

    /** Over before its game's end: the teacher ended it (a table that never started has no game to end). */
    private boolean stopped(LiveTable t) {
        return t.status == TableStatus.OVER && t.state != null && t.game.toMove(t.state).isPresent();
    }
}
