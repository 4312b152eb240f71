package org.arithmos.load;

import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * N simulated pupils against a running server (bin/load): each logs in through the class code and pictures
 * and plays Nambarz against robots with a think time, talking to the server as the browser does (UIDL over
 * HTTP, push over WebSocket). Pupils start over a ramp, play until the time is up, and the harness prints
 * each action's round trips (p50/p95/p99), errors, moves per second, bytes received and pushes; given the
 * server's process id, also its heap per pupil (live heap after a full GC, before and with the pupils) and its
 * processor time. Bounded in time and count, and only talks to a local address.
 *
 * <p>Arguments: {@code --url U --logins FILE --pupils N --minutes M --think-ms T --ramp-seconds R [--warmup K]
 * [--live-tables L] [--table-seats S] [--teachers K] [--server-pid P] [--out FILE]}; the warm-up pupils are the last K
 * lines of the logins file; the teachers ({@link TeacherOnDashboards}) start once the pupils play.
 */
public final class LoadHarness {

    private LoadHarness() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> a = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            a.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        URI base = URI.create(a.getOrDefault("url", "http://localhost:8080/"));
        if (!InetAddress.getByName(base.getHost()).isLoopbackAddress()) {
            throw new IllegalArgumentException("the load harness only talks to this machine, not " + base.getHost());
        }
        List<PupilAtRobotsTable.Login> logins = Files.readAllLines(Path.of(a.get("logins"))).stream()
                .filter(l -> !l.isBlank()).map(PupilAtRobotsTable.Login::parse).toList();
        int pupils = Math.min(Integer.parseInt(a.getOrDefault("pupils", "50")), logins.size());
        double minutes = Double.parseDouble(a.getOrDefault("minutes", "3"));
        long think = Long.parseLong(a.getOrDefault("think-ms", "4000"));
        long ramp = Long.parseLong(a.getOrDefault("ramp-seconds", "60"));
        // 0: every pupil presses "New game" in the same second once all are in (a stress of its own); S: each at a
        // random moment of the S seconds that follow, as a school's classes start their games within a minute.
        long startSpread = Long.parseLong(a.getOrDefault("start-seconds", "0"));
        // One node's process id, or a cluster's, comma-separated: their heaps and processor times are added up.
        List<Long> pids = a.containsKey("server-pid") ? java.util.Arrays.stream(a.get("server-pid").split(","))
                .map(Long::valueOf).toList() : List.of();

