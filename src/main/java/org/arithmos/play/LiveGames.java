package org.arithmos.play;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * The games in memory. Stored games may be dropped at any time (they come back by replay); guests'
 * games are dropped when idle for a day, which ends them (guests keep nothing).
 */
@Component
class LiveGames {

    static final int MAX_GAMES = 5_000;
    static final Duration GUEST_IDLE = Duration.ofHours(24);

    private final Map<GameId, LiveGame> games = new ConcurrentHashMap<>();
    private final Clock clock;

    LiveGames(Clock clock) {
        this.clock = clock;
    }

    Optional<LiveGame> get(GameId id) {
        LiveGame g = games.get(id);
        if (g != null) {
            g.lastUsed = clock.instant();
        }
        return Optional.ofNullable(g);
    }

    /** Keeps {@code game} unless another thread loaded the same game first; returns the one kept. */
    LiveGame put(LiveGame game) {
        LiveGame kept = games.putIfAbsent(game.id, game);
        trim();
        return kept == null ? game : kept;
    }

    /** Drops every stored game from memory, as a restart does (guests' games stay). For tests and tools. */
    void forgetAll() {
        games.values().removeIf(LiveGame::recorded);
    }

    /** Drops the games of an owner whose data was deleted, so nothing of them stays in memory. */
    void forgetOwner(long ownerId) {
        games.values().removeIf(g -> g.ownerId != null && g.ownerId == ownerId);
    }

    /** Drops these games (deleted from the database as too old). */
    void forget(java.util.Collection<java.util.UUID> ids) {
        ids.forEach(id -> games.remove(new GameId(id)));
    }

    private void trim() {
        Instant now = clock.instant();
        games.values().removeIf(g -> !g.recorded() && g.lastUsed.plus(GUEST_IDLE).isBefore(now));
        if (games.size() > MAX_GAMES) {
            games.values().stream().filter(LiveGame::recorded)
                    .sorted(Comparator.comparing((LiveGame g) -> g.lastUsed))
                    .limit(games.size() - MAX_GAMES)
                    .forEach(g -> games.remove(g.id, g));
        }
    }
}
