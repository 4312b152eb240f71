package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** A deleted pupil's name and login must not stay readable in the database file on disk. */
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
    private DiskErasure erasure;

    @Test
    void aDeletedPupilsNameAndLoginAreGoneFromTheFile() throws IOException {
        var school = new TestSchool(accounts, classroom);
        var teacher = school.teacher();
        var c = school.classOf(teacher);
        String name = "Zoe" + UUID.randomUUID().toString().substring(0, 8);
        Account pupil = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), name)).pupil();
        erasure.compactNow();
        assertThat(fileHolds(name)).as("the name is on disk while the pupil exists").isTrue();
        assertThat(fileHolds(pupil.username())).isTrue();

        SystemTask.run(() -> {
            privacy.delete(pupil.id(), name);
            return null;
        });

        assertThat(fileHolds(name)).as("the name after the deletion").isFalse();
        assertThat(fileHolds(pupil.username())).as("the login after the deletion").isFalse();
    }

    private static boolean fileHolds(String text) throws IOException {
        byte[] file = Files.readAllBytes(FILE);
        return indexOf(file, text.getBytes(StandardCharsets.UTF_8)) >= 0;
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
