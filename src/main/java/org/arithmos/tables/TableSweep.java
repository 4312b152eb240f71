package org.arithmos.tables;

import java.time.Clock;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Every few seconds, on the tables' timer (docs/decisions/0018, 0031): screens whose browser went silent leave their
 * table, tables nobody uses or shows leave memory, and in a cluster a pupil heard of on no node is away.
 */
@Component
class TableSweep {

    private static final Logger log = LoggerFactory.getLogger(TableSweep.class);

    private final Tables tables;
    private final TableHub hub;
    private final TableBus bus;
    private final Clock clock;
    private final TablePlay play;
    private final TablePresence presence;

    TableSweep(Tables tables, TableHub hub, TableBus bus, Clock clock, TablePlay play, TablePresence presence,
               TableTimers timers) {
        this.tables = tables;
        this.hub = hub;
        this.bus = bus;
        this.clock = clock;
        this.play = play;
        this.presence = presence;
        timers.every(this::sweep, SWEEP_SECONDS);
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
                        presence.leave(t, w);
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

    /**
     * Tables nobody uses or shows leave memory: a guest's after {@link #GUEST_IDLE} (which ends it), a stored private
     * one after {@link #PRIVATE_IDLE}. A class's tables stay: their pupils and teacher may come back at any time.
     */
    private void dropUnusedTables() {
        Instant now = clock.instant();
        tables.all().stream().filter(t -> !presence.watched(t.id) && (t.recorded()
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
                        .forEach(s -> play.away(t, s.accountId(), now));
            }
            return null;
        });
    }
}
