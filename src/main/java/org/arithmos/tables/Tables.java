package org.arithmos.tables;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;

/**
 * The live tables kept in memory on this node, and the games that can be played at them (every
 * {@link TableGame} bean, by kind). A table not in memory is rebuilt from the database by the service.
 */
@Component
class Tables {

    private final Map<UUID, LiveTable> live = new ConcurrentHashMap<>();
    private final Map<String, TableGame<?, ?, ?>> games;

    Tables(List<TableGame<?, ?, ?>> games) {
        this.games = games.stream().collect(Collectors.toMap(TableGame::kind, Function.identity()));
    }

    TableGame<?, ?, ?> game(String kind) {
        TableGame<?, ?, ?> game = games.get(kind);
        if (game == null) {
            throw new TableException(TableException.Problem.BAD_OPTIONS, "no game " + kind + " at live tables");
        }
        return game;
    }

    /** The kinds of game playable at live tables, in a stable order. */
    List<String> kinds() {
        return games.keySet().stream().sorted().toList();
    }

    LiveTable get(UUID id) {
        return live.get(id);
    }

    /** Keeps {@code table} unless another thread loaded the same table first; returns the one kept. */
    LiveTable put(LiveTable table) {
        LiveTable kept = live.putIfAbsent(table.id, table);
        return kept == null ? table : kept;
    }

    /** Every table kept in memory on this node. */
    List<LiveTable> all() {
        return List.copyOf(live.values());
    }

    /** How many tables are kept in memory on this node (a metric: docs/decisions/0030). */
    int liveCount() {
        return live.size();
    }

    /** The tables of a class kept in memory on this node. */
    List<LiveTable> ofClass(long classId) {
        return live.values().stream().filter(t -> t.classId == classId).toList();
    }

    /** Drops every table from memory, as a restart does. For tests. */
    void forgetAll() {
        live.values().forEach(t -> t.retired = true);
        live.clear();
    }

    /**
     * Drops from memory the stored tables that {@code accountId} hosts or sits at (their data was deleted: they come
     * back by replay, without them, when next opened); every other table plays on.
     */
    void forgetInvolving(long accountId) {
        live.values().removeIf(t -> {
            boolean involved = t.recorded() && (Long.valueOf(accountId).equals(t.hostId)
                    || t.seats.stream().anyMatch(s -> s.accountId() != null && s.accountId() == accountId));
            if (involved) {
                t.retired = true;
            }
            return involved;
        });
    }

    void forget(UUID id) {
        LiveTable t = live.remove(id);
        if (t != null) {
            t.retired = true;
        }
    }
}
