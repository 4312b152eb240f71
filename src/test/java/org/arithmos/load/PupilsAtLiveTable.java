package org.arithmos.load;

import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/**
 * Pupils of one class at one live Nambarz table (issue 11's "Play with my class"; four by default, 2 to 12), each with
 * their own page: the first opens a table of that many seats in the lobby, the others sit down at it when their lobby shows it (by push), the
 * first starts it; then each plays their turns with a think time. Every move reaches the other seats by push:
 * the harness times it from the mover's click to the moment each other seat's page has the new story line
 * ("live: move to the other seats"), over the network and through Vaadin, without a browser's rendering.
 */
final class PupilsAtLiveTable implements Runnable {

    private final List<Seat> seats = new ArrayList<>();
    private final Metrics metrics;
    private final Supplier<Instant> until;
    private final long thinkMillis;
    private final PupilAtRobotsTable.Phases phases;
    private volatile String code;

    PupilsAtLiveTable(URI base, List<PupilAtRobotsTable.Login> four, Metrics metrics, Supplier<Instant> until,
                      long thinkMillis, PupilAtRobotsTable.Phases phases) {
        this.metrics = metrics;
        this.until = until;
        this.thinkMillis = thinkMillis;
        this.phases = phases;
        for (PupilAtRobotsTable.Login login : four) {
            seats.add(new Seat(new VaadinClient(base, metrics), login));
        }
    }

    /** One pupil's page, and the story line count its page had when a classmate moved. */
    private final class Seat {
        final VaadinClient page;
        final PupilAtRobotsTable.Login login;

        Seat(VaadinClient page, PupilAtRobotsTable.Login login) {
            this.page = page;
            this.login = login;
        }
    }

    @Override
    public void run() {
        try {
            for (Seat s : seats) {
                PupilAtRobotsTable.logIn(s.page, s.login);
                s.page.open("/together");
                phases.loggedIn();
            }
            while (!phases.mayStart()) {
                heartbeats();
            }
            sitDown();
            seats.forEach(s -> phases.atTable());
            play();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            metrics.error("live table stopped: " + e.getClass().getSimpleName());
            System.err.println("live table of " + seats.getFirst().login.name() + " (" + code + "): " + e.getMessage());
        } finally {
            seats.forEach(s -> s.page.closePush());
        }
    }

    private void sitDown() throws Exception {
        VaadinClient host = seats.getFirst().page;
        // The seats' list holds 2, 3, 4...: the item of n seats has the key n - 1.
        host.select("live: choose the seats", host.require("live-players"), String.valueOf(seats.size() - 1));
        host.click("live: open a table", host.require("open-table"));
        code = await(host, () -> host.byIdStartingWith("start-")).attributes.get("id").substring("start-".length());
        for (Seat s : seats.subList(1, seats.size())) {
            sit(s.page);
        }
        // Every classmate's own page shows them seated (the server has them). The host's lobby is redrawn at each
        // classmate sitting down, so a click on a card the server has since replaced goes nowhere: the host clicks
        // "start" again on the card they see now until the table starts, as a child clicks again.
        for (int attempt = 0; attempt < 10 && host.byId("narration").isEmpty(); attempt++) {
            host.click("live: start", await(host, () -> host.byId("start-" + code)));
            long limit = System.currentTimeMillis() + 3_000;
            while (System.currentTimeMillis() < limit && host.byId("narration").isEmpty()) {
                Thread.sleep(50);
            }
        }
        for (Seat s : seats) {
            await(s.page, () -> s.page.byId("narration"));
        }
    }

    /**
     * Sits down at the host's table. The lobby is redrawn whenever a table of the class changes, so a click may
     * reach a button the server has just replaced: the pupil looks again, as a child clicks again.
     */
    private void sit(VaadinClient page) throws Exception {
        for (int attempt = 0; attempt < 5; attempt++) {
            page.click("live: sit down", await(page, () -> page.byId("join-" + code)));
            long limit = System.currentTimeMillis() + 3_000;
            while (System.currentTimeMillis() < limit) {
                if (page.byId("leave-" + code).isPresent()) {
                    return;
                }
                Thread.sleep(50);
            }
        }
        throw new IllegalStateException("could not sit down at " + code + "; the page has " + page.ids());
    }

    /** Each seat plays when the rules give it a move; a mover's line is timed to every other seat's page. */
    private void play() throws Exception {
        while (Instant.now().isBefore(until.get())) {
            heartbeats();
            boolean moved = false;
            for (Seat s : seats) {
                String action = s.page.byId("explanation-ok").isPresent() ? "explanation-ok"
                        : s.page.byId("pass").isPresent() ? "pass" : s.page.byId("draw").isPresent() ? "draw" : null;
                if (action == null) {
                    continue;
                }
                Thread.sleep(thinkMillis / 2 + ThreadLocalRandom.current().nextLong(thinkMillis));
                Optional<VaadinClient.Node> control = s.page.byId(action);
                if (control.isEmpty()) {
                    continue;
                }
                Map<Seat, Integer> before = new java.util.HashMap<>();
                seats.stream().filter(o -> o != s).forEach(o -> before.put(o, said(o.page)));
                long clicked = System.nanoTime();
                s.page.click("live table " + (action.equals("explanation-ok") ? "close explanation" : action), control.get());
                if (!action.equals("explanation-ok")) {
                    metrics.moved();
                    for (var other : before.entrySet()) {
                        awaitLine(other.getKey(), other.getValue(), clicked);
                    }
                }
                moved = true;
            }
            if (!moved) {
                Thread.sleep(100); // robots, or nobody to move yet
            }
        }
    }

    /** Waits (up to 10 s) for a new story line on a seat's page, brought by push, and times it. */
    private void awaitLine(Seat seat, int before, long clicked) throws InterruptedException {
        long limit = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < limit) {
            if (said(seat.page) > before) {
                metrics.record("live: move to the other seats (push)", System.nanoTime() - clicked, true);
                return;
            }
            Thread.sleep(2);
        }
        metrics.record("live: move to the other seats (push)", System.nanoTime() - clicked, false);
    }

    private static int said(VaadinClient page) {
        return page.byId("narration").map(n -> n.attributes.getOrDefault("data-said", "0"))
                .map(Integer::parseInt).orElse(0);
    }

    private void heartbeats() throws Exception {
        for (Seat s : seats) {
            s.page.heartbeatWhenDue();
        }
    }

    /** Waits up to 20 s for a control a push brings. */
    private static VaadinClient.Node await(VaadinClient page, Supplier<Optional<VaadinClient.Node>> find)
            throws InterruptedException {
        long limit = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < limit) {
            Optional<VaadinClient.Node> node = find.get();
            if (node.isPresent()) {
                return node.get();
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("the control did not come within 20 s; the page has " + page.ids());
    }
}
