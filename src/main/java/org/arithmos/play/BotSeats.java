package org.arithmos.play;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzOptions;

/** Fills the seats: the pupil at seat 0 (they start round 1), friendly named bots at the others. */
public final class BotSeats {

    /**
     * Robot names that read well in English, French and Italian, and that no child is called: a bot named
     * like a classmate made pupils and teachers think a real classmate had played (newcomer walkthrough).
     */
    public static final List<String> NAMES = List.of("Robo", "Bip", "Pixel", "Zig", "Nova", "Tic", "Bolt", "Dot",
            "Echo", "Gizmo", "Kiko", "Pip", "Zap", "Zuzu", "Boop", "Tac");
    static final int FACES = 12;

    private BotSeats() {
    }

    static List<Seat> seats(NambarzOptions options, String pupilName, int pupilFace, BotLevel level, long seed) {
        List<String> names = new ArrayList<>(NAMES);
        names.remove(pupilName);
        Rng random = Rng.at(Rng.derive(seed, 0x5EA75L));
        List<Seat> seats = new ArrayList<>();
        seats.add(new Seat(0, pupilName, pupilFace, null, options.sideOf(0)));
        for (int seat = 1; seat < options.players(); seat++) {
            String name = names.remove(random.nextInt(names.size()));
            int face = (pupilFace + seat * 5) % FACES;
            seats.add(new Seat(seat, name, face, level, options.sideOf(seat)));
        }
        return seats;
    }
}
