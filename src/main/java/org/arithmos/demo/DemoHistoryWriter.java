package org.arithmos.demo;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.arithmos.accounts.Account;
import org.arithmos.krambambuli.KbImport;
import org.arithmos.multicartes.McImport;
import org.arithmos.nainjaune.NjImport;
import org.arithmos.nambarz.NzImport;
import org.arithmos.tables.GameId;
import org.springframework.stereotype.Component;

/**
 * Stores the demo class's weeks of play ({@link DemoHistory}, {@link MulticartesHistory}, {@link CardGamesHistory}) through each game
 * feature's import, which replays every move through the engine and records the pupil's progress as the
 * table does.
 */
@Component
class DemoHistoryWriter {

    /** A stored game: as it was played, and its id. */
    record Stored(DemoGame.Played played, GameId id) {
    }

    private final NzImport imports;
    private final McImport multicartes;
    private final NjImport nainJaune;
    private final KbImport krambambuli;
    private final Clock clock;

    DemoHistoryWriter(NzImport imports, McImport multicartes, NjImport nainJaune, KbImport krambambuli, Clock clock) {
        this.imports = imports;
        this.multicartes = multicartes;
        this.nainJaune = nainJaune;
        this.krambambuli = krambambuli;
        this.clock = clock;
    }

    /**
     * Plays and stores the history up to yesterday, in one transaction. The school is where the server is:
     * its lessons are at 8:40 and 13:30 in the server's time zone. Runs as the system
     * ({@code accounts.SystemTask}).
     */
    List<Stored> write(Map<String, Account> pupilsByName) {
        ZoneId zone = ZoneId.systemDefault();
        List<DemoGame.Played> played = DemoHistory.byPupil(LocalDate.now(clock.withZone(zone)), zone).values().stream()
                .flatMap(List::stream).toList();
        List<GameId> ids = imports.importGames(played.stream()
                .map(g -> g.forPupil(pupilsByName.get(g.pupil()).id())).toList());
        List<Stored> stored = new ArrayList<>();
        for (int i = 0; i < played.size(); i++) {
            stored.add(new Stored(played.get(i), ids.get(i)));
        }
        return stored;
    }

    /** The Multicartes games up to yesterday, in one transaction; as {@link #write}. */
    List<MulticartesHistory.Played> writeMulticartes(Map<String, Account> pupilsByName) {
        ZoneId zone = ZoneId.systemDefault();
        List<MulticartesHistory.Played> played = MulticartesHistory.byPupil(LocalDate.now(clock.withZone(zone)), zone)
                .values().stream().flatMap(List::stream).toList();
        multicartes.importGames(played.stream().map(g -> g.forPupil(pupilsByName.get(g.pupil()).id())).toList());
        return played;
    }

    /** The card games played, and how long playing them took on their thread (wall time). */
    record CardClub(Map<String, CardGamesHistory.Games> games, long playMillis) {
    }

    /**
     * Starts playing the Nain Jaune and Krambambuli games up to yesterday on a thread of its own (the engines
     * only, no database), so that they are played while the rest of the school is created.
     */
    CompletableFuture<CardClub> playCardGames() {
        ZoneId zone = ZoneId.systemDefault();
        LocalDate today = LocalDate.now(clock.withZone(zone));
        return CompletableFuture.supplyAsync(() -> {
            long started = System.nanoTime();
            var games = CardGamesHistory.byPupil(today, zone);
            return new CardClub(games, (System.nanoTime() - started) / 1_000_000);
        }, task -> Thread.ofPlatform().name("demo-card-games").daemon().start(task));
    }

    /** Stores the card games played by {@link #playCardGames}, each game's in one transaction; as {@link #write}. */
    List<CardGamesHistory.Games> writeCardGames(Map<String, Account> pupilsByName, CardClub club) {
        List<CardGamesHistory.Games> played = List.copyOf(club.games().values());
        nainJaune.importGames(played.stream().flatMap(g -> g.nainJaune().stream())
                .map(g -> g.forPupil(pupilsByName.get(g.pupil()).id())).toList());
        krambambuli.importGames(played.stream().flatMap(g -> g.krambambuli().stream())
                .map(g -> g.forPupil(pupilsByName.get(g.pupil()).id())).toList());
        return played;
    }
}
