package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The app's next start after it was killed during a compaction (decision 0034; H2's own behaviour under SIGKILL
 * is {@code durability.CompactionKillTest}): the compaction that did not finish is done tonight (its marker was
 * moved aside while it ran, so the kill left it), and the copy H2 was writing beside the file is gone once the
 * file is opened. On a real H2 file through a real Hikari pool, as the app has them.
 */
class AfterAKilledCompactionTest {

    @Test
    void aCompactionKilledHalfWayIsDoneAgainTonightAndItsHalfWrittenCopyIsGone() throws Exception {
        Path dir = Path.of("target", "after-a-killed-compaction", UUID.randomUUID().toString().substring(0, 8));
        Files.createDirectories(dir);
        try (HikariDataSource before = pool(dir)) {
            JdbcTemplate jdbc = new JdbcTemplate(before);
            jdbc.execute("create table pupil (id bigint primary key, name varchar(100))");
            jdbc.update("insert into pupil values (1, 'Léa Stays')");
        }
        // What a kill during the compaction that followed a deletion leaves: the marker moved aside while the
        // compaction ran, and the compacted copy half written.
        Path copy = dir.resolve("arithmos.mv.db.tempFile");
        Files.writeString(copy, "half a compacted file");
        Files.writeString(dir.resolve("erasure-running"), "compacting");

        try (HikariDataSource pool = pool(dir)) {
            DiskErasure erasure = new DiskErasure(pool, dir.toString());
            assertThat(dir.resolve("erasure-pending")).as("the compaction, for tonight").exists();
            assertThat(dir.resolve("erasure-running")).doesNotExist();
            JdbcTemplate jdbc = new JdbcTemplate(pool);
            assertThat(jdbc.queryForObject("select name from pupil where id = 1", String.class)).isEqualTo("Léa Stays");
            assertThat(copy).as("the half-written copy, once the file is open").doesNotExist();

            erasure.nightly();
            assertThat(dir.resolve("erasure-pending")).as("done at night").doesNotExist();
            assertThat(dir.resolve("erasure-running")).doesNotExist();
            assertThat(jdbc.queryForObject("select name from pupil where id = 1", String.class)).isEqualTo("Léa Stays");
            erasure.atStop();
        }
    }

    /** The app's settings: an H2 file with the production URL, a pool that can be suspended. */
    private static HikariDataSource pool(Path dir) {
        HikariDataSource pool = new HikariDataSource();
        pool.setJdbcUrl("jdbc:h2:file:./" + dir.resolve("arithmos") + ";WRITE_DELAY=0");
        pool.setUsername("sa");
        pool.setPassword("");
        pool.setAllowPoolSuspension(true);
        pool.setMaximumPoolSize(3);
        return pool;
    }
}
