package org.arithmos.progress;

import java.time.Instant;
import java.util.UUID;

/**
 * One thing a pupil did, as the dashboards read it.
 *
 * @param operations the operators the pupil used, ASCII ({@code "+-"}, {@code "*"}); null when none
 * @param rule       the rule a penalized play broke (NZ-PEN-0's choice), null when legal
 * @param level      the table's teaching level: operations, brackets, jokers ({@code "+- () beginner"})
 */
public record ProgressEvent(long pupilId, UUID gameId, Integer moveSeq, Instant at, String gameKind,
                            ProgressKind kind, Boolean legal, String rule, String playKind, String operations,
                            Integer cards, Integer bonus, boolean hintUsed, String move, String missedPlay,
                            Integer thinkMillis, String level) {
}
