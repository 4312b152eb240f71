package org.arithmos;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;

/**
 * A fresh demo school for a browser test class without making it again: the first class's app makes it in a data
 * folder of its own and stops (gracefully: the database is closed), and each class then starts on a copy of that
 * folder. Making the demo school (316 Nambarz games and the card games replayed, decision 0011) is 6 to 12 s of
 * processor time per app start on 2 cores; a copy is a few milliseconds. The copy is remade after 20 minutes, so
 * that the history's dates stay as near today as a school made at the class's start (a dashboard's "this week").
 */
final class DemoSchoolCopy {

    private static final Duration FRESH = Duration.ofMinutes(20);
    private static final Path ORIGINAL = Path.of("target", "it-data", "demo-school").toAbsolutePath();

    private DemoSchoolCopy() {
    }

    /** A new data folder holding a copy of a recent demo school (its database and the app's key). */
    static synchronized Path freshCopy(Path into) throws IOException, InterruptedException {
        try (var lock = BuildLock.on("demo-school")) {
            if (!recent()) {
                make();
            }
            try (var files = Files.list(ORIGINAL)) {
                for (Path file : files.toList()) {
                    Files.copy(file, into.resolve(file.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
            return into;
        }
    }

    private static boolean recent() throws IOException {
        Path made = ORIGINAL.resolve("made");
        return Files.isRegularFile(made)
                && Files.getLastModifiedTime(made).toInstant().isAfter(Instant.now().minus(FRESH));
    }

    private static void make() throws IOException, InterruptedException {
        if (Files.exists(ORIGINAL)) {
            try (var files = Files.list(ORIGINAL)) {
                for (Path file : files.toList()) {
                    Files.delete(file);
                }
            }
        }
        Files.createDirectories(ORIGINAL);
        try (RunningApp app = RunningApp.startOn(ORIGINAL)) {
            // started: the demo school is made before the app opens its port (DemoSchool, a SmartLifecycle)
        }
        Files.writeString(ORIGINAL.resolve("made"), "");
        Files.setLastModifiedTime(ORIGINAL.resolve("made"), FileTime.from(Instant.now()));
    }
}
