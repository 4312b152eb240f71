package org.arithmos.accounts;

import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * Which accounts the other nodes of a cluster said are logged in there, and when they last said so
 * (docs/decisions/0036). Only in memory, only account ids: a word that is not repeated within {@link #TIMEOUT}
 * stops counting (a node that died says nothing more), and is forgotten at the next sweep. Few words a minute:
 * one lock is enough.
 */
final class LoggedInElsewhere {

    /** How often a node repeats who is logged in on it. */
    static final Duration BEAT = Duration.ofSeconds(10);
    /** Three beats missed: the node is taken for dead and its pupils for gone. */
    static final Duration TIMEOUT = BEAT.multipliedBy(3);

    private final Map<String, Map<Long, Instant>> byNode = new HashMap<>();

    /** The node said that these accounts are logged in there now. */
    synchronized void here(String node, Collection<Long> accounts, Instant now) {
        Map<Long, Instant> on = byNode.computeIfAbsent(node, n -> new HashMap<>());
        accounts.forEach(a -> on.put(a, now));
    }

    /** The node said that the account has no live session there any more. */
    synchronized void gone(String node, long account) {
        Map<Long, Instant> on = byNode.get(node);
        if (on != null) {
            on.remove(account);
        }
    }

    /** The node stopped. */
    synchronized void stopped(String node) {
        byNode.remove(node);
    }

    /** The account was deleted: no node holds it any more. */
    synchronized void forget(long account) {
        byNode.values().forEach(on -> on.remove(account));
    }

    synchronized boolean loggedIn(long account, Instant now) {
        Instant since = now.minus(TIMEOUT);
        return byNode.values().stream().map(on -> on.get(account)).anyMatch(at -> at != null && at.isAfter(since));
    }

    /** Forgets what was not repeated in time, and the nodes with nobody left. */
    synchronized void sweep(Instant now) {
        Instant since = now.minus(TIMEOUT);
        byNode.values().forEach(on -> on.values().removeIf(at -> !at.isAfter(since)));
        byNode.values().removeIf(Map::isEmpty);
    }
}
