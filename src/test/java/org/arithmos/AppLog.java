package org.arithmos;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What one app wrote to target/it-app.log from a moment on: a test takes {@link #from} at its start and asks
 * {@link #linesWith} at its end. Only the app's own lines count (Spring Boot writes the process id on each), so
 * another app appending to the same file meanwhile (-Dit.forks=2) is left out.
 */
final class AppLog {

    /** Flow's warning for a script's answer reaching a disabled element (docs/accessibility.md, issue 13). */
    static final String DISABLED_CHANNEL = "Ignoring update for disabled return channel";

    private static final Path FILE = Path.of("target", "it-app.log");

    private final long pid;
    private final long start;

    private AppLog(long pid, long start) {
        this.pid = pid;
        this.start = start;
    }

    /** The log of {@code app} from now on. */
    static AppLog from(RunningApp app) throws IOException {
        return new AppLog(app.pid(), Files.exists(FILE) ? Files.size(FILE) : 0);
    }

    /** The app's lines written since {@link #from} that contain {@code text}. */
    List<String> linesWith(String text) throws IOException {
        String own = " " + pid + " --- ";
        try (InputStream in = Files.newInputStream(FILE)) {
            in.skipNBytes(start);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> line.contains(own) && line.contains(text))
                    .toList();
        }
    }
}
