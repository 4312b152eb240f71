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
import java.util.function.LongFunction;

/**
 * The games of one kind kept in memory between requests. Stored games may be dropped at any time (they come
 * back by replay); guests' games are dropped when idle for a day, which ends them (guests keep nothing).
 * Each game's feature keeps its own (Krambambuli: {@code KbLiveGames}) until its games are tables (0018 step 3).
 */
public abstract class GamesInMemory<G extends GameInMemory> {

    public static final int MAX_GAMES = 5_000;
    public static final Duration GUEST_IDLE = Duration.ofHours(24);

    private final Map<GameId, G> games = new ConcurrentHashMap<>();
    private final Clock clock;

    protected GamesInMemory(Clock clock) {
        this.clock = clock;
    }

    public Optional<G> get(GameId id) {
        G g = games.get(id);
        if (g != null) {
            g.lastUsed = clock.instant();
        }
        return Optional.ofNullable(g);
    }

    /**
     * The game, if it is this account's (or this guest's): from memory, or rebuilt by {@code loadOwned} from
     * the database (given the owner, it answers only that owner's game). Anyone else's is "not found", so
     * nothing tells that it exists.
     */
    public G owned(GameId id, Optional<Long> account, GuestPass guest, LongFunction<Optional<G>> loadOwned) {
        Optional<G> inMemory = get(id);
        if (inMemory.isPresent()) {
            if (inMemory.get().ownedBy(account.orElse(null), guest)) {
                return inMemory.get();
            }
        } else if (account.isPresent()) {
            Optional<G> loaded = loadOwned.apply(account.get());
            if (loaded.isPresent()) {
                return put(loaded.get());
            }
        }
        throw new PlayException(PlayException.Problem.NOT_FOUND, "no such game");
    }

    /** Keeps {@code game} unless another thread loaded the same game first; returns the one kept. */
    public G put(G game) {
        G kept = games.putIfAbsent(game.id, game);
        trim();
        return kept == null ? game : kept;
    }

    /** Drops every stored game from memory, as a restart does (guests' games stay). For tests and tools. */
    public void forgetAll() {
        games.values().removeIf(GameInMemory::recorded);
    }

    /** Drops the games of an owner whose data was deleted, so nothing of them stays in memory. */
    public void forgetOwner(long ownerId) {
        games.values().removeIf(g -> g.ownerId != null && g.ownerId == ownerId);
    }

    /** Drops these games (deleted from the database as too old). */
    public void forget(Collection<UUID> ids) {
        ids.forEach(id -> games.remove(new GameId(id)));
    }

    private void trim() {
        Instant now = clock.instant();
        games.values().removeIf(g -> !g.recorded() && g.lastUsed.plus(GUEST_IDLE).isBefore(now));
        if (games.size() > MAX_GAMES) {
            games.values().stream().filter(GameInMemory::recorded)
                    .sorted(Comparator.comparing((G g) -> g.lastUsed))
                    .limit(games.size() - MAX_GAMES)
                    .forEach(g -> games.remove(g.id, g));
        }
    }
}
