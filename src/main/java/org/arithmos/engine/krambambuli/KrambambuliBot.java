package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard.Suited;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliMove.Add;
import org.arithmos.engine.krambambuli.KrambambuliMove.Discard;
import org.arithmos.engine.krambambuli.KrambambuliMove.Draw;
import org.arithmos.engine.krambambuli.KrambambuliMove.Lay;
import org.arithmos.engine.krambambuli.KrambambuliMove.RetrieveJoker;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeDiscard;
import org.arithmos.engine.krambambuli.KrambambuliMove.TakeFromMeld;
import org.arithmos.engine.krambambuli.KrambambuliState.TableMeld;

/**
 * Krambambuli bots, one step at a time. They see only their observation; every step they choose is one the
 * rules accept (the playout properties check it), and each comes with its reason (bundle key
 * {@code kb.bot.reason.<NAME>}). No step gives a card back to the table that a bot took from it, so a turn
 * always ends: every step but taking back a joker lays cards down, and a joker is taken back once per card.
 */
public enum KrambambuliBot {

    /** Lays the melds it sees, adds to the table, takes the discard only once it has opened; discards its highest loose card. */
    BEGINNER,
    /** Also opens with the discard, takes jokers back, takes cards from the table's melds, and keeps cards that may become melds. */
    EXPERT;

    public enum Reason {
        DRAW, DISCARD_FOR_MELD, DISCARD_FOR_OPENING, OPENING, RAMI_SEC, MELD, ADD, TAKE_FROM_MELD, JOKER_BACK,
        DISCARD_HIGH, DISCARD_USELESS
    }

    public record Decision(KrambambuliMove move, Reason reason) {
    }

    /** The bot's next step in this position. */
    public Decision decide(KrambambuliObservation seen) {
        List<PlayingCard> hand = seen.hand();
        boolean opened = seen.iHaveOpened();
        if (!seen.turn().drawn()) {
            PlayingCard top = seen.discardTop();
            if (top != null && opened) {
                List<Meld> with = MeldFinder.meldsWith(hand, top);
                if (!with.isEmpty()) {
                    return new Decision(new TakeDiscard(List.of(largest(with).cards())), Reason.DISCARD_FOR_MELD);
                }
            }
            if (top != null && !opened && this == EXPERT) {
                List<PlayingCard> all = new ArrayList<>(hand);
                all.add(top);
                List<Meld> opening = MeldFinder.bestOpening(all, top);
                if (!opening.isEmpty()) {
                    return new Decision(new TakeDiscard(cardsOf(opening)), Reason.DISCARD_FOR_OPENING);
                }
            }
            return new Decision(new Draw(), Reason.DRAW);
        }
        if (!opened) {
            List<Meld> opening = MeldFinder.bestOpening(hand, null);
            if (!opening.isEmpty()) {
                int laid = opening.stream().mapToInt(Meld::size).sum();
                return new Decision(new Lay(cardsOf(opening)), hand.size() - laid <= 1 ? Reason.RAMI_SEC : Reason.OPENING);
            }
            return discard(hand);
        }
        if (this == EXPERT) {
            Decision joker = jokerBack(seen);
            if (joker != null) {
                return joker;
            }
        }
        if (!seen.turn().laid()) {
            List<Meld> own = MeldFinder.melds(hand);
            if (!own.isEmpty()) {
                return new Decision(new Lay(List.of(largest(own).cards())), Reason.MELD);
            }
            if (this == EXPERT) {
                Decision take = takeFromTable(seen);
                if (take != null) {
                    return take;
                }
            }
        }
        Decision add = addToTable(seen);
        return add != null ? add : discard(hand);
    }

    private static Decision jokerBack(KrambambuliObservation seen) {
        for (int i = 0; i < seen.table().size(); i++) {
            Meld m = seen.table().get(i).meld();
            if (m.hasJoker()) {
                PlayingCard face = m.face(m.jokerIndex());
                if (face != null && seen.hand().contains(face)) {
                    return new Decision(new RetrieveJoker(i, face), Reason.JOKER_BACK);
                }
            }
        }
        return null;
    }

