package org.arithmos.tables;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A table's game begins (docs/decisions/0018): dealt and stored with robots in the free seats, or, after a restart
 * or on another node, rebuilt by replay with its robots going on. Pupils not watching yet get the grace time.
 */
@Component
class TableStart {

    private static final int FACES = 12;

    private final TableStore store;
    private final TableHub hub;
    private final TableBus bus;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final TablePlay play;
    private final TableViews views;
    private final StoredTables storedTables;
    private final SecureRandom seeds = new SecureRandom();

    TableStart(TableStore store, TableHub hub, TableBus bus, TransactionTemplate tx, Clock clock, TablePlay play,
               TableViews views, StoredTables storedTables) {
        this.store = store;
        this.hub = hub;
        this.bus = bus;
        this.tx = tx;
        this.clock = clock;
        this.play = play;
        this.views = views;
        this.storedTables = storedTables;
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
                .forEach(s -> play.away(t, s.accountId(), now));
        views.tell(t, -1, null, List.of(), null);
        play.scheduleRobot(t);
    }

    /** Rebuilds a stored table (after a restart, or on another node) by replaying its moves. */
    LiveTable rebuild(TableStore.TableRow row) {
        LiveTable t = storedTables.replayed(row);
        t.turnSeconds = store.turnSeconds(t.classId);
        t.counted = !t.isPrivate() || (t.hostId != null && store.isPupil(t.hostId));
        if (t.state != null) {
            Instant now = clock.instant();
            t.turnSince = now;
            t.seats.stream().filter(s -> !s.isRobot()).forEach(s -> play.away(t, s.accountId(), now));
            play.scheduleRobot(t);
        }
        return t;
    }
}
