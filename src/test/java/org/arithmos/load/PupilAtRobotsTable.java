package org.arithmos.load;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import tools.jackson.databind.JsonNode;

/**
 * A simulated pupil, as a child plays: logs in with the class code, their name and their three pictures, starts
 * a Nambarz game against robots and plays it with a think time between moves (draws a card, then keeps it when
 * the rules let the turn end; reads a penalty's explanation and closes it; goes on to the next round or game),
 * until the harness's time is up. Every click is a UIDL request, timed by {@link Metrics}; the robots' moves
 * reach the page by push.
 */
final class PupilAtRobotsTable implements Runnable {

    /** A pupil of the load school: their class code, name and pictures (LoadSchool's file). */
    record Login(String classCode, String name, List<String> pictures) {
        static Login parse(String line) {
            String[] parts = line.split("\t");
            return new Login(parts[0], parts[1], List.of(parts[2].split("-")));
        }
    }

    private final VaadinClient page;
    private final Login login;
    private final Metrics metrics;
    private final java.util.function.Supplier<Instant> until;
    private final long thinkMillis;
    private final Phases phases;

    /** Where the harness measures the server: every pupil logged in and idle, then every pupil at a table. */
    interface Phases {
        /** Logged in, on the new-game page. */
        void loggedIn();

        /** Whether the pupils may start their games, waiting up to a second for it. */
        boolean mayStart() throws InterruptedException;

        void atTable();
    }

    PupilAtRobotsTable(URI base, Login login, Metrics metrics, java.util.function.Supplier<Instant> until, long thinkMillis, Phases phases) {
        this.page = new VaadinClient(base, metrics);
        this.login = login;
        this.metrics = metrics;
        this.until = until;
        this.thinkMillis = thinkMillis;
        this.phases = phases;
    }

    @Override
    public void run() {
        try {
            logIn();
            page.open("/play");
            phases.loggedIn();
            while (!phases.mayStart()) {
                page.heartbeatWhenDue();
            }
            page.click("new game", page.require("start-game"));
            phases.atTable();
            play();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            metrics.error("pupil stopped: " + e.getClass().getSimpleName());
            System.err.println(login.name() + " of " + login.classCode() + ": " + e.getMessage());
        } finally {
            page.closePush();
        }
    }

    private void logIn() throws Exception {
        logIn(page, login);
    }

    /** Logs in as the pupil does: class code, name, three pictures; then the login form the page posts. */
    static void logIn(VaadinClient page, Login login) throws Exception {
        page.open("/class");
        page.type("login: class code", page.require("class-code"), login.classCode());
        page.click("login: class code", page.require("class-code-next"));
        page.click("login: name", page.byWords(login.name())
                .orElseThrow(() -> new IllegalStateException("no button " + login.name())));
        for (String picture : login.pictures()) {
            page.click("login: picture", page.require("picture-" + picture));
        }
        // The last picture answers with the page's login form (the pupil's handle and pictures): post it.
        JsonNode form = page.lastExecute().stream().filter(x -> x.toString().contains("action = 'login'"))
                .findFirst().orElseThrow(() -> new IllegalStateException("the pictures were not accepted"));
        page.login(form.get(0).asString(), form.get(1).asString());
    }

    /** Thinks, then plays; meanwhile the page polls at the robots' pace as the browser does. */
    private void play() throws Exception {
        long nextMove = System.currentTimeMillis() + think();
        long nextPoll = 0;
        long nextTurnCheck = 0;
        while (Instant.now().isBefore(until.get())) {
            long now = System.currentTimeMillis();
            int interval = page.pollInterval();
            if (interval > 0 && now >= nextPoll) {
                if (nextPoll > 0) {
                    page.poll("table poll (robots' pace)");
                }
                nextPoll = now + interval;
            }
            page.heartbeatWhenDue();
            // Looked for every 250 ms, not at each 50 ms turn of the loop: searching the page's tree is the
            // harness's own processor, on the node's cores (0.49 cores against 0.31 when done every 50 ms).
            if (movedAt > 0 && now >= nextTurnCheck && page.byId("draw").isPresent()) {
                // The robots' turns, from the pupil's move to their own turn again (pushed): the robots' pace
                // plus whatever kept the node from it. Not an action at the table (its round trips are apart).
                metrics.record("wait: the robots' turns, until mine", System.nanoTime() - movedAt, true);
                movedAt = 0;
            }
            if (now >= nextTurnCheck) {
                nextTurnCheck = now + 250;
            }
            if (now >= nextMove) {
                act();
                nextMove = now + think();
            }
            Thread.sleep(50);
        }
    }

    /** When the pupil's last move gave the turn to the robots (System.nanoTime), 0 when it is not theirs. */
    private long movedAt;

    private void act() throws Exception {
        if (clickIf("explanation-ok", "table close explanation")
                || clickIf("round-continue", "table next round")
                || clickIf("round-new-game", "table new game")) {
            movedAt = 0; // a round's end between: not the robots' turns only
            return;
        }
        if (clickIf("pass", "table keep the drawn card")) {
            metrics.moved();
            movedAt = page.byId("draw").isPresent() ? 0 : System.nanoTime(); // the turn went to the robots
        } else if (clickIf("draw", "table draw")) {
            metrics.moved();
        }
    }

    private long think() {
        return thinkMillis / 2 + ThreadLocalRandom.current().nextLong(thinkMillis);
    }

    private boolean clickIf(String id, String action) throws Exception {
        Optional<VaadinClient.Node> node = page.byId(id);
        if (node.isEmpty()) {
            return false;
        }
        page.click(action, node.get());
        return true;
    }
}
