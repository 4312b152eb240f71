package org.arithmos.demo;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.core.Rng;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliJudgment.Problem;
import org.arithmos.engine.krambambuli.KrambambuliMove.Lay;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliRules;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.engine.krambambuli.Meld;
import org.arithmos.engine.krambambuli.MeldFinder;

/**
 * A child of a given {@link PupilProfile} at the Krambambuli table. Their steps are those of the engine's bot
 * of their skill (the expert for a strong pupil, else the beginner); before a step, after drawing, a
 * struggling child now and then tries to lay a meld the rules refuse, with the cards of their hand: most often
 * their own misconception ({@link #misconception}), now and then another slip; an average child rarely, a
 * strong one never. A try is offered only when the engine's judge refuses it for that problem.
 */
final class KrambambuliChild {

    /** The slips a child makes with the rules of melds and of the first laying down. */
    static final List<Problem> SLIPS = List.of(Problem.TOO_FEW_POINTS, Problem.MIXED_CARDS,
            Problem.NO_CLEAN_SEQUENCE, Problem.ACE_IN_THE_MIDDLE, Problem.NOT_FOLLOWING);

    /** At most this many refused tries in one game: the explanation is read, and the child plays on. */
    static final int TRIES_PER_GAME = 3;

    private final PupilProfile profile;
    private final Problem misconception;

    /** {@code struggler}: the pupil's place among the struggling pupils, which chooses their misconception. */
    KrambambuliChild(PupilProfile profile, int struggler) {
        this.profile = profile;
        this.misconception = profile.skill() == PupilProfile.Skill.STRUGGLING ? SLIPS.get(struggler % SLIPS.size())
                : null;
    }

    PupilProfile profile() {
        return profile;
    }

    Problem misconception() {
        return misconception;
    }

    KrambambuliBot plays() {
        return profile.skill() == PupilProfile.Skill.STRONG ? KrambambuliBot.EXPERT : KrambambuliBot.BEGINNER;
    }

    /** A meld the child tries before their next step, or null; {@code progress} from 0 to 1 over the history. */
    KrambambuliMove tryBefore(KrambambuliState state, Rng random, double progress) {
        if (state.toMove() != 0 || !state.turn().drawn() || state.turn().laid()) {
            return null;
        }
        double improvement = profile.mistakes().at(progress) / profile.mistakes().first();
        Problem slip;
        if (misconception != null && SimulatedPupil.chance(random, 0.45 * improvement)) {
            slip = misconception;
        } else if (SimulatedPupil.chance(random, profile.mistakes().at(progress) * 0.15)) {
            slip = SLIPS.get(random.nextInt(SLIPS.size()));
        } else {
            return null;
        }
        List<KrambambuliMove> tries = tries(state, slip);
        return tries.isEmpty() ? null : tries.get(random.nextInt(tries.size()));
    }

    /** The lays of {@code slip} with the cards of the hand that the rules refuse for that very problem. */
    static List<KrambambuliMove> tries(KrambambuliState state, Problem slip) {
        List<PlayingCard> hand = state.hand(0);
        List<Suited> naturals = hand.stream().filter(c -> c instanceof Suited).map(c -> (Suited) c).toList();
        List<List<PlayingCard>> melds = new ArrayList<>();
        switch (slip) {
            case TOO_FEW_POINTS -> MeldFinder.melds(hand).stream().filter(Meld::cleanSequence)
                    .forEach(m -> melds.add(m.cards()));
            case NO_CLEAN_SEQUENCE -> MeldFinder.melds(hand).stream().filter(m -> m.kind() == Meld.Kind.GROUP)
                    .forEach(m -> melds.add(m.cards()));
            case MIXED_CARDS -> {
                // "5 6 7" whatever the suit: two cards that follow in one suit, the next in another.
                for (Suited a : naturals) {
                    for (Suited c : naturals) {
                        Suited b = next(a, 1);
                        if (b != null && hand.contains(b) && c.suit() != a.suit()
                                && c.rank().number() == a.rank().number() + 2) {
                            melds.add(List.of(a, b, c));
                        }
                    }
                }
            }
            case NOT_FOLLOWING -> {
                // A gap: "5 6 8" of one suit.
                for (Suited a : naturals) {
                    Suited b = next(a, 1);
                    Suited c = next(a, 3);
                    if (b != null && c != null && hand.contains(b) && hand.contains(c)) {
                        melds.add(List.of(a, b, c));
                    }
                }
            }
            case ACE_IN_THE_MIDDLE -> {
                // "K A 2" of one suit, as if a sequence went round.
                for (Suited k : naturals) {
                    Suited ace = PlayingCard.of(Rank.ACE, k.suit());
                    Suited two = PlayingCard.of(Rank.TWO, k.suit());
                    if (k.rank() == Rank.KING && hand.contains(ace) && hand.contains(two)) {
                        melds.add(List.of(k, ace, two));
                    }
                }
            }
            default -> throw new IllegalArgumentException("not a slip of the demo: " + slip);
        }
        return melds.stream().distinct().<KrambambuliMove>map(m -> new Lay(List.of(m)))
                .filter(m -> KrambambuliRules.judge(state, m).problem() == slip).toList();
    }

    /** The card {@code steps} ranks above {@code c} in its suit (a King has none), or null. */
    private static Suited next(Suited c, int steps) {
        int n = c.rank().number() + steps;
        return n <= Rank.KING.number() ? PlayingCard.of(Rank.ofNumber(n), c.suit()) : null;
    }
}
