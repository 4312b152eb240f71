package org.arithmos.durability;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

/**
 * The JVM that {@link CompactionKillTest} kills: opens the H2 file it is given, as the app does
 * ({@code WRITE_DELAY=0}), prints {@code compacting} and runs {@code SHUTDOWN COMPACT} on it, as
 * {@code privacy.FileCompaction} does, then prints {@code compacted}.
 */
final class CompactsUntilKilled {

    private CompactsUntilKilled() {
    }

    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection(CompactionKillTest.url(args[0]), "sa", "");
             Statement s = c.createStatement()) {
            System.out.println("compacting");
            System.out.flush();
            s.execute("SHUTDOWN COMPACT");
        }
        System.out.println("compacted");
        System.out.flush();
    }
}
