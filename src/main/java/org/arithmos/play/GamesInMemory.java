package org.arithmos.play;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The games of one kind kept in memory between requests. Stored games may be dropped at any time (they come
 * back by replay); guests' games are dropped when idle for a day, which ends them (guests keep nothing).
 * Each game's feature keeps its own (Nambarz: {@code LiveGames}, Multicartes: {@code McLiveGames}).
 */
public abstract class GamesInMemory<G extends GamesInMemory.Kept> {

    public static final int MAX_GAMES = 5_000;
    public static final Duration GUEST_IDLE = Duration.ofHours(24);

    /** What memory needs of a game: its id, its owner (none for a guest's game), when it was last used. */
    public interface Kept {
        GameId gameId();

        /** The owner's account, or null for a guest's game (never stored). */
        Long owner();

        Instant lastUsed();

        void usedAt(Instant now);

        default boolean stored() {
            return owner() != null;
        }
    }

    private final Map<GameId, G> games = new ConcurrentHashMap<>();
    private final Clock clock;

    protected GamesInMemory(Clock clock) {
        this.clock = clock;
    }

    public Optional<G> get(GameId id) {
        G g = games.get(id);
        if (g != null) {
            g.usedAt(clock.instant());
        }
        return Optional.ofNullable(g);
    }

    /** Keeps {@code game} unless another thread loaded the same game first; returns the one kept. */
    public G put(G game) {
        G kept = games.putIfAbsent(game.gameId(), game);
        trim();
        return kept == null ? game : kept;
    }

    /** Drops every stored game from memory, as a restart does (guests' games stay). For tests and tools. */
    public void forgetAll() {
        games.values().removeIf(Kept::stored);
    }

    /** Drops the games of an owner whose data was deleted, so nothing of them stays in memory. */
    public void forgetOwner(long ownerId) {
        games.values().removeIf(g -> g.owner() != null && g.owner() == ownerId);
    }

    /** Drops these games (deleted from the database as too old). */
    public void forget(Collection<UUID> ids) {
        ids.forEach(id -> games.remove(new GameId(id)));
    }

    private void trim() {
        Instant now = clock.instant();
        games.values().removeIf(g -> !g.stored() && g.lastUsed().plus(GUEST_IDLE).isBefore(now));
        if (games.size() > MAX_GAMES) {
            games.values().stream().filter(Kept::stored)
                    .sorted(Comparator.comparing(Kept::lastUsed))
                    .limit(games.size() - MAX_GAMES)
                    .forEach(g -> games.remove(g.gameId(), g));
        }
    }
}
