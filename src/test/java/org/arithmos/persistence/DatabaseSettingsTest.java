package org.arithmos.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The production database settings (application.properties), with only the data folder moved under target/
 * (same test context as the view tests, so Spring starts once): an H2 file database that writes each commit
 * at once, migrated by Flyway.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class DatabaseSettingsTest {

    private static final Path DATA_DIR = Path.of("target", "test-data");

    @Autowired
    private DataSource dataSource;

    @Test
    void isAFileDatabaseInTheDataFolder() throws SQLException {
        try (var connection = dataSource.getConnection()) {
            assertThat(connection.getMetaData().getURL()).startsWith("jdbc:h2:file:./target/test-data/arithmos");
        }
        assertThat(DATA_DIR.resolve("arithmos.mv.db")).exists();
    }

    @Test
    void writesEveryCommitAtOnce() {
        // H2 lists the setting twice when it comes from the URL; its default is 500 (ms).
        var writeDelays = new JdbcTemplate(dataSource).queryForList(
                "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'WRITE_DELAY'",
                String.class);
        assertThat(writeDelays).isNotEmpty().containsOnly("0");
    }

    @Test
    void flywayOwnsTheSchema() {
        Integer historyTables = new JdbcTemplate(dataSource).queryForObject(
                "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = 'flyway_schema_history'",
                Integer.class);
        assertThat(historyTables).isEqualTo(1);
    }
}
