package org.arithmos.nambarz;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.tables.Seat;
import org.arithmos.tables.persistence.GameEntity;
import org.arithmos.tables.persistence.SeatColumns;

/** Conversions between a Nambarz game and its stored rows (the demo's import writes them, the replay reads them). */
final class NzGameRows {

    static final String NAMBARZ = "NAMBARZ";

    private NzGameRows() {
    }

    static GameEntity entity(LiveGame g, Instant now) {
        List<SeatColumns> seats = new ArrayList<>();
        for (Seat s : g.seats) {
            seats.add(new SeatColumns(s.name(), s.face(), s.isBot() ? s.bot().name() : null,
                    s.isBot() ? null : g.ownerId));
        }
        return new GameEntity(g.id.value(), g.ownerId, NAMBARZ, g.setup.options().notation(), g.setup.seed(),
                g.setup.mode().name(), g.setup.botPaceMillis(), g.setup.showResults(), seats, now);
    }

    static NzSetup setupOf(GameEntity e) {
        NambarzOptions options = NambarzOptions.parse(e.options());
        BotLevel level = e.seats().stream().filter(s -> s.botLevel() != null).findFirst()
                .map(s -> BotLevel.valueOf(s.botLevel())).orElse(BotLevel.INTERMEDIATE);
        return new NzSetup(options, GameMode.valueOf(e.mode()), level, e.botPaceMs(), e.showResults(), e.seed());
    }

    static List<Seat> seatsOf(GameEntity e, NambarzOptions options) {
        List<Seat> seats = new ArrayList<>();
        List<SeatColumns> rows = e.seats();
        for (int i = 0; i < rows.size(); i++) {
            SeatColumns r = rows.get(i);
            seats.add(new Seat(i, r.name(), r.face(), r.botLevel() == null ? null : BotLevel.valueOf(r.botLevel()),
                    options.sideOf(i)));
        }
        return seats;
    }
}
