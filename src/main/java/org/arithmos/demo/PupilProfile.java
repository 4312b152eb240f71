package org.arithmos.demo;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelChange;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;

/**
 * How a demo pupil plays: how well they find plays, their level (and when it was raised), how often they
 * make mistakes and which ones, how often they draw when a play existed, ask for a hint or check a
 * calculation, how much they play and how long they think. Rates go from the first to the last school day
 * of the history, so a pupil can get better over the weeks.
 *
 * @param level        when the pupil's level was raised (if ever), and whether hints are allowed
 * @param joinedOnDay  the school day of the history (from 0) on which the pupil joined the class
 * @param mistakes     the chance of trying a mistake at the start of a turn
 * @param often        how often each kind of mistake is chosen, relative to the others
 * @param missedPlays  the chance of drawing (or keeping the drawn card) although a play existed
 * @param habits       how often they ask for help, play in learning mode and play at all, and how fast
 */
record PupilProfile(String name, Skill skill, Steps level, int joinedOnDay, Rate mistakes,
                    Map<Mistake, Integer> often, Rate missedPlays, Habits habits) {

    /** How well the pupil finds correct plays (as the engine's bot of that level), and their table. */
    enum Skill {
        STRONG(BotLevel.EXPERT, BotLevel.INTERMEDIATE, JokerLevel.CONFIRMED),
        AVERAGE(BotLevel.INTERMEDIATE, BotLevel.BEGINNER, JokerLevel.BEGINNER),
        STRUGGLING(BotLevel.BEGINNER, BotLevel.BEGINNER, JokerLevel.BEGINNER);

        final BotLevel plays;
        final BotLevel bots;
        final JokerLevel jokers;

        Skill(BotLevel plays, BotLevel bots, JokerLevel jokers) {
            this.plays = plays;
            this.bots = bots;
            this.jokers = jokers;
        }
    }

    /**
     * The teaching level as a step (0: + −, 1: + − × ÷, 2: with brackets): {@code now}, and {@code before}
     * the school day {@code raisedOnDay} on which the teacher raised it.
     */
    record Steps(int now, int before, int raisedOnDay, boolean hints) {
        int on(int day) {
            return day < raisedOnDay ? before : now;
        }
    }

    /** A chance that moves from {@code first} to {@code last} over the history. */
    record Rate(double first, double last) {
        double at(double progress) {
            return first + (last - first) * progress;
        }
    }

    /**
     * @param hints    the chance of asking for a hint at the start of a turn (learning mode)
     * @param checks   the chance of checking a calculation before playing it (learning mode)
     * @param learning the share of games played in learning mode (when hints are allowed)
     */
    record Habits(double hints, double checks, double learning, int gamesPerWeek, int thinkMillis) {
    }

    PupilProfile {
        often = Collections.unmodifiableMap(new EnumMap<>(often)); // enum order: the same choices on every run
    }

    static PupilProfile strong(String name, int step) {
        return new PupilProfile(name, Skill.STRONG, new Steps(step, step, 0, true), 0, new Rate(0.05, 0.03),
                usual(), new Rate(0.03, 0.02), new Habits(0.02, 0.04, 0.25, 5, 6_000));
    }

    static PupilProfile average(String name, int step) {
        return new PupilProfile(name, Skill.AVERAGE, new Steps(step, step, 0, true), 0, new Rate(0.15, 0.12),
                usual(), new Rate(0.10, 0.08), new Habits(0.08, 0.08, 0.5, 4, 10_000));
    }

    /** A pupil who struggles, above all with one misconception. */
    static PupilProfile struggling(String name, int step, Mistake misconception) {
        return new PupilProfile(name, Skill.STRUGGLING, new Steps(step, step, 0, true), 0, new Rate(0.35, 0.28),
                usual(), new Rate(0.15, 0.12), new Habits(0.15, 0.10, 0.7, 4, 15_000)).often(misconception, 40);
    }

    /** Mistakes and missed plays fall over the weeks, to well under half. */
    PupilProfile improving() {
        return new PupilProfile(name, skill, level, joinedOnDay, new Rate(mistakes.first(), mistakes.first() * 0.35),
                often, new Rate(missedPlays.first(), missedPlays.first() * 0.4), habits);
    }

    /** The teacher raised the level on that school day; before it the pupil played at {@code from}. */
    PupilProfile raisedFrom(int from, int onDay) {
        return withLevel(new Steps(level.now(), from, onDay, level.hints()));
    }

    /** The teacher turned hints and Check off: game mode only. */
    PupilProfile withoutHints() {
        return withLevel(new Steps(level.now(), level.before(), level.raisedOnDay(), false));
    }

    /** A new pupil, in the class since that school day only. */
    PupilProfile joined(int day) {
        return new PupilProfile(name, skill, level, day, mistakes, often, missedPlays, habits);
    }

    PupilProfile often(Mistake kind, int weight) {
        Map<Mistake, Integer> more = new EnumMap<>(often);
        more.put(kind, weight);
        return new PupilProfile(name, skill, level, joinedOnDay, mistakes, more, missedPlays, habits);
    }

    PupilProfile missing(double first, double last) {
        return new PupilProfile(name, skill, level, joinedOnDay, mistakes, often, new Rate(first, last), habits);
    }

    PupilProfile asking(double hints, double checks) {
        return withHabits(new Habits(hints, checks, habits.learning(), habits.gamesPerWeek(), habits.thinkMillis()));
    }

    PupilProfile games(int perWeek) {
        return withHabits(new Habits(habits.hints(), habits.checks(), habits.learning(), perWeek, habits.thinkMillis()));
    }

    private PupilProfile withLevel(Steps steps) {
        return new PupilProfile(name, skill, steps, joinedOnDay, mistakes, often, missedPlays, habits);
    }

    private PupilProfile withHabits(Habits h) {
        return new PupilProfile(name, skill, level, joinedOnDay, mistakes, often, missedPlays, h);
    }

    /** The chances of asking for help: none when the teacher turned hints off. */
    double hintRate() {
        return level.hints() ? habits.hints() : 0;
    }

    double checkRate() {
        return level.hints() ? habits.checks() : 0;
    }

    /** The games the Dolphins play: all four, so that a newcomer finds each open. */
    static final java.util.Set<GameKind> GAMES = EnumSet.allOf(GameKind.class);

    /** The level the teacher set for the pupil (now): their step, with their skill's jokers and bots. */
    Level levelNow() {
        int step = level.now();
        return new Level(GAMES, step == 0 ? OperationSet.ADD_SUBTRACT : OperationSet.ALL,
                step == 2, skill.jokers, level.hints(), skill.bots);
    }

    /** The pupil's own changes over the class's level: only what differs from it (the rest follows the class). */
    LevelChange changeFrom(Level classLevel) {
        Level mine = levelNow();
        return new LevelChange(null,
                mine.operations() == classLevel.operations() ? null : mine.operations(),
                mine.parentheses() == classLevel.parentheses() ? null : mine.parentheses(),
                mine.jokers() == classLevel.jokers() ? null : mine.jokers(),
                mine.hintsAllowed() == classLevel.hintsAllowed() ? null : mine.hintsAllowed(),
                mine.bots() == classLevel.bots() ? null : mine.bots());
    }

    /** The mistake whose weight is the highest, when one stands out (a struggling pupil's misconception). */
    Mistake misconception() {
        return often.entrySet().stream().filter(e -> e.getValue() >= 20).map(Map.Entry::getKey).findFirst()
                .orElse(null);
    }

    /** Everyone makes every kind of mistake now and then; miscounts and wrong operators most. */
    private static Map<Mistake, Integer> usual() {
        Map<Mistake, Integer> w = new EnumMap<>(Mistake.class);
        w.put(Mistake.WRONG_RESULT, 4);
        w.put(Mistake.WRONG_OPERATOR, 3);
        w.put(Mistake.MIXED_TYPES, 2);
        w.put(Mistake.NOT_MATCHING, 2);
        w.put(Mistake.TOO_MANY_CARDS, 2);
        w.put(Mistake.MATCHING_CARD_INSIDE, 1);
        w.put(Mistake.BELOW_ZERO, 1);
        w.put(Mistake.ABOVE_LEVEL, 1);
        w.put(Mistake.WRONG_JOKER, 1);
        return w;
    }
}
