package org.arithmos.multicartes;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.arithmos.play.GameId;
import org.springframework.stereotype.Component;

/** The Multicartes games in memory: stored ones may be dropped at any time; guests' end after a day idle. */
@Component
class McLiveGames {

    static final int MAX_GAMES = 5_000;
    static final Duration GUEST_IDLE = Duration.ofHours(24);

    private final Map<GameId, McLive> games = new ConcurrentHashMap<>();
    private final Clock clock;

    McLiveGames(Clock clock) {
        this.clock = clock;
    }

    Optional<McLive> get(GameId id) {
        McLive g = games.get(id);
        if (g != null) {
            g.lastUsed = clock.instant();
        }
        return Optional.ofNullable(g);
    }

    /** Keeps {@code game} unless another thread loaded the same game first; returns the one kept. */
    McLive put(McLive game) {
        McLive kept = games.putIfAbsent(game.id, game);
        trim();
        return kept == null ? game : kept;
    }

    /** Drops every stored game from memory, as a restart does. For tests. */
    void forgetAll() {
        games.values().removeIf(McLive::recorded);
    }

    /** Drops a deleted pupil's games, so that nothing of theirs is played on. */
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
            games.values().stream().filter(McLive::recorded).sorted(Comparator.comparing((McLive g) -> g.lastUsed))
                    .limit(games.size() - MAX_GAMES).forEach(g -> games.remove(g.id, g));
        }
    }
}
