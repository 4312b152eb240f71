package org.arithmos;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * How the browser tests start the packaged jar: its own classes, extracted the Spring Boot way ({@code
 * -Djarmode=tools extract}) and started with a JDK AOT cache (JEP 483, 514) trained once per built jar. An app
 * start is most of a browser test class's set-up (about 30 of 40 s on 2 cores, decision 0004): the cache loads and
 * links the classes that Spring, Hibernate and Vaadin would otherwise load one by one. Measured on this machine
 * under load: the app's own start (without the demo school) 114 s to 31 s, its processor time 68 s to 40 s.
 * The cache is kept under {@code target/aot/} with the jar's size and date, so a rebuilt jar trains a new one.
 * If preparing fails, the tests start the jar as users do ({@code java -jar}); {@code -Darithmos.aot=false} too.
 */
final class JarLaunch {

    private static final Path TARGET = Path.of("target").toAbsolutePath();
    private static final Path AOT = TARGET.resolve("aot");
    private static final Path EXTRACTED_JAR = AOT.resolve("app").resolve("arithmos.jar");
    private static final Path CACHE = AOT.resolve("app.aot");
    private static final Path STAMP = AOT.resolve("stamp");

    /** Decided once per test JVM: the command's start, up to the program's own arguments. */
    private static List<String> prefix;

    private JarLaunch() {
    }

    /** {@code java … -jar <jar>} for this build's jar, with the AOT cache when it could be prepared. */
    static synchronized List<String> command(Path jar) throws InterruptedException {
        if (prefix == null) {
            prefix = Boolean.parseBoolean(System.getProperty("arithmos.aot", "true")) ? trained(jar) : plain(jar);
        }
        return new ArrayList<>(prefix);
    }

    private static List<String> plain(Path jar) {
        return List.of(java(), "-Djava.io.tmpdir=" + TARGET, "-jar", jar.toAbsolutePath().toString());
    }

    private static List<String> trained(Path jar) throws InterruptedException {
        try (var lock = BuildLock.on("aot")) {
            String stamp = Files.size(jar) + " " + Files.getLastModifiedTime(jar).toMillis();
            if (!(Files.isRegularFile(CACHE) && Files.isRegularFile(STAMP) && Files.readString(STAMP).equals(stamp))) {
                prepare(jar);
                Files.writeString(STAMP, stamp);
            }
            return List.of(java(), "-XX:AOTCache=" + CACHE, "-Djava.io.tmpdir=" + TARGET,
                    "-jar", EXTRACTED_JAR.toString());
        } catch (IOException | IllegalStateException e) {
            System.err.println("JarLaunch: no AOT cache (" + e.getMessage() + "); the tests start the jar plainly");
            return plain(jar);
        }
    }

    /** Extracts the jar and trains the cache on a run that stops once Spring's context is ready. */
    private static void prepare(Path jar) throws IOException, InterruptedException {
        deleteTree(AOT);
        Files.createDirectories(AOT);
        run(List.of(java(), "-Djarmode=tools", "-jar", jar.toAbsolutePath().toString(),
                "extract", "--destination", AOT.resolve("app").toString()), null);
        // The training run: a fresh database of its own (Flyway, Hibernate), no web server, no demo school.
        Path data = Files.createDirectories(AOT.resolve("training-data"));
        run(List.of(java(), "-XX:AOTCacheOutput=" + CACHE, "-Dspring.context.exit=onRefresh",
                "-Djava.io.tmpdir=" + TARGET, "-jar", EXTRACTED_JAR.toString(), "--server.port=0"), data);
        if (!Files.isRegularFile(CACHE)) {
            throw new IllegalStateException("the training run left no cache; see target/aot/prepare.log");
        }
    }

    private static void run(List<String> command, Path dataDir) throws IOException, InterruptedException {
        var builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(AOT.resolve("prepare.log").toFile()));
        if (dataDir != null) {
            builder.environment().put("ARITHMOS_DATA_DIR", dataDir.toString());
        }
        Process process = builder.start();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException("preparing took over 10 minutes: " + command.getFirst());
        }
        if (process.exitValue() != 0) {
            throw new IllegalStateException("exit code " + process.exitValue() + "; see target/aot/prepare.log");
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
