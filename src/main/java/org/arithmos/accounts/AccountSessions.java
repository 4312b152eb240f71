package org.arithmos.accounts;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.arithmos.nodes.NodeBus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.security.core.session.SessionInformation;
import org.springframework.security.core.session.SessionRegistryImpl;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Who is logged in, on this node and on the others, so that the class game's setup ticks the pupils who are
 * there and the sessions of a deleted account end at once on every node (docs/decisions/0036). The security
 * configuration registers every login here; as a bean it hears when sessions end (Spring's
 * {@code HttpSessionEventPublisher}) and forgets them. The other nodes hear of it on the nodes' bus: a first
 * login ({@code in}), the last session gone ({@code out}), every {@link LoggedInElsewhere#BEAT} the whole list
 * ({@code here}), a node's start ({@code hello}, answered with {@code here}) and stop ({@code bye}), a deleted
 * account ({@code end}). On H2, one node: the bus is silent and this is the plain registry of this node.
 */
@Component
public class AccountSessions extends SessionRegistryImpl implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(AccountSessions.class);
    static final String CHANNEL = "arithmos_sessions";
    /** A notification's payload is kept under PostgreSQL's 8000 bytes. */
    private static final int MAX_MESSAGE = 7000;

    private final NodeBus bus;
    private final Clock clock;
    private final LoggedInElsewhere elsewhere = new LoggedInElsewhere();
    private volatile ScheduledExecutorService beat;

    AccountSessions(NodeBus bus, Clock clock) {
        this.bus = bus;
        this.clock = clock;
        bus.subscribe(CHANNEL, this::hear);
    }

    /** Whether the account is logged in now, on any node (a live session): the class game ticks them (issue 15). */
    public boolean loggedIn(long accountId) {
        return loggedInHere(accountId) || elsewhere.loggedIn(accountId, clock.instant());
    }

    /**
     * Ends every session of the account on every node: its next request is logged out. Inside a transaction (a
     * deletion), once it commits: the other nodes hear of it only then, and this node ends them then.
     */
    public void end(long accountId) {
        bus.send(CHANNEL, "end " + accountId); // a failure here fails the deletion, as its own failure would
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    endHere(accountId);
                }
            });
        } else {
            endHere(accountId);
        }
    }

    @Override
    public void registerNewSession(String sessionId, Object principal) {
        boolean first = principal instanceof AccountPrincipal p && !loggedInHere(p.account().id());
        super.registerNewSession(sessionId, principal);
        if (first) {
            say("in " + ((AccountPrincipal) principal).account().id());
        }
    }

    @Override
    public void removeSessionInformation(String sessionId) {
        SessionInformation info = getSessionInformation(sessionId);
        super.removeSessionInformation(sessionId);
        if (info != null && info.getPrincipal() instanceof AccountPrincipal p && !loggedInHere(p.account().id())) {
            say("out " + p.account().id());
        }
    }

    private boolean loggedInHere(long accountId) {
        return getAllPrincipals().stream().anyMatch(principal -> principal instanceof AccountPrincipal p
                && p.account().id() == accountId && !getAllSessions(p, false).isEmpty());
    }

    private void endHere(long accountId) {
        for (Object principal : getAllPrincipals()) {
            if (principal instanceof AccountPrincipal p && p.account().id() == accountId) {
                getAllSessions(p, false).forEach(SessionInformation::expireNow);
            }
        }
        elsewhere.forget(accountId);
    }

    /** One message of another node. */
    private void hear(String node, String message) {
        String[] words = message.split(" ");
        switch (words[0]) {
            case "in", "here" -> elsewhere.here(node,
                    List.of(words).subList(1, words.length).stream().map(Long::valueOf).toList(), clock.instant());
            case "out" -> elsewhere.gone(node, Long.parseLong(words[1]));
            case "end" -> endHere(Long.parseLong(words[1]));
            case "hello" -> sayWhoIsHere();
            case "bye" -> elsewhere.stopped(node);
            default -> log.warn("an unknown word from node {}: {}", node, message);
        }
    }

    /** Every account logged in on this node, in as many messages as it takes. */
    private void sayWhoIsHere() {
        StringBuilder message = new StringBuilder("here");
        List<String> messages = new ArrayList<>();
        for (Object principal : getAllPrincipals()) {
            if (principal instanceof AccountPrincipal p && !getAllSessions(p, false).isEmpty()) {
                if (message.length() > MAX_MESSAGE) {
                    messages.add(message.toString());
                    message = new StringBuilder("here");
                }
                message.append(' ').append(p.account().id());
            }
        }
        if (message.length() > "here".length()) {
            messages.add(message.toString());
        }
        messages.forEach(this::say);
    }

    /** Tells the other nodes; a failure (the database away) costs only this word, the next beat says it again. */
    private void say(String message) {
        try {
            bus.send(CHANNEL, message);
        } catch (RuntimeException e) {
            log.warn("could not tell the other nodes: {}", message, e);
        }
    }

    private void onBeat() {
        sayWhoIsHere();
        elsewhere.sweep(clock.instant());
    }

    @Override
    public void start() {
        if (bus.clustered()) {
            say("hello");
            beat = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("sessions-beat").factory());
            long every = LoggedInElsewhere.BEAT.toMillis();
            beat.scheduleWithFixedDelay(this::onBeat, every, every, TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public void stop() {
        ScheduledExecutorService b = beat;
        beat = null;
        if (b != null) {
            b.shutdownNow();
            say("bye");
        }
    }

    @Override
    public boolean isRunning() {
        return beat != null;
    }

    /** After the bus (which must hear the answers to {@code hello}), before the web server (the logins). */
    @Override
    public int getPhase() {
        return NodeBus.PHASE + 1024;
    }
}
