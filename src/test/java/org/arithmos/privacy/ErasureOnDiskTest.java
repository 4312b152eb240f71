package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.play.PlayService;
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
    private PlayService play;
    @Autowired
    private DiskErasure erasure;
    @Autowired
    private JdbcTemplate jdbc;

    @Test
    void aDeletedPupilsNameAndLoginLeaveTheFileAndTheAppStillAnswers() throws Exception {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        var c = school.classOf(teacher);
        String mark = UUID.randomUUID().toString().substring(0, 8);
        String name = "Zoé Erased" + mark;
        Account pupil = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), name)).pupil();
        new PlayedGames(play).playedBy(pupil, 7);
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
        assertThat(Files.exists(FILE.resolveSibling("erasure-pending"))).as("nothing left to compact").isFalse();

        var after = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "After " + mark)).pupil();
        assertThat(TestSchool.as(teacher, () -> accounts.find(after.id()))).as("the app reads and writes after the compaction").isPresent();
    }

    /** The text as H2's pages store strings, and in UTF-8 and UTF-16 either way round, in case. */
    private static boolean fileHolds(String text) throws IOException {
        byte[] file = Files.readAllBytes(FILE);
        if (indexOf(file, h2Form(text)) >= 0) {
            return true;
        }
        for (var charset : List.of(StandardCharsets.UTF_8, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE)) {
            if (indexOf(file, text.getBytes(charset)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * H2's own string form (its DataUtils.writeStringData): like UTF-8 without the continuation bits, so 'é'
     * is C3 29 where UTF-8 has C3 A9 (seen in the file: a UTF-8 search missed the name).
     */
    static byte[] h2Form(String text) {
        var out = new java.io.ByteArrayOutputStream();
        for (char c : text.toCharArray()) {
            if (c < 0x80) {
                out.write(c);
            } else if (c < 0x800) {
                out.write(0xc0 | c >> 6);
                out.write(c & 0x3f);
            } else {
                out.write(0xe0 | c >> 12);
                out.write(c >> 6 & 0x3f);
                out.write(c & 0x3f);
            }
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i <= hay.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
