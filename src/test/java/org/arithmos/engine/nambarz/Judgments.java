package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.OperationSet;

/** Test helper: judge a play written in move notation on a target written as a card. */
final class Judgments {

    private Judgments() {
    }

    static Judgment judge(String target, String play) {
        return judge(target, play, CalcMode.LEFT_TO_RIGHT);
    }

    static Judgment judge(String target, String play, CalcMode mode) {
        NambarzMove.PutDown p = (NambarzMove.PutDown) NambarzMove.parse(play);
        return Judge.judge(new Target.NumberTarget((NumberCard) Card.parse(target)), p.cards(), p.expr(), mode);
    }

    static CalcMode plusMinus() {
        return new CalcMode(OperationSet.ADD_SUBTRACT, false);
    }

    static NambarzRule rule(Judgment j) {
        return j instanceof Judgment.Penalized p ? p.rule() : null;
    }

    /** The cards a correction leaves on the pile, in order, written as notation. */
    static List<String> kept(String play, Judgment j) {
        NambarzMove.PutDown p = (NambarzMove.PutDown) NambarzMove.parse(play);
        List<String> out = new ArrayList<>();
        switch (((Judgment.Penalized) j).correction()) {
            case Correction.KeepShorter(List<Integer> order, var e) -> order.forEach(i -> out.add(p.cards().get(i).notation()));
            case Correction.Recombine(List<Integer> order, var e) -> order.forEach(i -> out.add(p.cards().get(i).notation()));
            case Correction.KeepMatching(int position) -> out.add(p.cards().get(position).notation());
            case Correction.MatchInstead m -> out.add(p.cards().getFirst().notation());
            case Correction.TakeBack t -> { }
        }
        return out;
    }
}
