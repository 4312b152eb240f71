package org.arithmos.tables;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * How a live table moves on once the service has checked who asks (docs/decisions/0018): each move stored then
 * applied under the table's lock, robots playing at the table's pace on the tables' timer, a robot standing in for a
 * pupil away past the grace time, and this node's copy caught up with the database when another node moved first
 * (0031). These stay together: a robot's move is committed, a commit the move-count guard refuses catches up, and
 * catching up sets the robots going again. The start, the screens coming and going, the settings, the teacher's
 * actions and the sweep are the collaborators that call in here (TableStart, TablePresence, TableSettings,
 * TeacherActions, TableSweep).
 */
@Component
class TablePlay {

    private static final Logger log = LoggerFactory.getLogger(TablePlay.class);

    private final TableStore store;
    private final TableHub hub;
    private final TableBus bus;
    private final TransactionTemplate tx;
    private final ApplicationEventPublisher publisher;
    private final Clock clock;
    private final TableTimers timers;
    private final TableViews views;
    private final StoredTables storedTables;

    /**
     * The least time between two robots' moves, whatever the pace: at pace 0 (robots "at once") a screen still
     * gets each move as its own push. The tests, which play whole games against robots, set it lower.
     */
    private final int robotFloorMillis;

    TablePlay(TableStore store, TableHub hub, TableBus bus, TransactionTemplate tx, ApplicationEventPublisher publisher,
              Clock clock, TableTimers timers, TableViews views, StoredTables storedTables,
              @org.springframework.beans.factory.annotation.Value("${arithmos.tables.robot-floor-ms:50}") int robotFloorMillis) {
        this.robotFloorMillis = robotFloorMillis;
        this.store = store;
        this.hub = hub;
        this.bus = bus;
        this.tx = tx;
        this.publisher = publisher;
        this.clock = clock;
        this.timers = timers;
        this.views = views;
        this.storedTables = storedTables;
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
                t.seats = new ArrayList<>(storedTables.replayed(row.get()).seats);
                t.status = status;
                views.tell(t, -1, null, List.of(), null);
                return null;
            }
            var g = stored.get();
            if (t.state == null) {
                LiveTable fresh = storedTables.replayed(row.get());
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
                views.tell(t, -1, null, List.of(), null);
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
            storedTables.applyStored(t, g.moves().subList(Math.min(t.version(), g.moves().size()), g.moves().size()), g,
                    (mover, move, events) -> {
                        t.turnSince = clock.instant();
                        if (t.game.toMove(t.state).isEmpty() || status == TableStatus.OVER) {
                            t.status = TableStatus.OVER;
                        }
                        views.tell(t, mover, move, events, null);
                        moved[0] = true;
                    });
            if (status == TableStatus.OVER && t.status != TableStatus.OVER) {
                t.status = TableStatus.OVER;
                moved[0] = false;
            }
            if (!moved[0]) {
                views.tell(t, -1, null, List.of(), null);
            }
            scheduleRobot(t);
            return null;
        });
    }

    void away(LiveTable t, long accountId, Instant since) {
        if (t.isPrivate()) {
            return; // nobody else waits for them: their game waits for them (0018, step 3)
        }
        t.awaySince.put(accountId, since);
        timers.later(() -> standInIfStillAway(t, accountId, since), t.graceSeconds, TimeUnit.SECONDS);
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
                views.tell(t, -1, null, List.of(), null);
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
                return new TableNews(views.seated(t, seat), -1, null, List.of(), null);
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
                return TableNews.refused(views.seated(t, seat), refusal.get());
            }
            Object before = t.state;
            TableGame.Step<Object> step = t.game.apply(t.state, move);
            if (!commit(t, seat, move, step, accountId)) {
                return new TableNews(views.seated(t, seat), -1, null, List.of(), null);
            }
            views.tell(t, seat, move, step.events(), null);
            scheduleRobot(t);
            return new TableNews(views.seated(t, seat), seat, move, t.game.seenBy(step.events(), seat), null, null,
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
    void scheduleRobot(LiveTable t) {
        int version = t.version();
        if (t.robotToMove() && !t.held) {
            timers.later(() -> robotMove(t, version, false), Math.max(robotFloorMillis, t.paceMillis), TimeUnit.MILLISECONDS);
        } else if (t.turnSeconds > 0 && t.pupilToMove()) {
            timers.later(() -> robotMove(t, version, true), t.turnSeconds, TimeUnit.SECONDS);
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
                    views.tell(t, seat, robot.move(), step.events(), timeUp ? new TimeUp(t.turnSeconds) : robot.reason());
                    scheduleRobot(t);
                }
                return null;
            });
        } catch (RuntimeException e) {
            log.error("robot move at table {} failed", t.id, e);
        }
    }
}
