package org.arithmos.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.arithmos.testing.MovableClock;
import org.junit.jupiter.api.Test;

/** 0031: a screen another node told of counts for a while, and is forgotten once it is no longer told of. */
class ScreensElsewhereTest {

    private final MovableClock clock = new MovableClock(Instant.parse("2026-11-27T08:30:00Z"));
    private final ScreensElsewhere screens = new ScreensElsewhere(clock);
    private final UUID table = UUID.randomUUID();

    @Test
    void aScreenCountsWhileItsNodeKeepsSayingSo() {
        screens.heard(table, 7);
        clock.advance(ScreensElsewhere.PRESENCE.minusSeconds(1));
        assertThat(screens.seenLately(table, 7)).isTrue();
        assertThat(screens.seenLately(table, 8)).as("another pupil").isFalse();
        clock.advance(Duration.ofSeconds(2));
        assertThat(screens.seenLately(table, 7)).isFalse();
    }

    @Test
    void whatIsNoLongerToldOfIsForgotten() {
        for (long pupil = 1; pupil <= 500; pupil++) {
            screens.heard(UUID.randomUUID(), pupil);
        }
        clock.advance(Duration.ofSeconds(10));
        screens.heard(table, 7);
        clock.advance(Duration.ofSeconds(6));
        screens.forgetStale();
        assertThat(screens.remembered()).as("only the screen told of within the last 15 s").isEqualTo(1);
        assertThat(screens.seenLately(table, 7)).isTrue();
    }
}
