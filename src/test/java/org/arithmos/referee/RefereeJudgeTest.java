package org.arithmos.referee;

import static org.arithmos.referee.RefereeSession.ask;
import static org.arithmos.referee.RefereeSession.json;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** {@code judge}: the examples of the protocol, one per kind of answer and correction. */
class RefereeJudgeTest {

    @Test
    void tooManyCardsKeepsTheShorterCalculation() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"6\",\"5\",\"2\",\"10\"],\"ops\":[\"+\",\"+\",\"-\"]}");
        assertThat(a.get("legal").booleanValue()).isFalse();
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-CALC-7");
        assertThat(a.get("atFault")).isEqualTo(json("[\"5\",\"10\"]"));
        assertThat(a.get("correction"))
                .isEqualTo(json("{\"kind\":\"shorter\",\"cards\":[\"6\",\"2\"],\"ops\":[\"/\"],\"back\":[\"5\",\"10\"]}"));
        assertThat(a.get("explanation").stringValue()).contains("Too many cards",
                "6 ÷ 2 = 3 already makes 3 with 2 of your 4 cards",
                "6 ÷ 2 = 3 stays on the pile; 5 and 10 go back to your hand");
        assertThat(a.has("bonus")).isFalse();
    }

    @Test
    void aMasterStrokeHasItsBonus() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"10-bear\",\"1-dragonfly\","
                + "\"1-tortoise\",\"9-duck\"],\"ops\":[\"+\",\"+\",\"−\"]}");
        assertThat(a.get("legal").booleanValue()).isTrue();
        assertThat(a.get("rule").isNull()).isTrue();
        assertThat(a.get("bonus").intValue()).isEqualTo(7);
        assertThat(a.get("explanation").stringValue()).contains("Master stroke! +7 points", "12 − 9 = 3 ✓");
        assertThat(a.has("correction")).isFalse();
    }

    @Test
    void oneCardIsAMatch() {
        assertThat(ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"8-bee\"]}").get("legal").booleanValue())
                .isTrue();
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"8-bee\"],\"ops\":[]}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-MATCH-1");
        assertThat(a.get("correction")).isEqualTo(json("{\"kind\":\"none\",\"cards\":[],\"back\":[\"8-bee\"]}"));
    }

    @Test
    void parenthesesWithAnExpression() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"5\",\"cards\":[\"9\",\"8\",\"2\"],\"expr\":\"9-(8/2)\","
                + "\"parentheses\":true}");
        assertThat(a.get("legal").booleanValue()).isTrue();
        assertThat(a.get("bonus").intValue()).isZero();
        assertThat(a.get("explanation").stringValue()).contains("9 − (8 ÷ 2) = 5", "8 ÷ 2 = 4", "9 − 4 = 5 ✓");
    }

    @Test
    void anExpressionReadLeftToRightNeedsNoParenthesesOption() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"10\",\"4\",\"2\"],\"expr\":\"(10 - 4) ÷ 2\"}");
        assertThat(a.get("legal").booleanValue()).isTrue();
    }

    @Test
    void anExpressionThatNeedsParenthesesIsRefusedWhenTheyAreOff() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"5\",\"cards\":[\"9\",\"8\",\"2\"],\"expr\":\"9-(8/2)\"}");
        assertThat(a.get("error").stringValue()).contains("parentheses are off", "\"parentheses\":true");
    }

    @Test
    void matchingCardStaysAlone() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"9\",\"3\"],\"ops\":[\"÷\"]}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-CALC-8");
        assertThat(a.get("correction"))
                .isEqualTo(json("{\"kind\":\"matching-card\",\"cards\":[\"3\"],\"back\":[\"9\"]}"));
    }

    @Test
    void recombinationPutsTheSameCardsInAnotherOrder() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"4\",\"7\"],\"ops\":[\"-\"]}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-CALC-4");
        assertThat(a.get("correction"))
                .isEqualTo(json("{\"kind\":\"recombination\",\"cards\":[\"7\",\"4\"],\"ops\":[\"-\"],\"back\":[]}"));
        assertThat(a.get("explanation").stringValue()).contains("4 − 7 is below zero");
    }

    @Test
    void recombinationWithParenthesesIsWrittenAsAnExpression() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"5\",\"cards\":[\"8\",\"2\",\"9\"],\"expr\":\"8/2-9\","
                + "\"parentheses\":true}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-CALC-4");
        assertThat(a.get("correction").get("kind").stringValue()).isEqualTo("recombination");
        assertThat(a.get("correction").has("expr")).isTrue();
    }

    @Test
    void wrongResultWithoutRecombinationTakesEverythingBack() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"9\",\"2\"],\"ops\":[\"-\"]}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-CALC-3");
        assertThat(a.get("correction")).isEqualTo(json("{\"kind\":\"none\",\"cards\":[],\"back\":[\"9\",\"2\"]}"));
    }

    @Test
    void operationsOfTheLevel() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"6\",\"2\"],\"ops\":[\"×\"],\"operations\":\"+-\"}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-CALC-6");
        assertThat(a.get("explanation").stringValue()).contains("+ and − only, so × cannot be used");
    }

    @Test
    void aJokerAloneIsJudgedAsAJoker() {
        assertThat(ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"J-replay\"]}").get("legal").booleanValue())
                .isTrue();
        assertThat(ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"J-replay\"],\"ops\":[]}").get("legal")
                .booleanValue()).isTrue();
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"J-number\"]}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-JOKER-1");
        assertThat(a.get("correction")).isEqualTo(json("{\"kind\":\"none\",\"cards\":[],\"back\":[\"J-number\"]}"));
        assertThat(a.get("explanation").stringValue()).contains("The change number joker covers only a symbol card");
    }

    @Test
    void aChangeJokerAndTheCardAfterIt() {
        assertThat(ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"J-number\",\"9\"]}").get("legal").booleanValue())
                .isTrue();
        JsonNode twoCards = ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"J-any\",\"7\",\"5\"]}");
        assertThat(twoCards.get("rule").stringValue()).isEqualTo("NZ-JOKER-2");
        assertThat(twoCards.get("correction"))
                .isEqualTo(json("{\"kind\":\"none\",\"cards\":[\"J-any\"],\"back\":[\"7\",\"5\"]}"));
        JsonNode match = ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"J-any\",\"8-bee\"]}");
        assertThat(match.get("rule").stringValue()).isEqualTo("NZ-JOKER-4");
        assertThat(match.get("correction"))
                .isEqualTo(json("{\"kind\":\"match-instead\",\"cards\":[\"8-bee\"],\"back\":[\"J-any\"]}"));
    }

    @Test
    void aWrongChangeJokerSendsBackTheCardAfterItToo() {
        JsonNode a = ask("{\"cmd\":\"judge\",\"target\":\"3-bee\",\"cards\":[\"J-number\",\"9\"]}");
        assertThat(a.get("rule").stringValue()).isEqualTo("NZ-JOKER-1");
        assertThat(a.get("correction"))
                .isEqualTo(json("{\"kind\":\"none\",\"cards\":[],\"back\":[\"J-number\",\"9\"]}"));
    }
}
