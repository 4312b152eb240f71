package org.arithmos.engine.multicartes;

/** A move the rules refuse: nothing changes, and the judgment says why (Multicartes has no penalty). */
public final class IllegalMulticartesMove extends RuntimeException {

    private final transient MulticartesJudgment judgment;

    public IllegalMulticartesMove(MulticartesJudgment judgment) {
        super(judgment.problem() + " (" + judgment.rule() + ")");
        this.judgment = judgment;
    }

    public MulticartesJudgment judgment() {
        return judgment;
    }
}
