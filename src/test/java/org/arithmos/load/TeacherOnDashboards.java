package org.arithmos.load;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/**
 * A simulated teacher during the pupils' games (issue 12 §3, the mixed load): signs in with a password, then goes
 * round the load school's classes as a teacher watching them does: the class page, its dashboard (the grid's first
 * rows, as the browser asks for them) and one pupil's page, with a think time between clicks, until the harness's
 * time is up. Every click is a UIDL request, timed by {@link Metrics} under "teacher: ...".
 */
final class TeacherOnDashboards implements Runnable {

    private final VaadinClient page;
    private final Metrics metrics;
    private final Supplier<Instant> until;
    private final long thinkMillis;

    TeacherOnDashboards(URI base, Metrics metrics, Supplier<Instant> until, long thinkMillis) {
        this.page = new VaadinClient(base, metrics);
        this.metrics = metrics;
        this.until = until;
        this.thinkMillis = thinkMillis;
    }

    @Override
    public void run() {
        try {
            page.open("/login");
            page.login(LoadSchool.TEACHER, LoadSchool.PASSWORD);
            page.open("/classes");
            List<String> classes = page.hrefsStartingWith("classes/").stream()
                    .filter(h -> h.matches("classes/\\d+")).toList();
            if (classes.isEmpty()) {
                throw new IllegalStateException("no class on the teacher's page");
            }
            while (Instant.now().isBefore(until.get())) {
                String schoolClass = classes.get(ThreadLocalRandom.current().nextInt(classes.size()));
                page.navigate("teacher: class page", "/" + schoolClass);
                List<String> pupils = page.hrefsStartingWith("pupils/").stream()
                        .filter(h -> h.matches("pupils/\\d+")).toList();
                think();
                page.navigate("teacher: class dashboard", "/" + schoolClass + "/progress");
                page.showGridRows("teacher: dashboard rows", 50);
                think();
                if (!pupils.isEmpty()) {
                    page.navigate("teacher: pupil page",
                            "/" + pupils.get(ThreadLocalRandom.current().nextInt(pupils.size())));
                    think();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            metrics.error("teacher stopped: " + e.getClass().getSimpleName());
            System.err.println("teacher: " + e.getMessage());
        } finally {
            page.closePush();
        }
    }

    /** A teacher reads the page before the next click; the page's heartbeat goes on meanwhile. */
    private void think() throws Exception {
        long end = System.currentTimeMillis() + thinkMillis / 2 + ThreadLocalRandom.current().nextLong(thinkMillis);
        while (System.currentTimeMillis() < end && Instant.now().isBefore(until.get())) {
            page.heartbeatWhenDue();
            Thread.sleep(100);
        }
    }
}
