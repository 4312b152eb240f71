package org.arithmos.engine.krambambuli;

/** A step the rules refuse: nothing changes, and the judgment says why. */
public final class IllegalKrambambuliMove extends RuntimeException {

    private final transient KrambambuliJudgment judgment;

    public IllegalKrambambuliMove(KrambambuliJudgment judgment) {
        super(judgment.problem() + " (" + judgment.rule() + ")");
        this.judgment = judgment;
    }

    public KrambambuliJudgment judgment() {
        return judgment;
    }
}
