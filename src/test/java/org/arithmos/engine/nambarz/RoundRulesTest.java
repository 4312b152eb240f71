package org.arithmos.engine.nambarz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arithmos.engine.core.Rng;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RoundRulesTest {

    private static RoundResult roundEnd(Transition t) {
        return t.events().stream().filter(e -> e instanceof NambarzEvent.RoundEnded)
                .map(e -> ((NambarzEvent.RoundEnded) e).result()).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("NZ-DEAL-1: 7 cards each, the rest is the draw pile, the start card is a number card")
    void deal() {
        for (long seed = 0; seed < 50; seed++) {
            NambarzState s = NambarzGame.newGame(NambarzOptions.of(5), seed);
            for (int seat = 0; seat < 5; seat++) {
                assertThat(s.hand(seat).size()).isEqualTo(7);
            }
            assertThat(s.playedPile().cards()).singleElement().isInstanceOf(NumberCard.class);
            assertThat(s.drawPile().size()).isEqualTo(92 - 35 - 1);
        }
    }

    @Test
    @DisplayName("NZ-DEAL-1: a joker turned up as start card is buried at the bottom of the pile")
    void jokerStartCardIsBuried() {
        for (long seed = 0; ; seed++) {
            byte[] faces = Deck.cards(JokerLevel.BEGINNER).stream().mapToInt(Card::face)
                    .collect(java.io.ByteArrayOutputStream::new, (b, f) -> b.write(f), (a, b) -> { }).toByteArray();
            Rng.at(seed).shuffle(faces, faces.length);
            Card firstTurned = Card.ofFace(faces[28]);
            if (firstTurned instanceof Joker && Card.ofFace(faces[29]) instanceof NumberCard second) {
                NambarzState s = NambarzGame.newGame(NambarzOptions.of(4), seed);
                assertThat(s.playedPile().top()).isEqualTo(second);
                assertThat(s.drawPile().cards().getLast()).isEqualTo(firstTurned);
                return;
            }
        }
    }

    @Test
    @DisplayName("NZ-DEAL-1 (reading): 12 players with 4 jokers get 6 cards each, so a start card remains")
    void twelvePlayersExperienced() {
        NambarzState s = NambarzGame.newGame(NambarzOptions.of(12).withJokerLevel(JokerLevel.EXPERIENCED), 3);
        assertThat(s.hand(11).size()).isEqualTo(6);
        assertThat(NambarzGame.newGame(NambarzOptions.of(12).withJokerLevel(JokerLevel.CONFIRMED), 3).hand(11).size())
                .isEqualTo(7);
    }

    @Test
    @DisplayName("NZ-DEAL-2: the player left of the dealer (seat 0) starts; play goes clockwise")
    void firstPlayer() {
        NambarzState s = NambarzGame.newGame(NambarzOptions.of(3), 1);
        assertThat(s.currentSeat()).isZero();
        NambarzState after = NambarzGame.play(s, new NambarzMove.Draw());
        if (after.currentSeat() == 0) {
            after = NambarzGame.play(after, new NambarzMove.Pass());
        }
        assertThat(after.currentSeat()).isEqualTo(1);
    }

    @Test
    @DisplayName("NZ-END-1 / NZ-SCORE-1: with 2-5 players the round ends when one holds cards; the last scores too")
    void endWithFourPlayers() {
        NambarzState s = Table.of(4).hand(0, "3-hippopotamus").hand(3, "1 2 3 4").finished(1, 2).played("3").state();
        Transition t = NambarzGame.apply(s, NambarzMove.parse("3-hippopotamus"));
        RoundResult r = roundEnd(t);
        assertThat(r.places()).containsExactly(3, 1, 2, 4);
        assertThat(r.placePoints()).containsExactly(25, 40, 32, 19);
        assertThat(r.finished()).containsExactly(true, true, true, false);
    }

    @Test
    @DisplayName("NZ-END-1 / NZ-SCORE-1: with 6-12 players the round ends when five are out; only they score")
    void endWithSixPlayers() {
        NambarzState s = Table.of(6).hand(0, "7").hand(5, "1 2").finished(1, 2, 3, 4).played("7-fish").state();
        RoundResult r = roundEnd(NambarzGame.apply(s, NambarzMove.parse("7")));
        assertThat(r.places()).containsExactly(5, 1, 2, 3, 4, 6);
        assertThat(r.placePoints()).containsExactly(14, 40, 32, 25, 19, 0);
    }

    @Test
    @DisplayName("NZ-SCORE-2: master-stroke points add to the round's points")
    void masterStrokeCounts() {
        NambarzState s = Table.of(3).hand(0, "10-bear 1-dragonfly 1-tortoise 9-duck").hand(2, "5").finished(1)
                .played("3-bee").state();
        RoundResult r = roundEnd(NambarzGame.apply(s, NambarzMove.parse("10-bear + 1-dragonfly + 1-tortoise - 9-duck")));
        assertThat(r.bonus()).containsExactly(7, 0, 0);
        assertThat(r.points(0)).isEqualTo(32 + 7);
    }

    @Test
    @DisplayName("NZ-SCORE-3: a game has 1, 3 or 5 rounds")
    void roundsOfAGame() {
        assertThatThrownBy(() -> NambarzOptions.of(4).withRounds(2)).hasMessageContaining("1, 3 or 5");
        NambarzOptions three = NambarzOptions.of(4).withRounds(3);
        NambarzState s = org.arithmos.engine.bots.SelfPlay.play(three, 9, java.util.Collections.nCopies(4,
                org.arithmos.engine.bots.BotLevel.EXPERT));
        assertThat(s.results().stream().filter(r -> !r.tieBreak())).hasSize(3);
    }

    @Test
    @DisplayName("NZ-SCORE-3 (reading): tied sides play a round among themselves; it orders them, adds nothing")
    void tieBreak() {
        NambarzOptions options = NambarzOptions.of(3);
        RoundResult first = new RoundResult(1, false, List.of(1, 2, 3), List.of(true, true, false),
                List.of(40, 32, 25), List.of(0, 8, 15), false);
        assertThat(Standings.nextTieGroup(options, List.of(first))).containsExactly(0, 1, 2);
        RoundResult tb = new RoundResult(2, true, List.of(2, 1, 3), List.of(true, true, false),
                List.of(32, 40, 25), List.of(0, 0, 7), false);
        List<Standing> standings = Standings.of(options, List.of(first, tb));
        assertThat(standings).extracting(Standing::side).containsExactly(1, 0, 2);
        assertThat(standings).extracting(Standing::points).containsOnly(40);
        assertThat(standings).extracting(Standing::rank).containsExactly(1, 2, 3);
        assertThat(Standings.nextTieGroup(options, List.of(first, tb))).isEmpty();
    }

    @Test
    @DisplayName("NZ-TEAM-1: when only one team still holds cards the round ends; it takes the last places")
    void teamEnd() {
        NambarzOptions teams = NambarzOptions.of(4).withTeams(2, 2);
        NambarzState s = Table.of(teams).hand(1, "4").hand(2, "1 2 3").hand(3, "1").finished(0).played("4-hen").turn(1).state();
        RoundResult r = roundEnd(NambarzGame.apply(s, NambarzMove.parse("4")));
        assertThat(r.places()).containsExactly(1, 2, 4, 3);
        List<Standing> standings = Standings.of(teams, List.of(r));
        assertThat(standings.getFirst().seats()).containsExactly(0, 1);
        assertThat(standings.getFirst().points()).isEqualTo(72);
        assertThat(standings.getLast().points()).isEqualTo(25 + 19);
    }

    @Test
    @DisplayName("NZ-TEAM-1: 2-6 teams of consecutive seats; NZ-PLAYERS-1: 2 to 12 players")
    void teamsAndPlayers() {
        NambarzOptions teams = NambarzOptions.of(4).withTeams(3, 3, 2, 2);
        assertThat(teams.players()).isEqualTo(10);
        assertThat(teams.sideOf(2)).isZero();
        assertThat(teams.sideOf(3)).isEqualTo(1);
        assertThat(teams.seatsOf(3)).containsExactly(8, 9);
        assertThatThrownBy(() -> NambarzOptions.of(4).withTeams(4)).hasMessageContaining("2 to 6 teams");
        assertThatThrownBy(() -> NambarzOptions.of(4).withTeams(7, 5)).hasMessageContaining("2 to 6 players");
        assertThatThrownBy(() -> NambarzOptions.of(1)).hasMessageContaining("2 to 12");
        assertThatThrownBy(() -> NambarzOptions.of(13)).hasMessageContaining("2 to 12");
    }

    @Test
    @DisplayName("Options are stored as text and read back")
    void optionsNotation() {
        NambarzOptions o = NambarzOptions.of(6).withTeams(3, 3).withRounds(5).withParentheses(true)
                .withOperations(org.arithmos.engine.arithmetic.OperationSet.ADD_SUBTRACT).withJokerLevel(JokerLevel.CONFIRMED);
        assertThat(o.notation()).isEqualTo("players=6 teams=3+3 rounds=5 operations=+- parentheses=on jokers=confirmed");
        assertThat(NambarzOptions.parse(o.notation())).isEqualTo(o);
    }
}
