package org.arithmos.pedagogy;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.arithmetic.Evaluation;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.arithmetic.Step;

/**
 * A calculation's steps as a pupil says them (NZ-CALC-3): "10 − 4 = 6", "6 ÷ 2 = 3 ✓". The last step
 * says what went wrong: a step NZ-CALC-4 forbids ("2 − 9 is below zero"), or a result that is not the
 * target ("9 − 2 = 7 (not 3)").
 */
final class StepWords {

    private static final String RIGHT = " ✓";

    private final Words words;

    StepWords(Words words) {
        this.words = words;
    }

    /** Every step of the evaluation; empty when there is none (a single card, a joker). */
    List<String> steps(Evaluation evaluation, int target) {
        List<String> out = new ArrayList<>();
        if (evaluation == null || evaluation.steps().isEmpty()) {
            return out;
        }
        List<Step> steps = evaluation.steps();
        for (int i = 0; i < steps.size() - 1; i++) {
            out.add(plain(steps.get(i)));
        }
        Step last = steps.getLast();
        if (!last.valid()) {
            out.add(forbidden(last, "step"));
        } else if (last.result() == target) {
            out.add(plain(last) + RIGHT);
        } else {
            out.add(words.text("step.notTarget", plain(last), Words.number(target)));
        }
        return out;
    }

    /**
     * Why NZ-CALC-4 forbids a step, as a short phrase ({@code kind} "step") or as a sentence with the
     * rule ({@code kind} "why").
     */
    String forbidden(Step step, String kind) {
        String left = Words.number(step.left());
        String right = Words.number(step.right());
        if (step.op() == Operator.MINUS) {
            return words.text(kind + ".belowZero", left, right);
        }
        if (step.op() == Operator.DIVIDE) {
            return step.right() == 0 ? words.text(kind + ".byZero", left) : words.text(kind + ".notExact", left, right);
        }
        // Beyond a long (NZ-CALC-4's reading in the engine): no real play gets there.
        return words.text(kind + ".tooBig", left + " " + step.op().symbol() + " " + right);
    }

    static String plain(Step step) {
        return step.left() + " " + step.op().symbol() + " " + step.right() + " = " + step.result();
    }
}
