package org.arithmos.engine.bots;

/**
 * Why a bot chose its move, as data: the UI says it in the pupil's language (bundle key
 * {@code bot.reason.<NAME>}, with the move as argument).
 */
public enum BotReason {
    MATCH,
    EASY_CALCULATION,
    LONGEST_CALCULATION,
    MASTER_STROKE,
    CHANGE_JOKER_STUCK,
    CHANGE_JOKER_TO_FINISH,
    CARD_AFTER_JOKER,
    CARD_ON_JOKER,
    REPLAY_TO_PLAY_AGAIN,
    REPLAY_INSTEAD_OF_DRAW,
    PLAY_DRAWN_CARD,
    DRAW_NO_PLAY,
    DRAW_MISSED_PLAY,
    KEEP_DRAWN_CARD,
    SKIP_REPLAY,
    END_TURN;

    /** The i18n key of the one-line reason. */
    public String key() {
        return "bot.reason." + name();
    }
}
