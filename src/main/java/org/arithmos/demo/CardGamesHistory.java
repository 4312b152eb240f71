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
import org.arithmos.cardgames.CardGameImport;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneState;
import org.arithmos.krambambuli.KbSetup;
import org.arithmos.nainjaune.NjSetup;

/**
 * The demo class's Nain Jaune and Krambambuli before today, so that the pupils' pages show them: each pupil
 * (but {@link DemoPupils#NO_CARD_GAMES}) plays 1 to 3 games of each over the same weeks as
 * {@link DemoHistory}, at the lunchtime card club (12:05 to 12:25), against 1 to 3 bots (the expert for a strong
 * pupil, else the beginner). Short games: one round of Nain Jaune; Krambambuli to {@link #KB_TARGET} points
 * (the lowest target of the start page) in a deal whose first round ends the game within {@link #KB_MAX_STEPS}
 * steps (else the next seed). The pupil's seat is played by
 * the engine's bot of their skill; a struggling pupil also tries melds the rules refuse
 * ({@link KrambambuliChild}). The bots play as at the table (NjTableGame, KbService).
 * Deterministic from {@link DemoHistory#SEED}; only the dates move with today.
 */
final class CardGamesHistory {

    static final int KB_TARGET = 50;
    static final int KB_MAX_STEPS = 160;

    private static final LocalTime CARD_CLUB = LocalTime.of(12, 5);

    /** A game of a demo pupil, ready to import once the pupil's account id is known. */
    record Played<S, M>(String pupil, S setup, Instant startedAt, List<CardGameImport.Move<M>> moves) {

        CardGameImport.Game<S, M> forPupil(long pupilId) {
            return new CardGameImport.Game<>(pupilId, setup, startedAt, moves);
        }
    }

    /** A pupil's games of both. */
    record Games(List<Played<NjSetup, NainJauneMove>> nainJaune, List<Played<KbSetup, KrambambuliMove>> krambambuli) {
    }

    private CardGamesHistory() {
    }

    /** Each pupil's games, oldest first, in the order of the class list. */
    static Map<String, Games> byPupil(LocalDate today, ZoneId zone) {
        List<LocalDate> days = DemoHistory.schoolDaysBefore(today, DemoHistory.DAYS);
        List<PupilProfile> pupils = DemoPupils.DOLPHINS;
        List<Games> played = IntStream.range(0, pupils.size()).parallel()
                .mapToObj(i -> gamesOf(pupils.get(i), i, days, zone)).toList();
        Map<String, Games> games = new LinkedHashMap<>();
        for (int i = 0; i < pupils.size(); i++) {
            games.put(pupils.get(i).name(), played.get(i));
        }
        return games;
    }

    /** The child a pupil is at the Krambambuli table: struggling pupils take the slips in turn. */
    static KrambambuliChild childOf(int index) {
        PupilProfile profile = DemoPupils.DOLPHINS.get(index);
        int struggler = (int) DemoPupils.DOLPHINS.subList(0, index).stream()
                .filter(p -> p.skill() == PupilProfile.Skill.STRUGGLING).count();
        return new KrambambuliChild(profile, struggler);
    }

    static Games gamesOf(PupilProfile profile, int index, List<LocalDate> days, ZoneId zone) {
        Rng random = Rng.at(Rng.derive(DemoHistory.SEED, 11_000L + index));
        if (DemoPupils.NO_CARD_GAMES.contains(profile.name())) {
            return new Games(List.of(), List.of());
        }
        List<Integer> free = new ArrayList<>();
        for (int day = profile.joinedOnDay(); day < days.size(); day++) {
            free.add(day);
        }
        List<Integer> nj = chooseDays(free, 1 + random.nextInt(3), random);
        List<Integer> kb = chooseDays(free, 1 + random.nextInt(3), random);
        boolean strong = profile.skill() == PupilProfile.Skill.STRONG;
        List<Played<NjSetup, NainJauneMove>> nainJaune = new ArrayList<>();
        for (int n = 0; n < nj.size(); n++) {
            long seed = Rng.derive(DemoHistory.SEED, 11_000_000L + index * 100L + n);
            // The demo's games were made with the next player only (rules decision 50 came later): keeping that
            // rule keeps the whole demo history, which draws from one generator, the same on every install.
            NjSetup setup = NjSetup.againstBots(1 + random.nextInt(3), strong ? NainJauneBot.EXPERT : NainJauneBot.BEGINNER)
                    .withSeed(seed).withContinuing(org.arithmos.engine.nainjaune.NainJauneOptions.Continuing.NEXT_PLAYER);
            nainJaune.add(playNainJaune(profile, setup, at(days, nj.get(n), zone, random), random));
        }
        KrambambuliChild child = childOf(index);
        List<Played<KbSetup, KrambambuliMove>> krambambuli = new ArrayList<>();
        for (int n = 0; n < kb.size(); n++) {
            KbSetup setup = KbSetup.againstBots(1 + random.nextInt(3), strong ? KrambambuliBot.EXPERT
                    : KrambambuliBot.BEGINNER).withTarget(KB_TARGET);
            Instant start = at(days, kb.get(n), zone, random);
            double progress = kb.get(n) / (double) (DemoHistory.DAYS - 1);
            Played<KbSetup, KrambambuliMove> game = null;
            // A deal whose round ends soon: the next seed until one does (the same ones on every install).
            for (int attempt = 0; game == null; attempt++) {
                long seed = Rng.derive(DemoHistory.SEED, 12_000_000L + index * 100L + n * 10L + attempt);
                game = playKrambambuli(child, setup.withSeed(seed), start, progress, Rng.at(Rng.derive(seed, 1)));
            }
            krambambuli.add(game);
        }
        return new Games(nainJaune, krambambuli);
    }

