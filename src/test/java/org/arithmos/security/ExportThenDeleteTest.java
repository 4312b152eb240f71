package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipInputStream;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountPrincipal;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.AccountSessions;
import org.arithmos.accounts.LoginThrottle;
import org.arithmos.accounts.PupilData;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.privacy.ExportFiles;
import org.arithmos.privacy.PrivacyException;
import org.arithmos.privacy.PrivacyService;
import org.arithmos.privacy.PupilExport;
import org.arithmos.tables.TableService;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.PupilGames;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * A pupil with data in every table (games, moves, seats, progress, own level, a parent's link, the parents'
 * code, failed logins, an open session) is exported, then deleted: afterwards no column of the schema that
 * refers to accounts holds their id (found through the JDBC metadata, on H2 and PostgreSQL alike, so a new
 * table is checked too), no
 * text column holds their login handle, their session is over, and a classmate's data is untouched.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ExportThenDeleteTest {

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private ParentService parents;
    @Autowired
    private TableService tables;
    @Autowired
    private PrivacyService privacy;
    @Autowired
    private LoginThrottle throttle;
    @Autowired
    private AccountSessions sessions;
    @Autowired
    private List<PupilData> parts;
    @Autowired
    private JdbcTemplate jdbc;

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void afterExportAndDeleteNoRowRefersToThePupil() throws IOException {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account pupil = school.pupilIn(teacher, c).pupil();
        Account classmate = school.pupilIn(teacher, c).pupil();
        Account parent = school.parent();
        for (Account someone : List.of(pupil, classmate)) {
            PupilGames.play(tables, someone, 21, 8);
            TestSchool.as(teacher, () -> levels.setPupilChange(someone.id(),
                    new LevelChange(null, null, null, null, true, null)));
            String code = TestSchool.as(teacher, () -> classroom.parentCards(c.id())).stream()
                    .filter(card -> card.pupilId() == someone.id()).findFirst().orElseThrow().code();
            TestSchool.as(parent, () -> parents.link(code));
            throttle.failed(someone.id(), "browser-of-" + someone.id());
        }
        sessions.registerNewSession("session-of-pupil", new AccountPrincipal(pupil, "n/a"));
        Map<String, Integer> classmateBefore = rowsAbout(classmate.id());

        PupilExport export = TestSchool.as(teacher, () -> privacy.export(pupil.id()));
        for (String table : List.of("account", "game", "game_seat", "game_move", "progress_event", "play_level",
                "parent_link", "link_code", "login_throttle")) {
            assertThat(export.rowCount(table)).as("rows of %s in the export", table).isPositive();
        }
        String json = new String(ExportFiles.json(export), StandardCharsets.UTF_8);
        assertThat(json).contains("\"format\" : \"arithmos-pupil-data\"", pupil.username())
                .doesNotContain("password_hash", "picture_secret_box", "$2a$");
        Map<String, byte[]> files = zipFiles(ExportFiles.csvZip(export));
        assertThat(files.keySet()).containsExactlyInAnyOrderElementsOf(
                export.tables().stream().map(t -> t.table() + ".csv").toList());
        // Each file of the zip reads as a table (issue 13: the downloads checked): the columns' names as the header,
        // a cell per column and a line per row of the export.
        for (var t : export.tables()) {
            var rows = org.arithmos.testing.CsvReader.table(files.get(t.table() + ".csv"), ',');
            assertThat(rows.getFirst()).as(t.table()).isEqualTo(t.columns());
            assertThat(rows).as(t.table()).hasSize(t.rows().size() + 1);
        }

        assertThatThrownBy(() -> TestSchool.as(teacher, () -> {
            privacy.delete(pupil.id(), "someone else");
            return null;
        })).isInstanceOf(PrivacyException.class).extracting("problem").isEqualTo(PrivacyException.Problem.WRONG_NAME);
        assertThat(rowsAbout(pupil.id())).containsEntry("account.id", 1);

        TestSchool.as(teacher, () -> {
            privacy.delete(pupil.id(), " " + pupil.displayName().toUpperCase() + " ");
            return null;
        });

        assertThat(rowsAbout(pupil.id())).allSatisfy((column, rows) -> assertThat(rows).as(column).isZero());
        assertThat(textColumnsHolding(pupil.username())).isEmpty();
        assertThat(sessions.getSessionInformation("session-of-pupil").isExpired()).isTrue();
        assertThat(rowsAbout(classmate.id())).isEqualTo(classmateBefore);
        assertThat(accounts.any()).isTrue();
        assertThat(TestSchool.as(parent, () -> parents.myChildren())).extracting(Account::id)
                .containsExactly(classmate.id());
    }

    @Test
    void everyTableThatRefersToAccountsIsCoveredByAFeaturesPart() {
        var covered = new TreeSet<String>();
        parts.forEach(p -> covered.addAll(p.tables()));
        var referring = new TreeSet<String>();
        accountColumns().forEach(tc -> referring.add(tc.table()));
        referring.remove("school_class"); // a teacher's, never a pupil's
        referring.remove("class_game"); // a teacher's too: its pupils are in the seats of its tables (game_seat)
        assertThat(covered).containsAll(referring);
    }

    private record TableColumn(String table, String column) {
    }

    /** Every column with a foreign key to account(id), and account.id itself. */
    private List<TableColumn> accountColumns() {
        List<TableColumn> columns = new ArrayList<>(jdbc.execute((ConnectionCallback<List<TableColumn>>) connection -> {
            DatabaseMetaData meta = connection.getMetaData();
            var referring = new ArrayList<TableColumn>();
            try (ResultSet keys = meta.getExportedKeys(connection.getCatalog(), connection.getSchema(),
                    asStored(meta, "account"))) {
                while (keys.next()) {
                    referring.add(new TableColumn(keys.getString("FKTABLE_NAME").toLowerCase(Locale.ROOT),
                            keys.getString("FKCOLUMN_NAME").toLowerCase(Locale.ROOT)));
                }
            }
            return referring;
        }));
        columns.sort(Comparator.comparing(TableColumn::table).thenComparing(TableColumn::column));
        columns.add(new TableColumn("account", "id"));
        assertThat(columns).as("columns that refer to accounts").hasSizeGreaterThanOrEqualTo(8);
        return columns;
    }

    /** A name as this database keeps unquoted identifiers in its catalog (H2: upper case, PostgreSQL: lower). */
    private static String asStored(DatabaseMetaData meta, String name) throws SQLException {
        return meta.storesUpperCaseIdentifiers() ? name.toUpperCase(Locale.ROOT) : name.toLowerCase(Locale.ROOT);
    }

    private Map<String, Integer> rowsAbout(long accountId) {
        var rows = new java.util.TreeMap<String, Integer>();
        for (TableColumn tc : accountColumns()) {
            rows.put(tc.table() + "." + tc.column(), jdbc.queryForObject(
                    "select count(*) from " + tc.table() + " where " + tc.column() + " = ?", Integer.class, accountId));
        }
        return rows;
    }

    /** The text columns of every table that contain {@code text}, as "table.column". */
    private List<String> textColumnsHolding(String text) {
        List<TableColumn> textColumns = jdbc.execute((ConnectionCallback<List<TableColumn>>) connection -> {
            var found = new ArrayList<TableColumn>();
            try (ResultSet columns = connection.getMetaData().getColumns(connection.getCatalog(),
                    connection.getSchema(), "%", "%")) {
                while (columns.next()) {
                    if (TEXT_TYPES.contains(columns.getInt("DATA_TYPE"))) {
                        found.add(new TableColumn(columns.getString("TABLE_NAME"), columns.getString("COLUMN_NAME")));
                    }
                }
            }
            return found;
        });
        assertThat(textColumns).as("text columns of the schema").isNotEmpty();
        List<String> found = new ArrayList<>();
        for (TableColumn tc : textColumns) {
            Integer n = jdbc.queryForObject("select count(*) from \"" + tc.table() + "\" where \"" + tc.column()
                    + "\" like ?", Integer.class, "%" + text + "%");
            if (n != null && n > 0) {
                found.add(tc.table() + "." + tc.column());
            }
        }
        return found;
    }

    private static final Set<Integer> TEXT_TYPES = Set.of(Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.CLOB,
            Types.NCHAR, Types.NVARCHAR, Types.LONGNVARCHAR, Types.NCLOB);

    private static Map<String, byte[]> zipFiles(byte[] zip) throws IOException {
        Map<String, byte[]> files = new java.util.HashMap<>();
        try (var in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (var e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                files.put(e.getName(), in.readAllBytes());
            }
        }
        return files;
    }
}
