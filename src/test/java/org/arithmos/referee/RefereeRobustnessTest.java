package org.arithmos.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Thousands of random requests, well-formed or not: each gets exactly one answer, which is a verdict, a
 * solution or a plain error, never the "could not answer" of an unexpected exception.
 */
class RefereeRobustnessTest {

    private static final List<String> WORDS = IntStream.range(0, Card.FACES)
            .mapToObj(face -> Card.ofFace(face).notation()).toList();
    private static final List<String> ODD = List.of("0", "11", "7-bee", "J-", "", " 3 ", "3-BEE", "x");
    private static final List<String> OPS = List.of("+", "-", "*", "/", "+", "-", "*", "/", "×", "÷", "−", "^", "");

    @Test
    void everyRequestGetsAnAnswerThatIsNotASurprise() {
        Random random = new Random(20261122);
        StringBuilder input = new StringBuilder();
        int requests = 2000;
        for (int i = 0; i < requests; i++) {
            input.append(request(random)).append('\n');
        }
        List<String> lines = RefereeSession.run(input.toString());
        assertThat(lines).hasSize(requests);
        for (String line : lines) {
            JsonNode answer = RefereeSession.json(line);
            assertThat(answer.has("legal") || answer.has("matches") || answer.has("error")).as(line).isTrue();
            if (answer.has("error")) {
                assertThat(answer.get("error").stringValue()).as(line).doesNotContain("could not answer");
            }
        }
    }

    private static String request(Random random) {
        return random.nextInt(3) == 0 ? nearlyLegal(random) : anything(random);
    }

    /** A legal play of a random hand, as the engine lists them, sometimes with one more card: NZ-CALC-7 or more. */
    private static String nearlyLegal(Random random) {
        List<Card> symbols = new ArrayList<>();
        IntStream.range(0, 40).forEach(i -> symbols.add(Card.ofFace(i % 10)));
        Collections.shuffle(symbols, random);
        List<Card> hand = symbols.subList(0, 8);
        Card target = Card.ofFace(random.nextInt(30));
        List<NambarzMove> plays = LegalMoves.plays(Hand.of(hand), new Target.NumberTarget((NumberCard) target),
                CalcMode.LEFT_TO_RIGHT);
        ObjectNode q = JsonNodeFactory.instance.objectNode().put("cmd", "judge").put("target", target.notation());
        if (plays.isEmpty()) {
            strings(q.putArray("cards"), List.of(hand.getFirst().notation()));
            return q.toString();
        }
        NambarzMove.PutDown play = (NambarzMove.PutDown) plays.get(random.nextInt(plays.size()));
        List<String> cards = new ArrayList<>(play.cards().stream().map(Card::notation).toList());
        List<String> ops = new ArrayList<>(play.expr().operators().stream().map(op -> String.valueOf(op.ascii())).toList());
        if (random.nextBoolean()) {
            cards.add(Card.ofFace(random.nextInt(10)).notation());
            ops.add(OPS.get(random.nextInt(4)));
        }
        strings(q.putArray("cards"), cards);
        if (cards.size() > 1) {
            strings(q.putArray("ops"), ops);
        }
        return q.toString();
    }

    private static String anything(Random random) {
        ObjectNode q = JsonNodeFactory.instance.objectNode();
        boolean solve = random.nextInt(4) == 0;
        q.put("cmd", solve ? "solve" : "judge");
        q.put("target", card(random));
        List<String> cards = new ArrayList<>();
        int n = solve ? random.nextInt(12) : 1 + random.nextInt(random.nextBoolean() ? 3 : 7);
        for (int i = 0; i < n; i++) {
            cards.add(card(random));
        }
        strings(q.putArray(solve ? "hand" : "cards"), cards);
        boolean parentheses = random.nextBoolean();
        if (random.nextInt(3) > 0) {
            q.put("parentheses", parentheses);
        }
        if (random.nextInt(3) == 0) {
            q.put("operations", random.nextBoolean() ? "+-" : "+-*/");
        }
        if (!solve && n > 1) {
            if (random.nextInt(3) == 0) {
                q.put("expr", expr(random, cards));
            } else {
                List<String> ops = new ArrayList<>();
                int size = random.nextInt(10) == 0 ? n : n - 1;
                for (int i = 0; i < size; i++) {
                    ops.add(OPS.get(random.nextInt(OPS.size())));
                }
                strings(q.putArray("ops"), ops);
            }
        }
        return q.toString();
    }

    /** Mostly real cards, mostly symbol cards (so that calculations get past NZ-CALC-2), some nonsense. */
    private static String card(Random random) {
        int roll = random.nextInt(50);
        if (roll == 0) {
            return ODD.get(random.nextInt(ODD.size()));
        }
        return WORDS.get(roll < 35 ? random.nextInt(10) : random.nextInt(WORDS.size()));
    }

    /** The cards' values (or what stands for them) with random operators and brackets. */
    private static String expr(Random random, List<String> cards) {
        StringBuilder out = new StringBuilder();
        int open = 0;
        for (int i = 0; i < cards.size(); i++) {
            if (i > 0) {
                out.append(OPS.get(random.nextInt(8)));
            }
            if (random.nextInt(3) == 0) {
                out.append('(');
                open++;
            }
            out.append(cards.get(i).split("-")[0]);
            if (open > 0 && random.nextInt(3) == 0) {
                out.append(')');
                open--;
            }
        }
        out.append(")".repeat(random.nextInt(5) == 0 ? open + 1 : open));
        return out.toString();
    }

    private static ArrayNode strings(ArrayNode array, List<String> items) {
        items.forEach(array::add);
        return array;
    }
}
