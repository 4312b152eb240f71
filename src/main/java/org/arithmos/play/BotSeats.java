package org.arithmos.play;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzOptions;

/** Fills the seats: the pupil at seat 0 (they start round 1), friendly named bots at the others. */
final class BotSeats {

    /** First names that read well in English, French and Italian classrooms. */
    static final List<String> NAMES = List.of("Lina", "Tom", "Zoé", "Marco", "Aya", "Noah", "Elif", "Luca", "Mia",
            "Sami", "Inès", "Leo", "Nora", "Yann", "Giulia", "Omar");
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
