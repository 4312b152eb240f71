package org.arithmos.tables.persistence;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** A stored game: options, seed and who sits where; its moves are {@link GameMoveEntity} rows. */
@Entity
@Table(name = "game")
public class GameEntity {

    @Id
    private UUID id;

    @Column(name = "owner_id", nullable = false)
    private Long ownerId;

    @Column(name = "game_kind", nullable = false, length = 16)
    private String gameKind;

    @Column(nullable = false, length = 200)
    private String options;

    @Column(nullable = false)
    private long seed;

    @Column(nullable = false, length = 16)
    private String mode;

    @Column(name = "bot_pace_ms", nullable = false)
    private int botPaceMs;

    @Column(name = "show_results", nullable = false)
    private boolean showResults;

    @Column(nullable = false, length = 16)
    private String status;

    @Column(name = "move_count", nullable = false)
    private int moveCount;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "game_seat", joinColumns = @JoinColumn(name = "game_id"))
    @OrderColumn(name = "seat")
    private List<SeatColumns> seats = new ArrayList<>();

    protected GameEntity() {
    }

    public GameEntity(UUID id, long ownerId, String gameKind, String options, long seed, String mode, int botPaceMs,
                      boolean showResults, List<SeatColumns> seats, Instant now) {
        this.showResults = showResults;
        this.id = id;
        this.ownerId = ownerId;
        this.gameKind = gameKind;
        this.options = options;
        this.seed = seed;
        this.mode = mode;
        this.botPaceMs = botPaceMs;
        this.status = GameStatus.PLAYING.name();
        this.moveCount = 0;
        this.seats = new ArrayList<>(seats);
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** A game stored whole (an import): how far it went, and when its last move was made. */
    void movedTo(int moves, boolean finished, Instant lastMoveAt) {
        this.moveCount = moves;
        this.status = (finished ? GameStatus.FINISHED : GameStatus.PLAYING).name();
        this.updatedAt = lastMoveAt;
    }

    public UUID id() {
        return id;
    }

    public long ownerId() {
        return ownerId;
    }

    public String gameKind() {
        return gameKind;
    }

    public String options() {
        return options;
    }

    public long seed() {
        return seed;
    }

    public String mode() {
        return mode;
    }

    public int botPaceMs() {
        return botPaceMs;
    }

    public boolean showResults() {
        return showResults;
    }

    public GameStatus status() {
        return GameStatus.valueOf(status);
    }

    public int moveCount() {
        return moveCount;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public List<SeatColumns> seats() {
        return List.copyOf(seats);
    }
}
