package org.arithmos.engine.multicartes;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.multicartes.MulticartesEvent.CombinationTurned;
import org.arithmos.engine.multicartes.MulticartesEvent.GameEnded;
import org.arithmos.engine.multicartes.MulticartesEvent.Multiplied;
import org.arithmos.engine.multicartes.MulticartesEvent.Passed;
import org.arithmos.engine.multicartes.MulticartesEvent.PileReshuffled;
import org.arithmos.engine.multicartes.MulticartesEvent.RoundEnded;
import org.arithmos.engine.multicartes.MulticartesEvent.Swapped;
import org.arithmos.engine.multicartes.MulticartesMove.Multiply;
import org.arithmos.engine.multicartes.MulticartesMove.Pass;
import org.arithmos.engine.multicartes.MulticartesMove.SwapAndMultiply;
import org.arithmos.engine.multicartes.MulticartesState.RoundResult;

/**
 * Multicartes (seed 003; RULES.md section 2): get rid of your number cards two at a time by multiplications
 * whose product is on the combination card in play. 1 (solo) to 4 players.
 *
 * <p>A game is (options, seed, moves): {@link #start} deals from the seed, {@link #apply} plays one move of
 * the player to move, {@link #replay} rebuilds any moment exactly. Pure functions. The order of the
 * combination cards depends on the seed only, never on the moves, so that a solo deal can be searched for
 * its best score ({@link SoloOptimum}).
 */
public final class MulticartesGame {

    private MulticartesGame() {
    }

    public static Transition start(MulticartesOptions options, long seed) {
        List<MulticartesEvent> events = new ArrayList<>();
        List<Integer> zeros = new ArrayList<>();
        for (int i = 0; i < options.players(); i++) {
            zeros.add(0);
        }
        MulticartesState s = deal(options, seed, 1, 0, zeros, List.of(), 0, events);
        return new Transition(s, events);
    }

    public static MulticartesState newGame(MulticartesOptions options, long seed) {
        return start(options, seed).state();
    }

    /** Plays one move of the player to move; a move the rules refuse throws and changes nothing. */
    public static Transition apply(MulticartesState s, MulticartesMove move) {
        MulticartesJudgment verdict = MulticartesRules.judge(s, move);
        if (!verdict.legal()) {
            throw new IllegalMulticartesMove(verdict);
        }
        List<MulticartesEvent> events = new ArrayList<>();
        int seat = s.toMove();
        List<List<Integer>> hands = new ArrayList<>(s.hands().stream().map(h -> (List<Integer>) new ArrayList<>(h)).toList());
        List<Integer> hand = hands.get(seat);
        List<Integer> discard = new ArrayList<>(s.discard());
        switch (move) {
            case Pass p -> events.add(new Passed(seat));
            case Multiply m -> discardPair(hand, discard, m.first(), m.second(), seat, events);
            case SwapAndMultiply w -> {
                int taken = discard.removeLast();
                hand.remove(Integer.valueOf(w.given()));
                discard.add(w.given());
                hand.add(taken);
                events.add(new Swapped(seat, w.given(), taken));
                discardPair(hand, discard, w.first(), w.second(), seat, events);
            }
        }
        hand.sort(null);
        MulticartesState after = new MulticartesState(s.options(), s.seed(), hands, discard, s.aside(), s.pile(),
                s.turned(), s.pileRng(), s.starter(), seat, s.round(), s.totals(), s.results(), s.turnedInRound(),
                s.moves() + 1, false);
        if (hand.isEmpty() || soloAtLimit(after)) {
            return new Transition(endRound(after, hand.isEmpty() ? seat : -1, events), events);
        }
        return new Transition(nextTurn(after, events), events);
    }

    public static MulticartesState play(MulticartesState s, MulticartesMove move) {
        return apply(s, move).state();
    }

    public static MulticartesState replay(MulticartesOptions options, long seed, List<MulticartesMove> moves) {
        MulticartesState s = newGame(options, seed);
        for (MulticartesMove m : moves) {
            s = play(s, m);
        }
        return s;
    }

    public static List<MulticartesMove> legalMoves(MulticartesState s) {
        return MulticartesRules.legalMoves(s);
    }

    private static void discardPair(List<Integer> hand, List<Integer> discard, int first, int second, int seat,
                                    List<MulticartesEvent> events) {
        hand.remove(Integer.valueOf(first));
        hand.remove(Integer.valueOf(second));
        // Said in order: the second card lands on top of the discard pile.
        discard.add(first);
        discard.add(second);
        events.add(new Multiplied(seat, first, second, first * second));
    }