        int liveTables = Integer.parseInt(a.getOrDefault("live-tables", "0"));
        int tableSeats = Integer.parseInt(a.getOrDefault("table-seats", "4"));
        int teachers = Integer.parseInt(a.getOrDefault("teachers", "0"));
        if (tableSeats < 2 || tableSeats > 12) {
            throw new IllegalArgumentException("a live Nambarz table has 2 to 12 seats, not " + tableSeats);
        }
        int warmup = Math.min(Integer.parseInt(a.getOrDefault("warmup", "5")), logins.size() - pupils);
        ServerProbe server = pids.isEmpty() ? null : new ServerProbe(pids, a.containsKey("out")
                ? Path.of(a.get("out")).toAbsolutePath().getParent() : Path.of("."), new int[1], a.containsKey("heap-dumps"));
        Metrics metrics = new Metrics();
        Metrics warmupMetrics = new Metrics();
        CountDownLatch loggedIn = new CountDownLatch(pupils);
        CountDownLatch seated = new CountDownLatch(pupils);
        CountDownLatch start = new CountDownLatch(1);
        Instant began = Instant.now();
        // Far enough for the ramp and the measures; the real end is set when the pupils may start.
        Instant[] until = {began.plusSeconds(ramp + 600).plusMillis((long) (minutes * 60_000))};
        var pupilsPhases = new PupilAtRobotsTable.Phases() {
            /** Each pupil's moment to start (its own thread's), once the start is given. */
            private final ThreadLocal<Long> startAt = new ThreadLocal<>();

            public void loggedIn() {
                loggedIn.countDown();
            }

            /**
             * Waits at most a second each call, so that the pupil's page goes on sending its heartbeats meanwhile, as
             * a browser does (a pupil asleep for the whole spread, 90 s, lost their page: Vaadin closes a UI after
             * three missed heartbeats; the 472 errors of the first 1,500-pupil run).
             */
            public boolean mayStart() throws InterruptedException {
                if (!start.await(1, TimeUnit.SECONDS)) {
                    return false;
                }
                if (startSpread > 0) {
                    if (startAt.get() == null) {
                        startAt.set(System.currentTimeMillis()
                                + java.util.concurrent.ThreadLocalRandom.current().nextLong(startSpread * 1000));
                    }
                    long left = startAt.get() - System.currentTimeMillis();
                    if (left > 0) {
                        Thread.sleep(Math.min(left, 1000));
                        return false;
                    }
                }
                return true;
            }

            public void atTable() {
                seated.countDown();
            }
        };
        var warmupPhases = new PupilAtRobotsTable.Phases() {
            public void loggedIn() {
            }

            public boolean mayStart() {
                return true;
            }

            public void atTable() {
            }
        };
        StringBuilder report = new StringBuilder();
        try (var threads = Executors.newVirtualThreadPerTaskExecutor()) {
            // Warm-up pupils (not counted) play through the whole run: the first sessions' one-time costs (caches,
            // compiled code) are in the baseline, so the heap figures are what one more pupil costs.
            for (int i = 0; i < warmup; i++) {
                var pupil = new PupilAtRobotsTable(base, logins.get(logins.size() - 1 - i), warmupMetrics,
                        () -> until[0], think, warmupPhases);
                threads.submit(pupil);
            }
            Thread.sleep(warmup > 0 ? 45_000 : 0);
            long heapBefore = server == null ? 0 : server.liveHeapBytes();
            long cpuBefore = server == null ? 0 : server.cpuNanos();
            long harnessCpuBefore = harnessCpuNanos();
            Instant cpuFrom = Instant.now();
            // Live tables first (pupils of one class each), then pupils at tables against robots.
            List<List<PupilAtRobotsTable.Login>> liveGroups = groups(logins.subList(0, pupils), liveTables, tableSeats);
            java.util.Set<PupilAtRobotsTable.Login> atLiveTables = new java.util.HashSet<>();
            liveGroups.forEach(atLiveTables::addAll);
            for (int t = 0; t < liveGroups.size(); t++) {
                var table = new PupilsAtLiveTable(base, liveGroups.get(t), metrics, () -> until[0], think, pupilsPhases);
                long delay = ramp * 1000 * t / Math.max(1, pupils / tableSeats);
                threads.submit(() -> {
                    try {
                        Thread.sleep(delay);
                        table.run();
                    } catch (InterruptedException e) {
                        return;
                    } finally {
                        for (int k = 0; k < tableSeats; k++) {
                            loggedIn.countDown();
                            seated.countDown();
                        }
                    }
                });
            }
            for (int i = 0; i < pupils; i++) {
                if (atLiveTables.contains(logins.get(i))) {
                    continue;
                }
                var pupil = new PupilAtRobotsTable(base, logins.get(i), metrics, () -> until[0], think, pupilsPhases);
                long delay = ramp * 1000 * i / Math.max(1, pupils);
                threads.submit(() -> {
                    try {
                        Thread.sleep(delay);
                        pupil.run();
                    } catch (InterruptedException e) {
                        return;
                    } finally {
                        loggedIn.countDown(); // a pupil who stopped early holds no measure back
                        seated.countDown();
                    }
                });
            }
            boolean allIn = loggedIn.await(ramp + 300, TimeUnit.SECONDS);
            long heapIdle = server == null ? 0 : server.liveHeapBytes();
            Instant playFrom = Instant.now();
            until[0] = playFrom.plusMillis((long) (minutes * 60_000));
            start.countDown();
            boolean allSeated = seated.await(300, TimeUnit.SECONDS);
            Thread.sleep(10_000);
            long measureFrom = System.nanoTime();
            metrics.measuring(measureFrom, Long.MAX_VALUE); // its end is known once it is over
            long heapPlaying = server == null ? 0 : server.liveHeapBytes();
            metrics.measuring(measureFrom, System.nanoTime() + 2_000_000_000L); // and the node's catching up after
            // Teachers going round the classes' pages and dashboards while the pupils play (after the heap per
            // pupil is measured, so that it stays a pupil's); one account, a session each.
            for (int i = 0; i < teachers; i++) {
                threads.submit(new TeacherOnDashboards(base, metrics, () -> until[0], think));
            }
            threads.shutdown();
            threads.awaitTermination((long) (minutes * 60) + 300, TimeUnit.SECONDS);
            long played = Math.max(1, Duration.between(playFrom, Instant.now()).toSeconds());
            report.append(("Load: %d simulated pupils (and %d warm-up pupils, not counted), %d of them at %d live Nambarz tables of %d pupils, the others at Nambarz tables against robots, "
                    + "%d teachers on the classes' pages and dashboards, "
                    + "think time %d ms (±50 %%), ramp %d s, games started %s, %.1f min of play; ran %d s against %s%n%n").formatted(
                    pupils, warmup, tableSeats * liveGroups.size(), liveGroups.size(), tableSeats, teachers, think, ramp,
                    startSpread == 0 ? "all in the same second" : "over " + startSpread + " s", minutes, Duration.between(began, Instant.now()).toSeconds(), base));
            report.append(metrics.table()).append('\n');
            report.append(("Moves: %d (%.1f per second over %d s of play); pushes received: %d; bytes received: %.1f MB; "
                    + "errors: %d; p95 of the actions at the table: %.1f ms%n").formatted(metrics.moves(),
                    metrics.moves() / (double) played, played, metrics.pushes(), metrics.bytes() / 1e6, metrics.errors(),
                    metrics.playP95Millis()));
            report.append("p95 of the actions at the table by 30 s of play (their count): ")
                    .append(metrics.playP95ByWindow(playFrom, 30)).append('\n');
            report.append(("Actions during the heap measure at the tables (jcmd's full GC and heap walk stop the node; "
                    + "not counted above): %d%n").formatted(metrics.duringMeasures()));
            if (server != null) {
                double cpu = (server.cpuNanos() - cpuBefore) / 1e9;
                long cpuSeconds = Math.max(1, Duration.between(cpuFrom, Instant.now()).toSeconds());
                double harnessCpu = (harnessCpuNanos() - harnessCpuBefore) / 1e9;
                report.append(("%s; the harness itself (on the same cores) used %.2f cores; load average at the end %s.%n")
                        .formatted(server.pids().size() == 1 ? "One node" : server.pids().size() + " nodes (heap and processor added up)",
                                harnessCpu / cpuSeconds, String.join(" ", java.util.Arrays.copyOf(Files.readString(Path.of("/proc/loadavg")).strip().split(" "), 3))));
                report.append(("Server heap (live, after a full GC): %.1f MB with the warm-up pupils only; %.1f MB with the %d "
                        + "pupils logged in and idle%s (%.0f KB per idle pupil); %.1f MB with them at their tables%s "
                        + "(%.0f KB per pupil at a table). Server processor from the first counted pupil on: %.0f s over %d s (%.2f cores).%n").formatted(
                        heapBefore / 1e6, heapIdle / 1e6, pupils, allIn ? "" : " (not all)",
                        (heapIdle - heapBefore) / 1024.0 / pupils, heapPlaying / 1e6, allSeated ? "" : " (not all)",
                        (heapPlaying - heapBefore) / 1024.0 / pupils, cpu, cpuSeconds, cpu / cpuSeconds));
            }
        }
        System.out.print(report);
        if (a.containsKey("out")) {
            Files.writeString(Path.of(a.get("out")), report);
        }
    }

    /** Up to {@code count} groups of {@code size} pupils of one class, in the order of the logins. */
    private static List<List<PupilAtRobotsTable.Login>> groups(List<PupilAtRobotsTable.Login> logins, int count,
                                                               int size) {
        List<List<PupilAtRobotsTable.Login>> groups = new ArrayList<>();
        List<PupilAtRobotsTable.Login> group = new ArrayList<>();
        for (PupilAtRobotsTable.Login l : logins) {
            if (groups.size() == count) {
                break;
            }
            if (!group.isEmpty() && !group.getFirst().classCode().equals(l.classCode())) {
                group = new ArrayList<>();
            }
            group.add(l);
            if (group.size() == size) {
                groups.add(group);
                group = new ArrayList<>();
            }
        }
        return groups;
    }

    /** This process's processor time: the simulated pupils' share of the machine. */
    private static long harnessCpuNanos() {
        var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }

    /**
     * The server's processes (one node, or each node of a cluster), read from outside: live heap after a full GC
     * (jcmd) and processor time (/proc), added up.
     */
    private record ServerProbe(List<Long> pids, Path histograms, int[] taken, boolean dumps) {

        long liveHeapBytes() throws Exception {
            long total = 0;
            for (long pid : pids) {
                total += liveHeapBytes(pid);
            }
            return total;
        }

        long cpuNanos() throws Exception {
            long total = 0;
            for (long pid : pids) {
                total += cpuNanos(pid);
            }
            return total;
        }

        private long liveHeapBytes(long pid) throws Exception {
            // A class histogram forces a full GC first: its total is the live heap.
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                    String.valueOf(pid), "GC.class_histogram").redirectErrorStream(true).start();
            List<String> lines = new ArrayList<>(new String(p.getInputStream().readAllBytes()).lines().toList());
            p.waitFor(120, TimeUnit.SECONDS);
            // Kept beside the report (heap-1.txt, heap-2.txt...): what the pupils' sessions hold, class by class.
            Files.write(histograms.resolve("heap-" + (++taken[0]) + ".txt"), lines);
            if (dumps) { // --heap-dumps: the whole heap too, for bin/heap-by-session (what one session holds)
                Path dump = histograms.resolve("heap-" + taken[0] + "-" + pid + ".hprof").toAbsolutePath();
                Files.deleteIfExists(dump);
                new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                        String.valueOf(pid), "GC.heap_dump", dump.toString()).inheritIO().start().waitFor(300, TimeUnit.SECONDS);
            }
            String total = lines.stream().filter(l -> l.strip().startsWith("Total")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("jcmd: " + String.join("\n", lines)));
            String[] parts = total.strip().split("\\s+");
            return Long.parseLong(parts[2]);
        }

        private static long cpuNanos(long pid) throws Exception {
            String[] stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat")).split("\\) ")[1].split(" ");
            long ticks = Long.parseLong(stat[11]) + Long.parseLong(stat[12]); // utime, stime
            return ticks * 10_000_000L; // 100 ticks per second on Linux
        }
    }
}
