package org.arithmos;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The packaged production jar (target/arithmos.jar), started as users start it, on a free port and with
 * its data folder under target/. Output goes to target/it-app.log.
 */
public final class RunningApp implements AutoCloseable, BeforeAllCallback, AfterAllCallback {

    /** 300 s by default (a CI machine under load has taken over two minutes); {@code -Darithmos.startupSeconds=…}. */
    private static final Duration STARTUP_LIMIT = Duration.ofSeconds(Long.getLong("arithmos.startupSeconds", 300));

    /** The one app that guests' test classes share (see {@link #sharedByGuests()}), started on first use. */
    private static RunningApp guestsApp;

    private final boolean shared;
    /** More command-line arguments for the jar (e.g. a school's identity providers). */
    private final java.util.List<String> arguments;
    private Process process;
    private int port;
    private Path dataDir;

    private RunningApp() {
        this(false);
    }

    private RunningApp(boolean shared) {
        this(shared, java.util.List.of());
    }

    private RunningApp(boolean shared, java.util.List<String> arguments) {
        this.shared = shared;
        this.arguments = java.util.List.copyOf(arguments);
    }

    /**
     * The app for a whole test class, on a fresh database: {@code @RegisterExtension static final RunningApp app
     * = RunningApp.forTheClass();} starts it before the first test and stops it after the last.
     */
    public static RunningApp forTheClass() {
        return new RunningApp();
    }

    /** The same with more command-line arguments, such as {@code --arithmos.sign-in.providers.x.kind=CAS}. */
    public static RunningApp forTheClass(String... arguments) {
        return new RunningApp(false, java.util.List.of(arguments));
    }

    /**
     * One app for every test class that only plays as guests (or asks for pages with no account): what such a
     * class does lives in its own browser session and its own guest games, so another such class cannot see
     * it, and the suite saves an app start (and a cold JIT) per class. It stops when the test JVM ends. A
     * class that signs in as a demo person uses {@link #forTheClass()}: its fresh demo school is its own.
     */
    public static RunningApp sharedByGuests() {
        return new RunningApp(true);
    }

    /** An app started by someone else (e.g. the cluster's proxy) on this port: nothing to start or stop here. */
    static RunningApp behind(int port) {
        RunningApp app = new RunningApp();
        app.port = port;
        return app;
    }

    public static RunningApp start() throws IOException, InterruptedException {
        RunningApp app = new RunningApp();
        app.startOn(newDataDir(), freePort());
        return app;
    }

    /** The app on this data folder, on a free port (for {@link DemoSchoolCopy}). */
    static RunningApp startOn(Path dataDir) throws IOException, InterruptedException {
        RunningApp app = new RunningApp();
        app.startOn(dataDir, freePort());
        return app;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        if (!shared) {
            // A class with its own arguments (e.g. a school's identity providers) makes its own school.
            startOn(arguments.isEmpty() ? DemoSchoolCopy.freshCopy(newDataDir()) : newDataDir(), freePort());
            return;
        }
        synchronized (RunningApp.class) {
            if (guestsApp == null || !guestsApp.process.isAlive()) {
                RunningApp app = new RunningApp();
                app.startOn(newDataDir(), freePort());
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    try {
                        app.close();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }));
                guestsApp = app;
            }
            process = guestsApp.process;
            port = guestsApp.port;
            dataDir = guestsApp.dataDir;
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        if (!shared) {
            close();
        }
    }

    private static Path newDataDir() throws IOException {
        Path target = Path.of("target").toAbsolutePath();
        return Files.createDirectories(target.resolve("it-data").resolve("run-" + System.nanoTime()));
    }

    /** The app again on the same data folder and port, as after a crash and a restart. */
    RunningApp restart() throws IOException, InterruptedException {
        RunningApp app = new RunningApp(false, arguments);
        app.startOn(dataDir, port);
        return app;
    }

    /** Kills the process at once (SIGKILL: no shutdown hooks, no flushing), like {@code kill -9}. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    private void startOn(Path dataDir, int port) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("arithmos.jar", "target/arithmos.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: browser tests run after `mvn package`");
        }
        Path target = Path.of("target").toAbsolutePath();
        var command = JarLaunch.command(jar);
        command.add("--server.port=" + port);
        command.addAll(arguments);
        var builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(target.resolve("it-app.log").toFile()));
        builder.environment().put("ARITHMOS_DATA_DIR", dataDir.toString());
        this.dataDir = dataDir;
        this.port = port;
        this.process = builder.start();
        awaitHomePage();
    }

    public URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    Path dataDir() {
        return dataDir;
    }

    /** The app's process id, which its log lines carry ({@link AppLog}). */
    long pid() {
        if (process == null) {
            throw new IllegalStateException("an app started elsewhere: its log is not ours to read");
        }
        return process.pid();
    }

    private void awaitHomePage() throws InterruptedException {
        var client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        Instant limit = Instant.now().plus(STARTUP_LIMIT);
        while (Instant.now().isBefore(limit)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the app stopped with exit code " + process.exitValue()
                        + "; see target/it-app.log");
            }
            try {
                var response = client.send(HttpRequest.newBuilder(uri("/")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (response.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        close();
        throw new IllegalStateException("the app did not answer within " + STARTUP_LIMIT + "; see target/it-app.log");
    }

    static int freePort() throws IOException {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process == null) {
            return;
        }
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
