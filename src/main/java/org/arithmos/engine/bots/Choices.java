package org.arithmos.engine.bots;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove.PlayJoker;
import org.arithmos.engine.nambarz.NambarzMove.PutDown;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;

/** The legal moves of one observation, sorted into what bots look for. */
final class Choices {

    final NambarzObservation observation;
    final List<NambarzMove> legal;

    /** The legal moves with calculations of at most {@code maxCards} cards: all a bot of that level looks at. */
    Choices(NambarzObservation observation, int maxCards) {
        this.observation = observation;
        this.legal = observation.myTurn() ? LegalMoves.of(observation, maxCards) : List.of();
    }

    List<PutDown> putDowns(Predicate<PutDown> filter) {
        List<PutDown> out = new ArrayList<>();
        for (NambarzMove m : legal) {
            if (m instanceof PutDown p && filter.test(p)) {
                out.add(p);
            }
        }
        return out;
    }

    List<PutDown> putDowns() {
        return putDowns(p -> true);
    }

    boolean has(NambarzMove move) {
        return legal.contains(move);
    }

    /** Change jokers that may be played now, specific ones first (J-any is kept: it fits everything). */
    List<PlayJoker> changeJokers() {
        List<PlayJoker> out = new ArrayList<>();
        for (NambarzMove m : legal) {
            if (m instanceof PlayJoker j && j.kind().isChange()) {
                out.add(j);
            }
        }
        out.sort(Comparator.comparing((PlayJoker j) -> j.kind() == JokerKind.ANY));
        return out;
    }

    boolean canReplay() {
        return has(new PlayJoker(JokerKind.REPLAY));
    }

    static boolean onlyPlusMinus(PutDown p) {
        return p.expr().operators().stream().allMatch(op -> op == Operator.PLUS || op == Operator.MINUS);
    }

    /** The longest plays (most cards), one picked at random among equals. */
    static PutDown longest(List<PutDown> plays, Rng random) {
        int most = plays.stream().mapToInt(p -> p.cards().size()).max().orElseThrow();
        List<PutDown> best = plays.stream().filter(p -> p.cards().size() == most).toList();
        return best.get(random.nextInt(best.size()));
    }

    static <T> T any(List<T> items, Rng random) {
        return items.get(random.nextInt(items.size()));
    }

    /** Whether the hand, once these cards are gone, still has a play on {@code target}. */
    static boolean canPlayOn(Hand hand, Target target, NambarzObservation o) {
        return !LegalMoves.plays(hand, target, o.options().calcMode(o.seat())).isEmpty();
    }

    /** The number card of a hand that is hardest to use: fewest other cards of its type, highest value. */
    static NumberCard leastUseful(List<PutDown> singles) {
        return singles.stream().map(p -> p.cards().getFirst())
                .max(Comparator.comparingInt(NumberCard::value).thenComparingInt(Card::face))
                .orElseThrow();
    }
}
