package org.arithmos.durability;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * Makes {@link KillNineTest}'s app start faster: a JDK AOT cache (JEP 483 and its successors in JDK 25) recorded
 * by one training start of {@link MovesUntilKilled} that is ended normally (the cache is written when the JVM exits),
 * then given to every start of the cycles. Measured on this 2-core machine, quiet: 14.3 s to the first move without,
 * 8.3-8.5 s with it. The cache takes only jars on the class path, so the build's class folders are put in jars
 * first. If the training start fails, the cycles run without a cache (slower, the same test).
 */
final class StartFaster {

    private static final Path FOLDER = Path.of("target", "kill9-aot").toAbsolutePath();
    private static List<String> options;

    private StartFaster() {
    }

    /** The JVM options and class path for every start of the app in the cycles. */
    static synchronized List<String> javaOptions() throws IOException, InterruptedException {
        if (options == null) {
            String classPath = jarredClassPath();
            Path cache = FOLDER.resolve("app.aot");
            Files.deleteIfExists(cache);
            train(classPath, cache);
            options = new ArrayList<>(List.of("-XX:TieredStopAtLevel=1", "-cp", classPath));
            if (Files.isRegularFile(cache)) {
                options.addFirst("-XX:AOTCache=" + cache);
            } else {
                System.out.println("kill -9 cycles: no AOT cache was written, the app starts without one");
            }
        }
        return options;
    }

    /** One start that plays for two seconds and is stopped with SIGTERM, so that the JVM writes the cache. */
    private static void train(String classPath, Path cache) throws IOException, InterruptedException {
        Path output = FOLDER.resolve("training.out");
        Path data = Files.createDirectories(FOLDER.resolve("training-data-" + System.nanoTime()));
        Process app = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:AOTCacheOutput=" + cache,
                "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"), "-cp", classPath,
                MovesUntilKilled.class.getName(), "--arithmos.data-dir=" + data)
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (app.isAlive() && System.nanoTime() < until && !Files.readString(output).contains("READY")) {
            Thread.sleep(200);
        }
        Thread.sleep(2000);
        app.destroy(); // SIGTERM: Spring closes, the JVM exits and writes the cache
        if (!app.waitFor(180, TimeUnit.SECONDS)) {
            app.destroyForcibly();
        }
    }

    /** The test's class path with each class folder replaced by a jar of it. */
    private static String jarredClassPath() throws IOException {
        Files.createDirectories(FOLDER);
        List<String> entries = new ArrayList<>();
        int n = 0;
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            Path path = Path.of(entry);
            if (Files.isDirectory(path)) {
                Path jar = FOLDER.resolve("classes-" + n++ + ".jar");
                jar(path, jar);
                entries.add(jar.toString());
            } else if (!entry.isBlank()) {
                entries.add(entry);
            }
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    private static void jar(Path folder, Path jar) throws IOException {
        try (OutputStream file = Files.newOutputStream(jar); var out = new JarOutputStream(file);
                Stream<Path> files = Files.walk(folder)) {
            // Folders too: Spring's component scan and Flyway's migrations are found by listing them.
            for (Path f : (Iterable<Path>) files.filter(f -> !f.equals(folder)).sorted()::iterator) {
                String name = folder.relativize(f).toString().replace('\\', '/');
                boolean isFolder = Files.isDirectory(f);
                out.putNextEntry(new JarEntry(isFolder ? name + "/" : name));
                if (!isFolder) {
                    Files.copy(f, out);
                }
                out.closeEntry();
            }
        }
    }
}
