package org.arithmos.engine.nainjaune;

/** A move the rules refuse: nothing changes, and the judgment says why. */
public final class IllegalNainJauneMove extends RuntimeException {

    private final transient NainJauneJudgment judgment;

    public IllegalNainJauneMove(NainJauneJudgment judgment) {
        super(judgment.problem() + " (" + judgment.rule() + ")");
        this.judgment = judgment;
    }

    public NainJauneJudgment judgment() {
        return judgment;
    }
}
