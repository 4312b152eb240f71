package org.arithmos.referee;

import static org.arithmos.referee.RefereeSession.ask;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

/** Lines the referee cannot understand get {"error": …} in plain English, and nothing else. */
class RefereeErrorsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            bad JSON                 | {"cmd":"judge",                                                   | not valid JSON
            not JSON at all          | judge 3 6 2                                                       | not valid JSON
            two values               | {"cmd":"solve"} {"cmd":"solve"}                                   | one request per line: there is more after the JSON object
            an array                 | ["judge"]                                                         | must be a JSON object
            a string                 | "judge"                                                           | must be a JSON object
            null                     | null                                                              | must be a JSON object
            missing cmd              | {"target":"3","cards":["3"]}                                      | missing "cmd"
            cmd not a string         | {"cmd":1}                                                         | "cmd" must be a string
            unknown cmd              | {"cmd":"play","target":"3"}                                       | unknown "cmd" "play": use "judge" or "solve"
            missing target           | {"cmd":"judge","cards":["3"]}                                     | missing "target"
            missing cards            | {"cmd":"judge","target":"3"}                                      | missing "cards"
            missing hand             | {"cmd":"solve","target":"3"}                                      | missing "hand"
            target not a string      | {"cmd":"judge","target":3,"cards":["3"]}                          | "target" must be a string
            cards not a list         | {"cmd":"judge","target":"3","cards":"3"}                          | "cards" must be a list of strings
            card not a string        | {"cmd":"judge","target":"3","cards":[3]}                          | "cards" must be a list of strings
            ops not a list           | {"cmd":"judge","target":"3","cards":["1","2"],"ops":"+"}          | "ops" must be a list of strings
            expr not a string        | {"cmd":"judge","target":"3","cards":["1","2"],"expr":["1+2"]}     | "expr" must be a string
            parentheses not boolean  | {"cmd":"judge","target":"3","cards":["3"],"parentheses":"yes"}    | "parentheses" must be true or false
            operations unknown       | {"cmd":"judge","target":"3","cards":["3"],"operations":"*/"}      | "operations" must be "+-" or "+-*/"
            empty cards              | {"cmd":"judge","target":"3","cards":[]}                           | "cards" is empty
            animal not on value      | {"cmd":"judge","target":"3","cards":["7-bee"]}                    | there is no card "7-bee": the bee is on 3 and 8
            unknown animal           | {"cmd":"judge","target":"3","cards":["7-dog"]}                    | there is no animal "dog" (the animals are dragonfly
            value out of range       | {"cmd":"judge","target":"3","cards":["11"]}                       | values are 1 to 10
            unknown word             | {"cmd":"judge","target":"3","cards":["seven"]}                    | unknown card "seven"
            unknown joker            | {"cmd":"judge","target":"3","cards":["J-wild"]}                   | unknown joker "J-wild"
            unknown target           | {"cmd":"solve","target":"3-dog","hand":[]}                        | in "target": unknown card "3-dog"
            joker as target          | {"cmd":"judge","target":"J-any","cards":["3"]}                    | the target must be a number card
            joker in a calculation   | {"cmd":"judge","target":"3","cards":["6","J-any"],"ops":["-"]}    | a joker cannot be part of a calculation: "J-any"
            joker with ops           | {"cmd":"judge","target":"3","cards":["J-any","3"],"ops":["+"]}    | a joker cannot be part of a calculation
            joker second, no ops     | {"cmd":"judge","target":"3","cards":["3","J-replay"]}             | a joker cannot be part of a calculation
            replay then cards        | {"cmd":"judge","target":"3","cards":["J-replay","3"]}             | put the replay joker down alone
            joker after change joker | {"cmd":"judge","target":"3","cards":["J-number","J-any"]}         | after a change joker comes one number card, not a joker
            too few ops              | {"cmd":"judge","target":"3","cards":["6","5","2"],"ops":["+"]}    | 3 cards need 2 operators, not 1
            too many ops             | {"cmd":"judge","target":"3","cards":["6","2"],"ops":["/","+"]}    | 2 cards need 1 operator, not 2
            no ops                   | {"cmd":"judge","target":"3","cards":["6","2"]}                    | 2 cards are a calculation: give its 1 operator in "ops"
            unknown operator         | {"cmd":"judge","target":"3","cards":["6","2"],"ops":["^"]}        | unknown operator "^"
            ops and expr             | {"cmd":"judge","target":"3","cards":["1","2"],"ops":["+"],"expr":"1+2"} | either "ops" (left to right) or "expr", not both
            expr with other numbers  | {"cmd":"judge","target":"5","cards":["9","8","2"],"expr":"9-(8/4)","parentheses":true} | number 3 is "4", but card 3 is "2"
            expr with fewer numbers  | {"cmd":"judge","target":"5","cards":["9","8","2"],"expr":"9-8"}   | "expr" has 2 numbers and "cards" has 3 cards
            expr unreadable          | {"cmd":"judge","target":"5","cards":["9","8","2"],"expr":"9-(8/2"} | cannot read "expr" "9-(8/2": a "(" is not closed
            five copies of a card    | {"cmd":"judge","target":"3","cards":["6","6","6","6","6"],"ops":["+","+","+","+"]} | the deck has only 4 cards "6", and this line uses 5
            copies with the target   | {"cmd":"solve","target":"3-bee","hand":["3-bee","3-bee"]}         | the deck has only 2 cards "3-bee", and this line uses 3 (the target included)
            four jokers of a kind    | {"cmd":"solve","target":"3","hand":["J-any","J-any","J-any","J-any"]} | the deck has only 3 jokers "J-any"
            """)
    void answersWithAnError(String why, String line, String message) {
        JsonNode answer = ask(line);
        assertThat(answer.propertyNames()).containsExactly("error");
        assertThat(answer.get("error").stringValue()).contains(message);
    }

    @Test
    void aDeeplyNestedExpressionIsAnErrorNotACrash() {
        String expr = "(".repeat(100_000) + "3" + ")".repeat(100_000);
        JsonNode answer = ask("{\"cmd\":\"judge\",\"target\":\"3\",\"cards\":[\"3\"],\"expr\":\"" + expr + "\"}");
        assertThat(answer.get("error").stringValue()).contains("\"expr\"");
    }

    @Test
    void aSurpriseExceptionBecomesAnErrorLine() {
        JsonNode answer = Referee.safely(() -> {
            throw new IllegalStateException("something unexpected");
        });
        assertThat(answer.get("error").stringValue())
                .isEqualTo("the referee could not answer this line (IllegalStateException: something unexpected)");
    }
}
