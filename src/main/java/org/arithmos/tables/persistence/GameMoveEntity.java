package org.arithmos.tables.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/** One move of a game, in the engine's notation; {@code seq} counts from 0. */
@Entity
@Table(name = "game_move")
public class GameMoveEntity {

    @Embeddable
    public record Key(@Column(name = "game_id") UUID gameId, @Column(name = "seq") int seq) implements Serializable {
    }

    @EmbeddedId
    private Key key;

    @Column(nullable = false)
    private int seat;

    @Column(nullable = false, length = 400)
    private String notation;

    @Column(name = "played_at", nullable = false)
    private Instant playedAt;

    /** A robot played it (its own seat, or one it stood in for at a live table); read only, the tables write it. */
    @Column(name = "by_robot", nullable = false, insertable = false, updatable = false)
    private boolean byRobot;

    protected GameMoveEntity() {
    }

    public GameMoveEntity(UUID gameId, int seq, int seat, String notation, Instant playedAt) {
        this.key = new Key(gameId, seq);
        this.seat = seat;
        this.notation = notation;
        this.playedAt = playedAt;
    }

    public UUID gameId() {
        return key.gameId();
    }

    public int seq() {
        return key.seq();
    }

    public int seat() {
        return seat;
    }

    public String notation() {
        return notation;
    }

    public boolean byRobot() {
        return byRobot;
    }

    public Instant playedAt() {
        return playedAt;
    }
}
