package org.arithmos.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a node holds of the others' logins (docs/decisions/0036): a login counts until its node says it is gone,
 * stops, or falls silent for {@link LoggedInElsewhere#TIMEOUT}; a deleted account is forgotten everywhere.
 */
class LoggedInElsewhereTest {

    private static final Instant T0 = Instant.parse("2026-11-27T10:00:00Z");
    private final LoggedInElsewhere heard = new LoggedInElsewhere();

    @Test
    void aLoginCountsUntilItsNodeSaysOtherwise() {
        heard.here("b", List.of(1L, 2L), T0);
        heard.here("c", List.of(2L), T0);
        assertThat(heard.loggedIn(1, T0)).isTrue();
        assertThat(heard.loggedIn(3, T0)).isFalse();

        heard.gone("b", 2);
        assertThat(heard.loggedIn(2, T0)).as("still logged in on node c").isTrue();
        heard.stopped("c");
        assertThat(heard.loggedIn(2, T0)).isFalse();
        heard.forget(1);
        assertThat(heard.loggedIn(1, T0)).isFalse();
    }

    @Test
    void aNodeThatFallsSilentStopsCountingAfterTheTimeout() {
        heard.here("b", List.of(1L), T0);
        Instant justBefore = T0.plus(LoggedInElsewhere.TIMEOUT).minusSeconds(1);
        assertThat(heard.loggedIn(1, justBefore)).isTrue();
        // A beat repeats it: it counts a timeout longer.
        heard.here("b", List.of(1L), justBefore);
        assertThat(heard.loggedIn(1, justBefore.plus(LoggedInElsewhere.TIMEOUT).minusSeconds(1))).isTrue();
        // Then node b dies: nothing more is heard of it.
        Instant afterDeath = justBefore.plus(LoggedInElsewhere.TIMEOUT).plusSeconds(1);
        assertThat(heard.loggedIn(1, afterDeath)).isFalse();
        assertThat(LoggedInElsewhere.TIMEOUT).isGreaterThanOrEqualTo(LoggedInElsewhere.BEAT.multipliedBy(2));
    }

    @Test
    void theSweepForgetsWhatWasNotRepeated() {
        heard.here("b", List.of(1L), T0);
        heard.here("b", List.of(2L), T0.plus(Duration.ofSeconds(20)));
        heard.sweep(T0.plus(LoggedInElsewhere.TIMEOUT).plusSeconds(1));
        // Swept: even a clock turned back finds account 1 no more, and account 2 still.
        assertThat(heard.loggedIn(1, T0)).isFalse();
        assertThat(heard.loggedIn(2, T0.plus(Duration.ofSeconds(20)))).isTrue();
    }
}
