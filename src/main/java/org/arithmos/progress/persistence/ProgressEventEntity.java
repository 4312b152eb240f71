package org.arithmos.progress.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;
import org.arithmos.progress.ProgressEvent;
import org.arithmos.progress.ProgressKind;

@Entity
@Table(name = "progress_event")
public class ProgressEventEntity {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
    @Column(name = "pupil_id", nullable = false)
    private long pupilId;
    @Column(name = "game_id")
    private UUID gameId;
    @Column(name = "move_seq")
    private Integer moveSeq;
    @Column(name = "occurred_at", nullable = false)
    private Instant occurredAt;
    @Column(name = "game_kind", nullable = false)
    private String gameKind;
    @Column(name = "event_kind", nullable = false)
    private String eventKind;
    private Boolean legal;
    @Column(name = "rule_id")
    private String ruleId;
    @Column(name = "play_kind")
    private String playKind;
    private String operations;
    private Integer cards;
    private Integer bonus;
    @Column(name = "hint_used", nullable = false)
    private boolean hintUsed;
    @Column(name = "move_notation")
    private String moveNotation;
    @Column(name = "missed_play")
    private String missedPlay;
    @Column(name = "time_taken_ms")
    private Integer timeTakenMs;
    private String level;

    protected ProgressEventEntity() {
    }

    public ProgressEventEntity(ProgressEvent e) {
        pupilId = e.pupilId();
        gameId = e.gameId();
        moveSeq = e.moveSeq();
        occurredAt = e.at();
        gameKind = e.gameKind();
        eventKind = e.kind().name();
        legal = e.legal();
        ruleId = e.rule();
        playKind = e.playKind();
        operations = e.operations();
        cards = e.cards();
        bonus = e.bonus();
        hintUsed = e.hintUsed();
        moveNotation = e.move();
        missedPlay = e.missedPlay();
        timeTakenMs = e.thinkMillis();
        level = e.level();
    }

    public ProgressEvent toEvent() {
        return new ProgressEvent(pupilId, gameId, moveSeq, occurredAt, gameKind, ProgressKind.valueOf(eventKind), legal,
                ruleId, playKind, operations, cards, bonus, hintUsed, moveNotation, missedPlay, timeTakenMs, level);
    }
}