    private static Decision takeFromTable(KrambambuliObservation seen) {
        for (int i = 0; i < seen.table().size(); i++) {
            Meld m = seen.table().get(i).meld();
            List<Integer> places = m.kind() == Meld.Kind.SEQUENCE ? List.of(0, m.size() - 1) : List.of(0, 1, 2, 3);
            for (int place : places) {
                if (place >= m.size() || m.size() < 4) {
                    continue;
                }
                PlayingCard card = m.cards().get(place);
                if (card instanceof Suited && Melds.validInOrder(KrambambuliRules.remaining(m, card))) {
                    List<Meld> with = MeldFinder.meldsWith(seen.hand(), card).stream()
                            .filter(n -> !n.hasJoker() || seen.hand().contains(PlayingCard.JOKER)).toList();
                    if (!with.isEmpty()) {
                        return new Decision(new TakeFromMeld(i, card, largest(with).cards()), Reason.TAKE_FROM_MELD);
                    }
                }
            }
        }
        return null;
    }

    /** Adds one natural card of the hand to a table meld (never a joker: it would come back and forth). */
    private static Decision addToTable(KrambambuliObservation seen) {
        List<TableMeld> table = seen.table();
        for (PlayingCard c : seen.hand()) {
            if (!(c instanceof Suited)) {
                continue;
            }
            for (int i = 0; i < table.size(); i++) {
                List<List<PlayingCard>> options = MeldFinder.extensions(table.get(i).meld(), c);
                if (!options.isEmpty()) {
                    return new Decision(new Add(i, options.getFirst()), Reason.ADD);
                }
            }
        }
        return null;
    }

    private Decision discard(List<PlayingCard> hand) {
        List<PlayingCard> naturals = hand.stream().filter(c -> c instanceof Suited).toList();
        if (naturals.isEmpty()) {
            return new Decision(new Discard(hand.getFirst()), Reason.DISCARD_HIGH);
        }
        List<PlayingCard> inMelds = new ArrayList<>();
        MeldFinder.melds(hand).forEach(m -> inMelds.addAll(m.cards()));
        Comparator<PlayingCard> byPoints = Comparator.comparingInt(c -> Melds.handPoints(c, 0));
        if (this == BEGINNER) {
            List<PlayingCard> loose = naturals.stream().filter(c -> !inMelds.contains(c)).toList();
            PlayingCard pick = (loose.isEmpty() ? naturals : loose).stream().max(byPoints).orElseThrow();
            return new Decision(new Discard(pick), Reason.DISCARD_HIGH);
        }
        PlayingCard pick = naturals.stream().min(Comparator.<PlayingCard>comparingInt(c -> usefulness(c, hand, inMelds))
                .thenComparing(byPoints.reversed())).orElseThrow();
        return new Decision(new Discard(pick), Reason.DISCARD_USELESS);
    }

    /** How much a card may still help: in a meld, a neighbour of the same suit, a card of the same rank. */
    private static int usefulness(PlayingCard card, List<PlayingCard> hand, List<PlayingCard> inMelds) {
        Suited c = (Suited) card;
        int score = inMelds.contains(c) ? 10 : 0;
        for (PlayingCard o : hand) {
            if (o instanceof Suited s && !s.equals(c)) {
                int gap = Math.abs(s.rank().number() - c.rank().number());
                if (s.suit() == c.suit() && (gap == 1 || gap == 2 || gap == 12 || gap == 11)) {
                    score += 3 - Math.min(gap, 14 - gap);
                }
                if (s.rank() == c.rank() && s.suit() != c.suit()) {
                    score += 2;
                }
            }
        }
        return score;
    }

    private static Meld largest(List<Meld> melds) {
        return melds.stream().max(Comparator.comparingInt(Meld::size).thenComparingInt(Meld::points)).orElseThrow();
    }

    private static List<List<PlayingCard>> cardsOf(List<Meld> melds) {
        return melds.stream().map(Meld::cards).toList();
    }
}
