package org.arithmos.demo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.multicartes.MulticartesMove.Multiply;
import org.arithmos.engine.multicartes.MulticartesMove.Pass;
import org.arithmos.engine.multicartes.MulticartesMove.SwapAndMultiply;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesObservation;

/**
 * A child of a given {@link PupilProfile} at the Multicartes table. They play among the engine's legal
 * moves; their mistakes are those of a times table not yet learnt: a few products they are unsure of
 * ({@link #shaky}: a struggling pupil three, an average one one, a strong one none), which they say although
 * the product is not on the card (refused by the rules, decision 27) or do not see when it is (they pass);
 * now and then any other slip or missed product, with the profile's rates, which fall as they improve.
 */
final class MulticartesChild {

    /** The products children learn last. */
    private static final List<Pair> HARD = List.of(new Pair(6, 7), new Pair(7, 8), new Pair(6, 8), new Pair(8, 9),
            new Pair(7, 9), new Pair(6, 9), new Pair(4, 7), new Pair(3, 8), new Pair(7, 7), new Pair(4, 8));

    /** An unordered a × b, a ≤ b. */
    record Pair(int a, int b) implements Comparable<Pair> {
        static Pair of(int x, int y) {
            return new Pair(Math.min(x, y), Math.max(x, y));
        }

        @Override
        public int compareTo(Pair o) {
            return a != o.a ? Integer.compare(a, o.a) : Integer.compare(b, o.b);
        }
    }

    /** The child's move, and the products not on the card they said first (refused). */
    record Decision(MulticartesMove move, List<Multiply> refused) {
    }

    private final PupilProfile profile;
    private final Set<Pair> shaky;

    MulticartesChild(PupilProfile profile, Rng random) {
        this.profile = profile;
        this.shaky = shakyProducts(profile, random);
    }

    PupilProfile profile() {
        return profile;
    }

    Set<Pair> shaky() {
        return shaky;
    }

    private static Set<Pair> shakyProducts(PupilProfile profile, Rng random) {
        int count = switch (profile.skill()) {
            case STRUGGLING -> 3;
            case AVERAGE -> 1;
            case STRONG -> 0;
        };
        List<Pair> hard = new ArrayList<>(HARD);
        Set<Pair> chosen = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            chosen.add(hard.remove(random.nextInt(hard.size())));
        }
        return chosen;
    }

    /** {@code progress} runs from 0 (the first day of the history) to 1 (the last), as for Nambarz. */
    Decision decide(MulticartesObservation o, Rng random, double progress) {
        double improvement = profile.mistakes().at(progress) / profile.mistakes().first();
        List<Multiply> refused = new ArrayList<>();
        List<Multiply> wrong = wrongPairs(o);
        List<Multiply> wrongShaky = wrong.stream().filter(m -> shaky.contains(Pair.of(m.first(), m.second()))).toList();
        double unsure = profile.skill() == PupilProfile.Skill.STRUGGLING ? 0.5 : 0.25;
        if (!wrongShaky.isEmpty() && SimulatedPupil.chance(random, unsure * improvement)) {
            refused.add(wrongShaky.get(random.nextInt(wrongShaky.size())));
        } else if (!wrong.isEmpty() && SimulatedPupil.chance(random, profile.mistakes().at(progress) * 0.1)) {
            refused.add(wrong.get(random.nextInt(wrong.size())));
        }
        List<Multiply> products = o.legalMoves().stream().filter(m -> m instanceof Multiply).map(m -> (Multiply) m)
                .toList();
        List<Multiply> sure = products.stream().filter(m -> !shaky.contains(Pair.of(m.first(), m.second()))).toList();
        if (!sure.isEmpty()) {
            if (SimulatedPupil.chance(random, profile.missedPlays().at(progress))) {
                return new Decision(new Pass(), refused);
            }
            return new Decision(choose(sure, random), refused);
        }
        if (!products.isEmpty()) {
            // Only products they are unsure of: often not seen.
            return new Decision(SimulatedPupil.chance(random, 0.6 * improvement) ? new Pass()
                    : products.get(random.nextInt(products.size())), refused);
        }
        List<SwapAndMultiply> swaps = o.legalMoves().stream().filter(m -> m instanceof SwapAndMultiply)
                .map(m -> (SwapAndMultiply) m).toList();
        double swapping = switch (profile.skill()) {
            case STRONG -> 1;
            case AVERAGE -> 0.6;
            case STRUGGLING -> 0.3;
        };
        if (!swaps.isEmpty() && SimulatedPupil.chance(random, swapping)) {
            return new Decision(profile.skill() == PupilProfile.Skill.STRONG
                    ? swaps.stream().max(Comparator.comparingInt(w -> w.first() + w.second() - w.given())).orElseThrow()
                    : swaps.get(random.nextInt(swaps.size())), refused);
        }
        return new Decision(new Pass(), refused);
    }

    /** A strong child gets rid of the biggest cards first; the others take the first product they see. */
    private Multiply choose(List<Multiply> products, Rng random) {
        return profile.skill() == PupilProfile.Skill.STRONG
                ? products.stream().max(Comparator.comparingInt(m -> m.first() + m.second())).orElseThrow()
                : products.get(random.nextInt(products.size()));
    }

    /** Two cards of the hand whose product is not on the combination card, each pair once (the hand is sorted). */
    private static List<Multiply> wrongPairs(MulticartesObservation o) {
        List<Integer> hand = o.hand();
        Set<Pair> wrong = new java.util.LinkedHashSet<>();
        for (int i = 0; i < hand.size(); i++) {
            for (int j = i + 1; j < hand.size(); j++) {
                if (!o.combination().shows(hand.get(i) * hand.get(j))) {
                    wrong.add(Pair.of(hand.get(i), hand.get(j)));
                }
            }
        }
        return wrong.stream().map(p -> new Multiply(p.a(), p.b())).toList();
    }
}
