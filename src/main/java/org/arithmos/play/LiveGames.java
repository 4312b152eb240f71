package org.arithmos.play;

import java.time.Clock;
import org.springframework.stereotype.Component;

/** The Nambarz games in memory (see {@link GamesInMemory}). */
@Component
class LiveGames extends GamesInMemory<LiveGame> {

    LiveGames(Clock clock) {
        super(clock);
    }
}