    private static List<Integer> chooseDays(List<Integer> free, int count, Rng random) {
        List<Integer> chosen = new ArrayList<>();
        for (int g = 0; g < count && !free.isEmpty(); g++) {
            chosen.add(free.remove(random.nextInt(free.size())));
        }
        chosen.sort(null);
        return chosen;
    }

    private static Instant at(List<LocalDate> days, int day, ZoneId zone, Rng random) {
        return days.get(day).atTime(CARD_CLUB.plusMinutes(random.nextInt(20)).plusSeconds(random.nextInt(60)))
                .atZone(zone).toInstant();
    }

    /** One round of Nain Jaune; the pupil's seat as the engine's bot of their skill (the table's bots' seed). */
    static Played<NjSetup, NainJauneMove> playNainJaune(PupilProfile profile, NjSetup setup, Instant start,
                                                        Rng random) {
        NainJauneState state = NainJauneGame.newGame(setup.options(), setup.seed());
        NainJauneBot pupil = profile.skill() == PupilProfile.Skill.STRONG ? NainJauneBot.EXPERT : NainJauneBot.BEGINNER;
        List<CardGameImport.Move<NainJauneMove>> moves = new ArrayList<>();
        Instant clock = start;
        while (!state.over()) {
            int seat = state.toMove();
            // As the table's robot (NjTableGame.robot): the level, the seed + the moves so far.
            NainJauneBot level = seat == 0 ? pupil : setup.botLevel();
            NainJauneMove move = level.decide(state.observation(seat), state.seed() + state.moves()).move();
            clock = clock.plusMillis(seat == 0 ? think(profile, random) : setup.botPaceMillis() + random.nextInt(400));
            moves.add(CardGameImport.Move.of(move, clock));
            state = NainJauneGame.play(state, move);
        }
        return new Played<>(profile.name(), setup, start, moves);
    }

    /**
     * A Krambambuli game to its end, or null when it would last more than {@link #KB_MAX_STEPS} steps or one
     * round (nobody reached the target).
     */
    static Played<KbSetup, KrambambuliMove> playKrambambuli(KrambambuliChild child, KbSetup setup, Instant start,
                                                           double progress, Rng random) {
        KrambambuliState state = KrambambuliGame.newGame(setup.options(), setup.seed());
        List<CardGameImport.Move<KrambambuliMove>> moves = new ArrayList<>();
        Instant clock = start;
        int tries = 0;
        while (!state.over()) {
            if (moves.size() >= KB_MAX_STEPS || state.round() > 1) {
                return null;
            }
            int seat = state.toMove();
            List<CardGameImport.Refused<KrambambuliMove>> refused = new ArrayList<>();
            KrambambuliMove tried = tries < KrambambuliChild.TRIES_PER_GAME ? child.tryBefore(state, random, progress)
                    : null;
            if (tried != null) {
                tries++;
                clock = clock.plusMillis(think(child.profile(), random));
                refused.add(new CardGameImport.Refused<>(tried, clock));
                clock = clock.plusMillis(4_000 + random.nextInt(4_000)); // the explanation is read
            }
            // As KbService.letBotPlay: the bots' level decides from what the seat sees.
            KrambambuliBot level = seat == 0 ? child.plays() : setup.botLevel();
            KrambambuliMove move = level.decide(state.observation(seat)).move();
            clock = clock.plusMillis(seat == 0 ? think(child.profile(), random) / 2
                    : setup.botPaceMillis() + random.nextInt(400));
            moves.add(new CardGameImport.Move<>(move, clock, refused));
            state = KrambambuliGame.play(state, move);
        }
        return new Played<>(child.profile().name(), setup, start, moves);
    }

    private static long think(PupilProfile profile, Rng random) {
        return Math.max(1_500, (long) (profile.habits().thinkMillis() * (0.2 + random.nextInt(400) / 1000.0)));
    }
}
