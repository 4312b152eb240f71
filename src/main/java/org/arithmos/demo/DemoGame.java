package org.arithmos.demo;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.bots.BotDecision;
import org.arithmos.engine.bots.SelfPlay;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.nambarz.ImportedGame;
import org.arithmos.nambarz.NzSetup;

/**
 * One game of the history, played through the engine: the simulated pupil at seat 0, the bots as the table
 * plays them (the same bot, the same randomness per move), with the times a real game would have: the
 * child's thinking, a hint read, a check, an explanation read after a penalty, the bots' pace.
 */
final class DemoGame {

    /**
     * A game of a demo pupil, ready to import once the pupil's account id is known.
     *
     * @param mistakes the mistakes the pupil meant to make, in order (the engine judged each)
     */
    record Played(String pupil, NzSetup setup, Instant startedAt, List<ImportedGame.Move> moves,
                  boolean finished, List<Mistake> mistakes) {

        ImportedGame forPupil(long pupilId) {
            return new ImportedGame(pupilId, setup, startedAt, moves);
        }
    }

    private DemoGame() {
    }

    /**
     * Plays a whole game from {@code start}; when {@code leaveUnfinished}, it stops at the start of one of
     * the pupil's turns about halfway, as when a child leaves the table.
     */
    static Played play(SimulatedPupil pupil, NzSetup setup, Instant start, double progress,
                       boolean leaveUnfinished, Rng random) {
        NambarzState state = NambarzGame.newGame(setup.options(), setup.seed());
        List<ImportedGame.Move> moves = new ArrayList<>();
        List<Integer> pupilTurnStarts = new ArrayList<>();
        List<Mistake> mistakes = new ArrayList<>();
        Instant clock = start;
        int pupilTurn = -1;
        while (!state.isOver()) {
            int seat = state.currentSeat();
            NambarzMove move;
            if (seat == 0) {
                boolean firstOfTurn = state.turnNumber() != pupilTurn;
                if (firstOfTurn && state.phase() instanceof TurnPhase.Open open && !open.replayed()) {
                    pupilTurnStarts.add(moves.size());
                }
                pupilTurn = state.turnNumber();
                SimulatedPupil.Decision d = pupil.decide(state.observation(0), random, progress, setup.mode());
                move = d.move();
                long think = firstOfTurn ? thinking(pupil.profile(), move, progress, random) : seconds(random, 2, 5);
                Instant hintAt = d.hint() ? clock.plusMillis(think / 2) : null;
                List<ImportedGame.Check> checks = d.checked() == null ? List.of()
                        : List.of(new ImportedGame.Check(d.checked(), clock.plusMillis(think * 4 / 5)));
                long after = (d.hint() ? seconds(random, 3, 6) : 0) + (d.checked() != null ? seconds(random, 4, 9) : 0);
                clock = clock.plusMillis(think + after);
                moves.add(new ImportedGame.Move(move, clock, hintAt, checks));
                if (d.mistake() != null) {
                    mistakes.add(d.mistake());
                }
            } else {
                BotDecision decision = setup.botLevel().bot().decide(state.observation(seat), SelfPlay.randomFor(state));
                move = decision.move();
                clock = clock.plusMillis(setup.botPaceMillis() + random.nextInt(400));
                moves.add(ImportedGame.Move.of(move, clock));
            }
            Transition t = NambarzGame.apply(state, move);
            if (seat == 0 && penalized(t)) {
                clock = clock.plusMillis(seconds(random, 5, 12)); // the explanation is read before the bots go on
            }
            state = t.state();
        }
        if (leaveUnfinished) {
            int half = moves.size() / 2;
            int cut = pupilTurnStarts.stream().filter(i -> i > 0)
                    .min(Comparator.comparingInt(i -> Math.abs(i - half))).orElse(moves.size());
            if (cut < moves.size()) {
                return new Played(pupil.profile().name(), setup, start, List.copyOf(moves.subList(0, cut)), false,
                        mistakes);
            }
        }
        return new Played(pupil.profile().name(), setup, start, moves, true, mistakes);
    }

    private static boolean penalized(Transition t) {
        return t.events().stream().anyMatch(e -> e instanceof NambarzEvent.Played p && p.seat() == 0
                && p.judgment() instanceof Judgment.Penalized);
    }

    /** How long the child thinks before the first move of a turn: longer for longer calculations. */
    private static long thinking(PupilProfile profile, NambarzMove move, double progress, Rng random) {
        double kind = switch (move) {
            case NambarzMove.PutDown p when p.cards().size() == 1 -> 0.6;
            case NambarzMove.PutDown p -> 0.8 + 0.25 * p.cards().size();
            case NambarzMove.PlayJoker j -> 0.5;
            case NambarzMove.Draw d -> 0.5;
            case NambarzMove.Pass p -> 0.4;
        };
        double spread = 0.5 + random.nextInt(1200) / 1000.0;
        long millis = (long) (profile.habits().thinkMillis() * (1 - 0.25 * progress) * kind * spread);
        return Math.max(Duration.ofMillis(1500).toMillis(), millis);
    }

    private static long seconds(Rng random, int from, int to) {
        return from * 1000L + random.nextInt((to - from) * 1000);
    }
}
