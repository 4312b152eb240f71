package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.PlayedGames;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A deleted pupil's name and login must not stay readable in the H2 file on disk (issue 14 section 4,
 * decision 0034): the bytes of the suite's own file are searched after the deletion and the compaction that
 * follows it. Fails without the compaction (the dead pages keep both). Then the app must still answer: the
 * compaction closed the database under the pool, which opens it again.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ErasureOnDiskTest {

    private static final Path FILE = Path.of("target/test-data/arithmos.mv.db");

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private PrivacyService privacy;
    @Autowired
    private org.arithmos.tables.TableService tables;
    @Autowired
    private DiskErasure erasure;
    @Autowired
    private JdbcTemplate jdbc;

    @Test
    void aDeletedPupilsNameAndLoginLeaveTheFileAndTheAppStillAnswers() throws Exception {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        var c = school.classOf(teacher);
        // Letters only: the classmate's name holds the same mark upper-cased, which must differ from it (a mark of
        // hex digits only, one run in 43, was the same upper-cased: the search then rightly found the classmate).
        String mark = UUID.randomUUID().toString().substring(0, 8).chars()
                .mapToObj(ch -> String.valueOf((char) ('g' + Character.digit(ch, 16))))
                .collect(java.util.stream.Collectors.joining());
        String name = "Zoé Erased" + mark;
        Account pupil = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), name)).pupil();
        String classmate = "Inès Kept" + mark.toUpperCase(java.util.Locale.ROOT);
        TestSchool.as(teacher, () -> classroom.addPupil(c.id(), classmate));
        new PlayedGames(tables, jdbc).playedBy(pupil, 7);
        jdbc.execute("CHECKPOINT SYNC");
        assertThat(fileHolds(name)).as("the name is in the file while the pupil exists").isTrue();
        assertThat(fileHolds(pupil.username())).as("and the login").isTrue();

        TestSchool.as(teacher, () -> {
            privacy.delete(pupil.id(), name);
            return null;
        });
        erasure.soon().get(120, TimeUnit.SECONDS);
        erasure.nightly(); // as the schedule would: nothing left to do, the deletion's compaction ran

        assertThat(fileHolds(name)).as("the name after the deletion").isFalse();
        assertThat(fileHolds(mark)).as("any part of it").isFalse();
        assertThat(fileHolds(pupil.username())).as("the login after the deletion").isFalse();
        // The compacted file's pages are compressed: the search must still see a live name in them.
        assertThat(fileHolds(classmate)).as("a classmate's name, still live, is found").isTrue();
        assertThat(Files.exists(FILE.resolveSibling("erasure-pending"))).as("nothing left to compact").isFalse();

        var after = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "After " + mark)).pupil();
        assertThat(TestSchool.as(teacher, () -> accounts.find(after.id()))).as("the app reads and writes after the compaction").isPresent();
    }

    private static boolean fileHolds(String text) throws IOException {
        return FileBytes.holds(FILE, text);
    }
}
