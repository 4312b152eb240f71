package org.arithmos.cardgames;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.springframework.security.core.context.SecurityContextHolder;

/** The classic card games' storage on the real H2 database: moves stored once, progress, export and delete. */
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

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void aMoveIsStoredOnceAndTheGameReadsBackInOrder() {
        Account pupil = pupil();
        UUID id = UUID.randomUUID();
        store.create(id, CardGameKind.NAIN_JAUNE, pupil.id(), "p3", 42, "EXPERT", T0);

        assertThat(store.append(id, 0, 0, "AH", false, T0.plusSeconds(1))).isTrue();
        assertThat(store.append(id, 0, 1, "2H", false, T0.plusSeconds(2))).as("a stale second try").isFalse();
        assertThat(store.append(id, 1, 1, "2H", true, T0.plusSeconds(3))).isTrue();

        var row = store.find(id).orElseThrow();
        assertThat(row.kind()).isEqualTo(CardGameKind.NAIN_JAUNE);
        assertThat(row.moveCount()).isEqualTo(2);
        assertThat(row.finished()).isTrue();
        assertThat(row.updatedAt()).isEqualTo(T0.plusSeconds(3));
        assertThat(store.moves(id)).containsExactly("AH", "2H");
        assertThat(store.games(CardGameKind.NAIN_JAUNE, pupil.id(), true, 10)).isEmpty();
        assertThat(store.games(CardGameKind.NAIN_JAUNE, pupil.id(), false, 10)).extracting(r -> r.id()).containsExactly(id);
        assertThat(store.games(CardGameKind.KRAMBAMBULI, pupil.id(), false, 10)).isEmpty();
    }

    @Test
    void aPupilsCardGamesAreExportedThenDeletedWhole() {
        Account pupil = pupil();
        Account classmate = pupil();
        UUID mine = UUID.randomUUID();
        UUID theirs = UUID.randomUUID();
        store.create(mine, CardGameKind.KRAMBAMBULI, pupil.id(), "p2", 1, null, T0);
        store.create(theirs, CardGameKind.KRAMBAMBULI, classmate.id(), "p2", 1, null, T0);
        store.append(mine, 0, 0, "D", false, T0);
        store.recordProgress(pupil.id(), mine, CardGameKind.KRAMBAMBULI, 0, "OPENED", 57, "KB-OPEN-1", T0);
        store.recordProgress(classmate.id(), theirs, CardGameKind.KRAMBAMBULI, 0, "OPENED", 60, null, T0);
        PupilData part = parts.stream().filter(p -> p.tables().contains("card_game")).findFirst().orElseThrow();

        var export = TestSchool.as(admin(), () -> part.export(pupil.id()));
        assertThat(export).extracting(t -> t.table()).containsExactly("card_game", "card_move", "card_progress");
        assertThat(export).allSatisfy(t -> assertThat(t.rows()).hasSize(1));

        TestSchool.as(admin(), () -> {
            part.delete(pupil.id());
            return null;
        });
        assertThat(store.find(mine)).isEmpty();
        assertThat(store.moves(mine)).isEmpty();
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
