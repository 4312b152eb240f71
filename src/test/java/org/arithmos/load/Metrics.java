package org.arithmos.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** What the simulated pupils measured: each action's round trips and errors, bytes received, pushes, moves. */
final class Metrics {

    private final Map<String, List<Long>> times = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> errors = new ConcurrentHashMap<>();
    private final AtomicLong bytes = new AtomicLong();
    private final AtomicLong pushes = new AtomicLong();
    private final AtomicLong moves = new AtomicLong();
    private volatile boolean counting = true;
    /** The actions at the table with the moment they ended (ms since the epoch, round trip in ns), for windows. */
    private final List<long[]> plays = new ArrayList<>();

    /**
     * The heap measures' windows (System.nanoTime from, to): jcmd's class histogram stops the node for its full GC
     * and heap walk (a second and more at 1,000 pupils), which no node in service has; an action that overlaps one
     * is counted apart, not in the round trips.
     */
    private final List<long[]> measures = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final AtomicLong duringMeasures = new AtomicLong();

    /** A heap measure from {@code fromNanos} to {@code toNanos}; the same start again sets its end. */
    void measuring(long fromNanos, long toNanos) {
        measures.removeIf(m -> m[0] == fromNanos);
        measures.add(new long[] {fromNanos, toNanos});
    }

    long duringMeasures() {
        return duringMeasures.get();
    }

    void record(String action, long nanos, boolean ok) {
        if (!counting) {
            return;
        }
        long end = System.nanoTime();
        for (long[] m : measures) {
            if (end - nanos <= m[1] && end >= m[0]) {
                duringMeasures.incrementAndGet();
                return;
            }
        }
        List<Long> list = times.computeIfAbsent(action, a -> new ArrayList<>());
        synchronized (list) {
            list.add(nanos);
        }
        if (!ok) {
            errors.computeIfAbsent(action, a -> new AtomicLong()).incrementAndGet();
        }
        if (atTable(action)) {
            synchronized (plays) {
                plays.add(new long[] {System.currentTimeMillis(), nanos});
            }
        }
    }

    private static boolean atTable(String action) {
        return action.startsWith("table ") || action.startsWith("live table "); // against robots, or live
    }

    /**
     * The p95 of the actions at the table in windows of {@code seconds} from {@code from} on, one line: where in a
     * run the slow answers were (the burst of every pupil's first game at the start, or all along).
     */
    String playP95ByWindow(java.time.Instant from, int seconds) {
        java.util.TreeMap<Long, List<Long>> windows = new java.util.TreeMap<>();
        synchronized (plays) {
            for (long[] p : plays) {
                long w = (p[0] - from.toEpochMilli()) / (seconds * 1000L);
                if (w >= 0) {
                    windows.computeIfAbsent(w, k -> new ArrayList<>()).add(p[1]);
                }
            }
        }
        var out = new StringBuilder();
        windows.forEach((w, list) -> {
            list.sort(null);
            out.append(out.isEmpty() ? "" : ", ").append("%d-%d s: %s (%d)".formatted(w * seconds, (w + 1) * seconds,
                    ms(list, 0.95), list.size()));
        });
        return out.toString();
    }

    void error(String action) {
        errors.computeIfAbsent(action, a -> new AtomicLong()).incrementAndGet();
    }

    void received(long characters) {
        bytes.addAndGet(characters);
    }

    void pushed() {
        pushes.incrementAndGet();
    }

    void moved() {
        moves.incrementAndGet();
    }

    long moves() {
        return moves.get();
    }

    long errors() {
        return errors.values().stream().mapToLong(AtomicLong::get).sum();
    }

    /** One line per action: count, errors, p50/p95/p99/max in ms. */
    String table() {
        var out = new StringBuilder("| action | count | errors | p50 | p95 | p99 | max |\n|---|---:|---:|---:|---:|---:|---:|\n");
        for (var e : new TreeMap<>(times).entrySet()) {
            List<Long> sorted;
            synchronized (e.getValue()) {
                sorted = new ArrayList<>(e.getValue());
            }
            sorted.sort(null);
            long errs = errors.getOrDefault(e.getKey(), new AtomicLong()).get();
            out.append("| %s | %d | %d | %s | %s | %s | %s |%n".formatted(e.getKey(), sorted.size(), errs,
                    ms(sorted, 0.50), ms(sorted, 0.95), ms(sorted, 0.99), ms(sorted, 1.0)));
        }
        // Errors that are not a timed action (a pupil who stopped, a push not understood): named too.
        new TreeMap<>(errors).forEach((action, count) -> {
            if (!times.containsKey(action)) {
                out.append("| %s | - | %d | - | - | - | - |%n".formatted(action, count.get()));
            }
        });
        return out.toString();
    }

    /** The p95 of every UIDL action of a pupil at play (not the page loads nor the log in). */
    double playP95Millis() {
        List<Long> all = new ArrayList<>();
        times.forEach((action, list) -> {
            if (atTable(action)) {
                synchronized (list) {
                    all.addAll(list);
                }
            }
        });
        all.sort(null);
        return all.isEmpty() ? Double.NaN : all.get(Math.min(all.size() - 1, (int) Math.ceil(0.95 * all.size()) - 1)) / 1e6;
    }

    long bytes() {
        return bytes.get();
    }

    long pushes() {
        return pushes.get();
    }

    private static String ms(List<Long> sorted, double q) {
        if (sorted.isEmpty()) {
            return "-";
        }
        int i = Math.min(sorted.size() - 1, Math.max(0, (int) Math.ceil(q * sorted.size()) - 1));
        return "%.1f ms".formatted(sorted.get(i) / 1e6);
    }
}