    private static boolean soloAtLimit(MulticartesState s) {
        return s.options().isSolo() && s.turnedInRound() >= MulticartesState.SOLO_LIMIT;
    }

    /** The next seat plays; back at the round's first player, a new combination is turned (MC-TURN-3). */
    private static MulticartesState nextTurn(MulticartesState s, List<MulticartesEvent> events) {
        int next = (s.toMove() + 1) % s.players();
        MulticartesState moved = withTurn(s, next);
        return next == s.starter() ? turnCombination(moved, events) : moved;
    }

    private static MulticartesState withTurn(MulticartesState s, int seat) {
        return new MulticartesState(s.options(), s.seed(), s.hands(), s.discard(), s.aside(), s.pile(), s.turned(),
                s.pileRng(), s.starter(), seat, s.round(), s.totals(), s.results(), s.turnedInRound(), s.moves(), s.over());
    }

    private static MulticartesState turnCombination(MulticartesState s, List<MulticartesEvent> events) {
        List<Integer> pile = new ArrayList<>(s.pile());
        List<Integer> turned = new ArrayList<>(s.turned());
        long rngState = s.pileRng();
        if (pile.isEmpty()) {
            // MC-TURN-3: the turned cards, the one just played with included, make the new pile.
            Rng rng = Rng.at(rngState);
            pile = shuffled(turned, rng);
            rngState = rng.state();
            turned.clear();
            events.add(new PileReshuffled(pile.size()));
        }
        turned.add(pile.removeFirst());
        events.add(new CombinationTurned(Combination.of(turned.getLast())));
        return new MulticartesState(s.options(), s.seed(), s.hands(), s.discard(), s.aside(), pile, turned, rngState,
                s.starter(), s.toMove(), s.round(), s.totals(), s.results(), s.turnedInRound() + 1, s.moves(), s.over());
    }

    /** MC-END-1: the others score the values left in their hands; then the game ends or a new round is dealt. */
    private static MulticartesState endRound(MulticartesState s, int winner, List<MulticartesEvent> events) {
        List<Integer> points = s.hands().stream().map(h -> h.stream().mapToInt(Integer::intValue).sum()).toList();
        List<Integer> totals = new ArrayList<>();
        for (int i = 0; i < s.players(); i++) {
            totals.add(s.totals().get(i) + points.get(i));
        }
        RoundResult result = new RoundResult(s.round(), winner, points, s.turnedInRound());
        List<RoundResult> results = new ArrayList<>(s.results());
        results.add(result);
        events.add(new RoundEnded(result));
        int target = s.options().targetScore();
        boolean over = s.options().isSolo() || s.round() >= s.options().rounds()
                || (target > 0 && totals.stream().anyMatch(t -> t >= target));
        if (over) {
            events.add(new GameEnded());
            return new MulticartesState(s.options(), s.seed(), s.hands(), s.discard(), s.aside(), s.pile(), s.turned(),
                    s.pileRng(), s.starter(), s.toMove(), s.round(), totals, results, s.turnedInRound(), s.moves(), true);
        }
        // Next round: the next player starts (docs/rules-decisions.md).
        return deal(s.options(), s.seed(), s.round() + 1, (s.starter() + 1) % s.players(), totals, results, s.moves(), events);
    }

    /** MC-DEAL-1: shuffled number cards dealt to each seat, the rest aside; a shuffled combination pile. */
    private static MulticartesState deal(MulticartesOptions o, long seed, int round, int starter, List<Integer> totals,
                                         List<RoundResult> results, int moves, List<MulticartesEvent> events) {
        List<Integer> deck = shuffled(NumberCards.deck(), Rng.at(Rng.derive(seed, round)));
        List<List<Integer>> hands = new ArrayList<>();
        int size = o.handSize();
        for (int seat = 0; seat < o.players(); seat++) {
            hands.add(deck.subList(seat * size, (seat + 1) * size).stream().sorted().toList());
        }
        List<Integer> aside = deck.subList(o.players() * size, deck.size());
        Rng pileRng = Rng.at(Rng.derive(seed, 1000L + round));
        List<Integer> numbers = new ArrayList<>();
        Combination.ALL.forEach(c -> numbers.add(c.number()));
        List<Integer> pile = shuffled(numbers, pileRng);
        MulticartesState s = new MulticartesState(o, seed, hands, List.of(), aside, pile, List.of(), pileRng.state(),
                starter, starter, round, totals, results, 0, moves, false);
        return turnCombination(s, events);
    }

    private static List<Integer> shuffled(List<Integer> items, Rng rng) {
        List<Integer> out = new ArrayList<>(items);
        for (int i = out.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            out.set(i, out.set(j, out.get(i)));
        }
        return out;
    }
}
