package org.arithmos.krambambuli;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.play.BotSeats;
import org.arithmos.play.GameId;

/** Between the stored rows, the game in memory and what the pupil's table shows. */
final class KbTables {

    private KbTables() {
    }

    /** Rebuilds a stored game by replaying its steps. */
    static KbLive load(CardGameStore.GameRow row, List<String> moves, Instant now) {
        KbSetup setup = KbSetup.parse(row.options(), row.botLevel(), row.seed());
        KrambambuliState state = KrambambuliGame.replay(setup.options(), row.seed(),
                moves.stream().map(KrambambuliMove::parse).toList());
        return new KbLive(new GameId(row.id()), setup, row.ownerId(), null, state, now);
    }

    static KbTable view(KbLive g) {
        List<String> names = new ArrayList<>();
        names.add(null);
        for (int seat = 1; seat < g.state.players(); seat++) {
            names.add(BotSeats.NAMES.get(seat - 1));
        }
        return new KbTable(g.id, g.setup, names, g.state.observation(KbTable.PUPIL), g.state.moves());
    }
}
