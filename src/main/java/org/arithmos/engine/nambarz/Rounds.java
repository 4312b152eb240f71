package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.arithmos.engine.core.Rng;

/** Dealing, the end of a round, scoring and the tie-break rounds (NZ-DEAL-*, NZ-END-1, NZ-SCORE-*, NZ-TEAM-1). */
final class Rounds {

    private Rounds() {
    }

    static void startGame(StateEditor e) {
        int everyone = (1 << e.options.players()) - 1;
        // NZ-DEAL-2: the player left of the dealer starts; the dealer is the last seat.
        deal(e, 1, everyone, 0);
    }

    /**
     * NZ-DEAL-1: shuffle the whole deck, deal 7 cards each from the starter on, turn up the first card
     * of the pile, burying jokers at its bottom. Reading: when the deck cannot give 7 each and a start
     * card (12 players, 4 jokers), everyone gets as many as it can (6); when only jokers are left to
     * turn up, the deck is shuffled and dealt again.
     */
    static void deal(StateEditor e, int number, int participants, int starter) {
        List<Integer> seats = turnOrder(e.options.players(), participants, starter);
        List<Card> deck = Deck.cards(e.options.jokerLevel());
        int handSize = Math.min(NambarzOptions.HAND_SIZE, (deck.size() - 1) / seats.size());
        byte[] faces = new byte[deck.size()];
        for (int i = 0; i < faces.length; i++) {
            faces[i] = (byte) deck.get(i).face();
        }
        Rng random = Rng.at(e.rng);
        int start;
        do {
            random.shuffle(faces, faces.length);
            start = firstNumberCard(faces, seats.size() * handSize);
        } while (start < 0);
        e.rng = random.state();

        List<List<Card>> dealt = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            dealt.add(new ArrayList<>(handSize));
        }
        for (int i = 0; i < seats.size() * handSize; i++) {
            dealt.get(i % seats.size()).add(Card.ofFace(faces[i]));
        }
        Hand[] hands = new Hand[e.options.players()];
        Arrays.fill(hands, Hand.EMPTY);
        for (int i = 0; i < seats.size(); i++) {
            hands[seats.get(i)] = Hand.of(dealt.get(i));
        }
        int rest = seats.size() * handSize;
        byte[] pile = new byte[faces.length - rest - 1];
        int n = 0;
        for (int i = start + 1; i < faces.length; i++) {
            pile[n++] = faces[i];
        }
        for (int i = rest; i < start; i++) {
            pile[n++] = faces[i]; // jokers turned up before the start card go to the bottom
        }
        Card startCard = Card.ofFace(faces[start]);
        e.hands = hands;
        e.draw = new DrawPile(pile, 0);
        e.played = PlayedPile.EMPTY.push(startCard);
        e.roundNumber = number;
        e.participants = participants;
        e.current = starter;
        e.turns++;
        e.phase = new TurnPhase.Open(false);
        e.finishOrder = new int[0];
        e.roundBonus = new int[e.options.players()];
        e.idleTurns = 0;
        e.movedThisTurn = false;
        e.playedThisTurn = false;
        e.events.add(new NambarzEvent.RoundStarted(number, number > e.options.rounds(), seats, starter, startCard));
    }

    private static int firstNumberCard(byte[] faces, int from) {
        for (int i = from; i < faces.length; i++) {
            if (Card.ofFace(faces[i]) instanceof NumberCard) {
                return i;
            }
        }
        return -1;
    }

    /** Clockwise from {@code starter}: increasing seat numbers (team mates sit together, NZ-TEAM-1). */
    static List<Integer> turnOrder(int players, int participants, int starter) {
        List<Integer> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            int seat = (starter + i) % players;
            if ((participants >> seat & 1) != 0) {
                seats.add(seat);
            }
        }
        return seats;
    }

    /**
     * NZ-END-1: with 2-5 players the round ends when one player still holds cards, with 6-12 when five
     * have none. NZ-TEAM-1: also when only one team still holds cards.
     */
    static boolean isOver(StateEditor e) {
        int inRound = Integer.bitCount(e.participants);
        int finished = e.finishOrder.length;
        if (inRound <= 5 ? finished >= inRound - 1 : finished >= 5) {
            return true;
        }
        if (e.options.teamPlay()) {
            int side = -1;
            for (int s = 0; s < e.options.players(); s++) {
                if (e.inRound(s) && !e.finished(s)) {
                    if (side >= 0 && e.options.sideOf(s) != side) {
                        return false;
                    }
                    side = e.options.sideOf(s);
                }
            }
            return true;
        }
        return false;
    }

    /**
     * Places and points (NZ-SCORE-1/2), then the next round, a tie-break round (NZ-SCORE-3) or the end.
     * Players still holding cards take the next places, fewest cards first (then seat order): the last
     * player with 2-5, the last team's players (NZ-TEAM-1), and everyone left in a blocked round.
     */
    static void endRound(StateEditor e, boolean blocked) {
        int players = e.options.players();
        List<Integer> order = new ArrayList<>(Arrays.stream(e.finishOrder).boxed().toList());
        List<Integer> left = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            if (e.inRound(s) && !e.finished(s)) {
                left.add(s);
            }
        }
        left.sort(Comparator.comparingInt((Integer s) -> e.hands[s].size()).thenComparingInt(s -> s));
        order.addAll(left);
        // NZ-SCORE-1: with 2-5 players everyone scores by place; with 6-12 only those out of cards, except
        // the last team, which takes the last places' points (NZ-TEAM-1).
        boolean lastTeam = e.options.teamPlay() && left.stream().map(e.options::sideOf).distinct().count() == 1;
        boolean everyoneScores = Integer.bitCount(e.participants) <= 5 || lastTeam;
        Integer[] places = new Integer[players];
        Integer[] points = new Integer[players];
        Boolean[] finished = new Boolean[players];
        Integer[] bonus = new Integer[players];
        for (int s = 0; s < players; s++) {
            int place = order.indexOf(s) + 1;
            places[s] = place;
            points[s] = everyoneScores || e.finished(s) ? RoundResult.pointsForPlace(place) : 0;
            finished[s] = e.finished(s);
            bonus[s] = e.roundBonus[s];
        }
        boolean tieBreak = e.roundNumber > e.options.rounds();
        RoundResult result = new RoundResult(e.roundNumber, tieBreak, List.of(places), List.of(finished),
                List.of(points), List.of(bonus), blocked);
        List<RoundResult> results = new ArrayList<>(e.results);
        results.add(result);
        e.results = List.copyOf(results);
        e.events.add(new NambarzEvent.RoundEnded(result));
        startNext(e);
    }

    private static void startNext(StateEditor e) {
        int everyone = (1 << e.options.players()) - 1;
        if (e.roundNumber < e.options.rounds()) {
            deal(e, e.roundNumber + 1, everyone, starter(e, everyone));
            return;
        }
        List<Integer> tied = Standings.nextTieGroup(e.options, e.results);
        if (tied.isEmpty()) {
            e.over = true;
            e.events.add(new NambarzEvent.GameEnded(Standings.of(e.options, e.results)));
            return;
        }
        int mask = 0;
        for (int side : tied) {
            for (int seat : e.options.seatsOf(side)) {
                mask |= 1 << seat;
            }
        }
        deal(e, e.roundNumber + 1, mask, starter(e, mask));
    }

    /** NZ-DEAL-2: most points so far; then the better place in the last round; then the lower seat. */
    private static int starter(StateEditor e, int mask) {
        RoundResult last = e.results.getLast();
        int best = -1;
        for (int s = 0; s < e.options.players(); s++) {
            if ((mask >> s & 1) == 0) {
                continue;
            }
            if (best < 0 || better(e, last, s, best)) {
                best = s;
            }
        }
        return best;
    }

    private static boolean better(StateEditor e, RoundResult last, int a, int b) {
        int pa = points(e, a);
        int pb = points(e, b);
        if (pa != pb) {
            return pa > pb;
        }
        int placeA = last.places().get(a) == 0 ? Integer.MAX_VALUE : last.places().get(a);
        int placeB = last.places().get(b) == 0 ? Integer.MAX_VALUE : last.places().get(b);
        return placeA < placeB;
    }

    private static int points(StateEditor e, int seat) {
        int total = 0;
        for (RoundResult r : e.results) {
            if (!r.tieBreak()) {
                total += r.points(seat);
            }
        }
        return total;
    }
}
