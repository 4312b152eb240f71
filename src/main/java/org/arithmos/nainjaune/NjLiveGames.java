package org.arithmos.nainjaune;

import java.time.Clock;
import org.arithmos.play.GamesInMemory;
import org.springframework.stereotype.Component;

/** The Nain Jaune games in memory (see {@link GamesInMemory}). */
@Component
class NjLiveGames extends GamesInMemory<NjLive> {

    NjLiveGames(Clock clock) {
        super(clock);
    }
}
