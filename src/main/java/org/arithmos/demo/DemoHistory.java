package org.arithmos.demo;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzSetup;

/**
 * The demo class's weeks of play before today: each pupil plays several quick Nambarz games a week against
 * 1 to 3 bots, in learning or game mode, at the level they had that day, in the morning or afternoon
 * lessons of school days. The same seed gives the same games on every install; only the dates move with
 * today (the games are counted in school days back from yesterday, so the weekday of today changes nothing).
 */
final class DemoHistory {

    static final long SEED = 20261122L;
    static final int WEEKS = 4;
    static final int DAYS_PER_WEEK = 5;
    static final int DAYS = WEEKS * DAYS_PER_WEEK;

    private static final LocalTime MORNING = LocalTime.of(8, 40);
    private static final LocalTime AFTERNOON = LocalTime.of(13, 30);

    private DemoHistory() {
    }

    /** Every game of the history, oldest first, for the school days before {@code today}. */
    static List<DemoGame.Played> games(LocalDate today, ZoneId zone) {
        List<DemoGame.Played> all = new ArrayList<>();
        byPupil(today, zone).values().forEach(all::addAll);
        all.sort(Comparator.comparing(DemoGame.Played::startedAt));
        return all;
    }

    /** Each pupil's games, oldest first, in the order of the class list. */
    static Map<String, List<DemoGame.Played>> byPupil(LocalDate today, ZoneId zone) {
        List<LocalDate> days = schoolDaysBefore(today, DAYS);
        List<PupilProfile> pupils = DemoPupils.DOLPHINS;
        // In parallel: each pupil's games depend only on their own seeded generator.
        List<List<DemoGame.Played>> played = IntStream.range(0, pupils.size()).parallel()
                .mapToObj(i -> gamesOf(pupils.get(i), i, days, zone)).toList();
        Map<String, List<DemoGame.Played>> games = new LinkedHashMap<>();
        for (int i = 0; i < pupils.size(); i++) {
            games.put(pupils.get(i).name(), played.get(i));
        }
        return games;
    }

    /** One pupil's games: their own generator, so each pupil's history depends on nobody else's. */
    static List<DemoGame.Played> gamesOf(PupilProfile profile, int index, List<LocalDate> days, ZoneId zone) {
        Rng random = Rng.at(Rng.derive(SEED, index + 1));
        SimulatedPupil pupil = new SimulatedPupil(profile);
        List<Integer> slots = new ArrayList<>();
        for (int week = 0; week < WEEKS; week++) {
            // Two lessons a school day; a pupil who joined during the history plays only from then on.
            List<Integer> free = new ArrayList<>();
            for (int s = 0; s < DAYS_PER_WEEK * 2; s++) {
                if (week * DAYS_PER_WEEK + s / 2 >= profile.joinedOnDay()) {
                    free.add(week * DAYS_PER_WEEK * 2 + s);
                }
            }
            int count = Math.max(1, profile.habits().gamesPerWeek() + random.nextInt(3) - 1) * free.size()
                    / (DAYS_PER_WEEK * 2);
            for (int g = 0; g < count; g++) {
                slots.add(free.remove(random.nextInt(free.size())));
            }
        }
        slots.sort(null);
        List<DemoGame.Played> games = new ArrayList<>();
        for (int n = 0; n < slots.size(); n++) {
            int day = slots.get(n) / 2;
            boolean morning = slots.get(n) % 2 == 0;
            LocalTime time = (morning ? MORNING.plusMinutes(random.nextInt(140)) : AFTERNOON.plusMinutes(random.nextInt(90)))
                    .plusSeconds(random.nextInt(60));
            Instant start = days.get(day).atTime(time).atZone(zone).toInstant();
            NzSetup setup = setup(profile, day, random, Rng.derive(SEED, (index + 1) * 1000L + n));
            boolean unfinished = n == slots.size() - 1 && DemoPupils.LEFT_A_GAME.contains(profile.name());
            games.add(DemoGame.play(pupil, setup, start, day / (double) (DAYS - 1), unfinished, random));
        }
        return games;
    }

    /** The table the pupil's level gave that day: 1 to 3 bots, learning mode when hints are allowed and chosen. */
    private static NzSetup setup(PupilProfile profile, int day, Rng random, long seed) {
        int step = profile.level().on(day);
        NambarzOptions options = NambarzOptions.of(2 + random.nextInt(3))
                .withOperations(step == 0 ? OperationSet.ADD_SUBTRACT : OperationSet.ALL)
                .withParentheses(step == 2)
                .withJokerLevel(profile.skill().jokers);
        GameMode mode = profile.level().hints() && SimulatedPupil.chance(random, profile.habits().learning()) ? GameMode.LEARNING
                : GameMode.GAME;
        return NzSetup.of(options, mode, profile.skill().bots).withSeed(seed);
    }

    /** The last {@code count} school days (Monday to Friday) before {@code today}, oldest first. */
    static List<LocalDate> schoolDaysBefore(LocalDate today, int count) {
        List<LocalDate> days = new ArrayList<>();
        for (LocalDate d = today.minusDays(1); days.size() < count; d = d.minusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                days.addFirst(d);
            }
        }
        return days;
    }
}
