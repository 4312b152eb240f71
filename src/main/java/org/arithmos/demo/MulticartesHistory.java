package org.arithmos.demo;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.multicartes.McImportedGame;
import org.arithmos.multicartes.McSetup;
import org.arithmos.multicartes.McTable;

/**
 * The demo class's Multicartes before today, so that the times-table maps are not empty: each pupil plays
 * 3 to 6 games over the same weeks as {@link DemoHistory} (a pupil who joined late, 2), solo or against one
 * or two bots, in the last quarter of an hour of an afternoon (after the Nambarz lessons), as a
 * {@link MulticartesChild} of their profile. The bots play as at the table (the same bot, the same seed).
 * Deterministic from {@link DemoHistory#SEED}; only the dates move with today.
 */
final class MulticartesHistory {

    private static final LocalTime TIMES_TABLES = LocalTime.of(15, 45);

    /** A game of a demo pupil, ready to import once the pupil's account id is known. */
    record Played(String pupil, McSetup setup, Instant startedAt, List<McImportedGame.Move> moves) {

        McImportedGame forPupil(long pupilId) {
            return new McImportedGame(pupilId, setup, startedAt, moves);
        }
    }

    private MulticartesHistory() {
    }

    /** Each pupil's games, oldest first, in the order of the class list. */
    static Map<String, List<Played>> byPupil(LocalDate today, ZoneId zone) {
        List<LocalDate> days = DemoHistory.schoolDaysBefore(today, DemoHistory.DAYS);
        List<PupilProfile> pupils = DemoPupils.DOLPHINS;
        List<List<Played>> played = IntStream.range(0, pupils.size()).parallel()
                .mapToObj(i -> gamesOf(pupils.get(i), i, days, zone)).toList();
        Map<String, List<Played>> games = new LinkedHashMap<>();
        for (int i = 0; i < pupils.size(); i++) {
            games.put(pupils.get(i).name(), played.get(i));
        }
        return games;
    }

    /** The child a pupil is at the Multicartes table (their products to practise come from their generator). */
    static MulticartesChild childOf(PupilProfile profile, int index) {
        return new MulticartesChild(profile, generator(index));
    }

    private static Rng generator(int index) {
        return Rng.at(Rng.derive(DemoHistory.SEED, 9_000L + index));
    }

    static List<Played> gamesOf(PupilProfile profile, int index, List<LocalDate> days, ZoneId zone) {
        Rng random = generator(index);
        MulticartesChild child = new MulticartesChild(profile, random);
        List<Integer> free = new ArrayList<>();
        for (int day = profile.joinedOnDay(); day < days.size(); day++) {
            free.add(day);
        }
        int count = profile.joinedOnDay() > 0 ? 2 : 3 + random.nextInt(4);
        List<Integer> chosen = new ArrayList<>();
        for (int g = 0; g < count && !free.isEmpty(); g++) {
            chosen.add(free.remove(random.nextInt(free.size())));
        }
        chosen.sort(null);
        List<Played> games = new ArrayList<>();
        for (int n = 0; n < chosen.size(); n++) {
            int day = chosen.get(n);
            Instant start = days.get(day).atTime(TIMES_TABLES.plusMinutes(random.nextInt(20))
                    .plusSeconds(random.nextInt(60))).atZone(zone).toInstant();
            long seed = Rng.derive(DemoHistory.SEED, 7_000_000L + index * 100L + n);
            games.add(play(child, setup(profile, random, seed), start, day / (double) (DemoHistory.DAYS - 1), random));
        }
        return games;
    }

    /** Solo half the time, else one or two bots; the strong play against the expert bot. */
    private static McSetup setup(PupilProfile profile, Rng random, long seed) {
        if (random.nextInt(2) == 0) {
            return McSetup.soloGame().withSeed(seed);
        }
        MulticartesBot level = profile.skill() == PupilProfile.Skill.STRONG ? MulticartesBot.EXPERT
                : MulticartesBot.BEGINNER;
        return McSetup.againstBots(1 + random.nextInt(2), level, 1).withSeed(seed);
    }

    /** A whole game from {@code start}, with the times a real one would have. */
    static Played play(MulticartesChild child, McSetup setup, Instant start, double progress, Rng random) {
        MulticartesState state = MulticartesGame.newGame(setup.options(), setup.seed());
        List<McImportedGame.Move> moves = new ArrayList<>();
        Instant clock = start;
        int think = child.profile().habits().thinkMillis() / 2;
        while (!state.over()) {
            int seat = state.toMove();
            if (seat == McTable.PUPIL) {
                MulticartesChild.Decision d = child.decide(state.observation(seat), random, progress);
                List<McImportedGame.Refused> refused = new ArrayList<>();
                for (MulticartesMove.Multiply said : d.refused()) {
                    clock = clock.plusMillis(millis(think, progress, random));
                    refused.add(new McImportedGame.Refused(said, clock));
                    clock = clock.plusMillis(3_000 + random.nextInt(3_000)); // the explanation is read
                }
                clock = clock.plusMillis(millis(think, progress, random));
                moves.add(new McImportedGame.Move(d.move(), clock, refused));
                state = MulticartesGame.play(state, d.move());
            } else {
                // As the table's bot: the same level, the same seed (McService.letBotPlay).
                MulticartesMove move = setup.botLevel().decide(state.observation(seat), state.seed() + seat).move();
                clock = clock.plusMillis(setup.botPaceMillis() + random.nextInt(400));
                moves.add(McImportedGame.Move.of(move, clock));
                state = MulticartesGame.play(state, move);
            }
        }
        return new Played(child.profile().name(), setup, start, moves);
    }

    private static long millis(int think, double progress, Rng random) {
        return Math.max(2_000, (long) (think * (1 - 0.25 * progress) * (0.5 + random.nextInt(1000) / 1000.0)));
    }
}
