package org.arithmos.krambambuli;

import java.time.Clock;
import org.arithmos.play.GamesInMemory;
import org.springframework.stereotype.Component;

/** The Krambambuli games in memory (see {@link GamesInMemory}). */
@Component
class KbLiveGames extends GamesInMemory<KbLive> {

    KbLiveGames(Clock clock) {
        super(clock);
    }
}
