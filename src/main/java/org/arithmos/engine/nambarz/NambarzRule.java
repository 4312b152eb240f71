package org.arithmos.engine.nambarz;

/** The rule ids of RULES.md, section 1 (Nambarz). Code, tests and explanations cite these. */
public enum NambarzRule {
    NZ_DECK_1, NZ_DECK_2, NZ_DECK_3, NZ_NOTE_1, NZ_DECK_4, NZ_DECK_5,
    NZ_DEAL_1, NZ_DEAL_2, NZ_DEAL_3, NZ_TURN_1, NZ_TURN_2, NZ_TURN_3,
    NZ_TARGET_1, NZ_MATCH_1,
    NZ_CALC_1, NZ_CALC_2, NZ_CALC_3, NZ_CALC_4, NZ_CALC_5, NZ_CALC_6, NZ_CALC_7, NZ_CALC_8,
    NZ_JOKER_1, NZ_JOKER_2, NZ_JOKER_3, NZ_JOKER_4, NZ_JOKER_5,
    NZ_PEN_0, NZ_PEN_1, NZ_PEN_2, NZ_PEN_3, NZ_PEN_4, NZ_PEN_5, NZ_PEN_6,
    NZ_END_1, NZ_SCORE_1, NZ_SCORE_2, NZ_SCORE_3, NZ_TEAM_1, NZ_PLAYERS_1;

    /** As written in RULES.md: {@code NZ-CALC-7}. */
    public String id() {
        return name().replace('_', '-');
    }

    public static NambarzRule ofId(String id) {
        return valueOf(id.replace('-', '_'));
    }

    @Override
    public String toString() {
        return id();
    }
}
