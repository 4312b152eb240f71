package org.arithmos.cardgames;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;

/** What pupils did in the classic card games, on the real database: rows read back by game, export and delete. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class CardGameStoreTest {

    private static final Instant T0 = Instant.parse("2026-11-02T09:00:00Z");

    @Autowired
    private CardGameStore store;
    @Autowired
    private List<PupilData> parts;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    /** A table's game row, as the tables write it (the progress rows reference it). */
    private UUID gameOf(Account owner, CardGameKind kind) {
        UUID id = UUID.randomUUID();
        jdbc.update("insert into game (id, owner_id, game_kind, options, seed, mode, bot_pace_ms, show_results, status,"
                + " move_count, created_at, updated_at) values (?, ?, ?, 'p2', 1, 'GAME', 1500, false, 'PLAYING', 0, ?,"
                + " ?)", id, owner.id(), kind.name(), Timestamp.from(T0), Timestamp.from(T0));
        return id;
    }

    @Test
    void whatAPupilDidAtTablesReadsBackLatestFirstByGame() {
        Account pupil = pupil();
        UUID played = gameOf(pupil, CardGameKind.KRAMBAMBULI);
        UUID imported = gameOf(pupil, CardGameKind.KRAMBAMBULI);
        UUID other = gameOf(pupil, CardGameKind.NAIN_JAUNE);
        store.recordLiveProgress(pupil.id(), played, CardGameKind.KRAMBAMBULI, 3, "OPENED", 57, "KB-OPEN-1",
                T0.plusSeconds(30));
        store.recordTableProgress(CardGameKind.KRAMBAMBULI, List.of(
                new CardGameStore.StoredProgress(pupil.id(), imported, 0, "REFUSED", 0, "KB-MELD-1", T0),
                new CardGameStore.StoredProgress(pupil.id(), imported, 2, "OPENED", 61, null, T0.plusSeconds(10))));
        store.recordLiveProgress(pupil.id(), other, CardGameKind.NAIN_JAUNE, 0, "PAID", 2, null, T0);

        assertThat(store.progressOf(pupil.id(), CardGameKind.KRAMBAMBULI))
                .extracting(r -> r.gameId() + " " + r.moveSeq() + " " + r.event() + " " + r.amount())
                .containsExactly(played + " 3 OPENED 57", imported + " 2 OPENED 61", imported + " 0 REFUSED 0");
        assertThat(store.progressOf(pupil.id(), CardGameKind.NAIN_JAUNE)).extracting(r -> r.gameId())
                .containsExactly(other);
    }

    @Test
    void aPupilsCardGameProgressIsExportedThenDeletedWhole() {
        Account pupil = pupil();
        Account classmate = pupil();
        UUID mine = gameOf(pupil, CardGameKind.KRAMBAMBULI);
        UUID theirs = gameOf(classmate, CardGameKind.KRAMBAMBULI);
        store.recordLiveProgress(pupil.id(), mine, CardGameKind.KRAMBAMBULI, 0, "OPENED", 57, "KB-OPEN-1", T0);
        store.recordLiveProgress(classmate.id(), theirs, CardGameKind.KRAMBAMBULI, 0, "OPENED", 60, null, T0);
        PupilData part = parts.stream().filter(p -> p.tables().contains("card_progress")).findFirst().orElseThrow();

        var export = TestSchool.as(admin(), () -> part.export(pupil.id()));
        assertThat(export).filteredOn(t -> t.table().equals("card_progress")).singleElement()
                .satisfies(t -> assertThat(t.rows()).hasSize(1));

        TestSchool.as(admin(), () -> {
            part.delete(pupil.id());
            return null;
        });
        assertThat(store.progressOf(pupil.id(), CardGameKind.KRAMBAMBULI)).isEmpty();
        assertThat(store.progressOf(classmate.id(), CardGameKind.KRAMBAMBULI)).singleElement()
                .satisfies(p -> assertThat(p.amount()).isEqualTo(60));
    }

    private Account pupil() {
        return new TestSchool(accounts, classroom).newPupil();
    }

    private Account admin() {
        return SystemTask.run(() -> accounts.create("a-" + UUID.randomUUID(), "Admin", Role.ADMIN, "secret-123"));
    }
}
