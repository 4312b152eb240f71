package org.arithmos.referee;

import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code solve}: every play a hand has on a target, as the engine lists them ({@link LegalMoves#plays}):
 * each matching card once, each legal calculation once per distinct multiset of cards, in one valid order.
 * Jokers in the hand are left out. {@code best} is the first calculation with the most cards, else the
 * first match, else null.
 */
final class SolveCommand {

    private SolveCommand() {
    }

    static ObjectNode answer(Request request) {
        NumberCard target = CardNotation.target(request);
        List<Card> hand = CardNotation.parseAll("hand", request.strings("hand", "the cards in the hand, like [\"6\",\"2\"]"));
        CalcMode mode = Options.calcMode(request);
        CardNotation.checkDeck(target, hand);
        List<Card> numbers = hand.stream().filter(NumberCard.class::isInstance).toList();
        List<NambarzMove.PutDown> plays = LegalMoves.plays(Hand.of(numbers), new Target.NumberTarget(target), mode)
                .stream().map(NambarzMove.PutDown.class::cast).toList();

        ObjectNode answer = Answers.object();
        ArrayNode matches = answer.putArray("matches");
        ArrayNode calculations = answer.putArray("calculations");
        NambarzMove.PutDown best = null;
        for (NambarzMove.PutDown play : plays) {
            if (play.cards().size() == 1) {
                matches.add(play.cards().getFirst().notation());
            } else {
                calculations.add(Answers.calculation(play.cards(), play.expr(), mode));
            }
            if (best == null || play.cards().size() > best.cards().size()) {
                best = play;
            }
        }
        if (best == null) {
            answer.putNull("best");
        } else {
            answer.set("best", Answers.calculation(best.cards(), best.expr(), mode));
        }
        return answer;
    }
}
