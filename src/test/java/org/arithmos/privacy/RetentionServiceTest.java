package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.tables.GameId;
import org.arithmos.tables.TableService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.PupilGames;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.access.AccessDeniedException;

/**
 * The retention setting on the real H2: finished games and progress events older than the chosen months
 * are deleted (the game whole, with its moves and seats), recent ones and games still being played stay;
 * "forever" deletes nothing; only an admin (or the server's job acting as one) may change or run it.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class RetentionServiceTest {

    @Autowired
    private RetentionService retention;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private TableService tables;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void backToTheDefault() {
        SystemTask.run(() -> retention.setRetention(Retention.DEFAULT));
    }

    @Test
    void oldFinishedGamesAndOldEventsGoRecentOnesStay() {
        Account pupil = new TestSchool(accounts, classroom).newPupil();
        GameId old = PupilGames.play(tables, pupil, 31, 6);
        GameId oldButPlaying = PupilGames.play(tables, pupil, 32, 6);
        GameId recent = PupilGames.play(tables, pupil, 33, 6);
        OffsetDateTime longAgo = Instant.now().minus(400, ChronoUnit.DAYS).atOffset(ZoneOffset.UTC);
        jdbc.update("update game set status = 'FINISHED', updated_at = ? where id = ?", longAgo, old.value());
        jdbc.update("update game set updated_at = ? where id = ?", longAgo, oldButPlaying.value());
        jdbc.update("update game set status = 'FINISHED' where id = ?", recent.value());
        jdbc.update("update progress_event set occurred_at = ? where game_id in (?, ?)", longAgo, old.value(),
                oldButPlaying.value());
        int oldEvents = count("progress_event where game_id in (?, ?)", old.value(), oldButPlaying.value());
        assertThat(oldEvents).isPositive();

        SystemTask.run(() -> retention.setRetention(Retention.FOREVER));
        RetentionReport kept = SystemTask.run(() -> retention.deleteOldData());
        assertThat(kept.cutoff()).isNull();
        assertThat(count("game where id = ?", old.value())).isEqualTo(1);

        SystemTask.run(() -> retention.setRetention(Retention.MONTHS_12));
        assertThat(SystemTask.run(() -> retention.retention())).isEqualTo(Retention.MONTHS_12);
        RetentionReport report = SystemTask.run(() -> retention.deleteOldData());

        assertThat(report.removed("game")).isGreaterThanOrEqualTo(1);
        assertThat(report.removed("progress_event")).isGreaterThanOrEqualTo(oldEvents);
        assertThat(count("game where id = ?", old.value())).isZero();
        assertThat(count("game_move where game_id = ?", old.value())).isZero();
        assertThat(count("game_seat where game_id = ?", old.value())).isZero();
        assertThat(count("progress_event where game_id in (?, ?)", old.value(), oldButPlaying.value())).isZero();
        assertThat(count("game where id = ?", oldButPlaying.value())).as("still being played").isEqualTo(1);
        assertThat(count("game where id = ?", recent.value())).isEqualTo(1);
        assertThat(count("progress_event where game_id = ?", recent.value())).isPositive();
        assertThat(SystemTask.run(() -> retention.lastRun())).hasValueSatisfying(run ->
                assertThat(run.removed()).isEqualTo(report.removed().values().stream().mapToInt(Integer::intValue).sum()));
    }

    @Test
    void onlyAnAdminChangesOrRunsIt() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> retention.setRetention(Retention.MONTHS_6)))
                .isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> retention.deleteOldData()))
                .isInstanceOf(AccessDeniedException.class);
    }

    @Test
    void anUnreadableSettingMeansTheDefault() {
        assertThat(Retention.ofMonths("lots")).isEqualTo(Retention.DEFAULT);
        assertThat(Retention.ofMonths(" 6 ")).isEqualTo(Retention.MONTHS_6);
        assertThat(Retention.MONTHS_6.cutoff(Instant.parse("2026-11-22T10:00:00Z")))
                .contains(Instant.parse("2026-05-22T10:00:00Z"));
        assertThat(Retention.FOREVER.cutoff(Instant.now())).isEmpty();
    }

    private int count(String from, Object... args) {
        return jdbc.queryForObject("select count(*) from " + from, Integer.class, args);
    }
}
