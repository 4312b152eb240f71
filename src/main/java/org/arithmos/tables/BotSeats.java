package org.arithmos.tables;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.tables.persistence.SeatColumns;

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

    public static List<Seat> seats(NambarzOptions options, String pupilName, int pupilFace, BotLevel level, long seed) {
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

    /**
     * The seats of a card game against robots written whole (the demo school's history): the pupil at seat 0, the
     * robots at the others named in order (as the games stored before 0018 step 3 were moved), each face as a table
     * gives it; a robot never bears the pupil's name.
     */
    public static List<SeatColumns> inOrder(Account pupil, int seats, String robotLevel) {
        List<String> names = new ArrayList<>(NAMES);
        names.remove(pupil.displayName());
        List<SeatColumns> columns = new ArrayList<>();
        columns.add(new SeatColumns(pupil.displayName(), pupil.face(), null, pupil.id()));
        for (int seat = 1; seat < seats; seat++) {
            columns.add(new SeatColumns(names.get(seat - 1), (seat * 5 + 3) % FACES, robotLevel, null));
        }
        return columns;
    }
}
