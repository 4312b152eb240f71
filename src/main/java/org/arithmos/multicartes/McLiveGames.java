package org.arithmos.multicartes;

import java.time.Clock;
import org.arithmos.play.GamesInMemory;
import org.springframework.stereotype.Component;

/** The Multicartes games in memory (see {@link GamesInMemory}). */
@Component
class McLiveGames extends GamesInMemory<McLive> {

    McLiveGames(Clock clock) {
        super(clock);
    }
}
