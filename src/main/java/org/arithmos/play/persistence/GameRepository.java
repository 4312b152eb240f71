package org.arithmos.play.persistence;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface GameRepository extends JpaRepository<GameEntity, UUID> {

    List<GameEntity> findByOwnerIdOrderByUpdatedAtDesc(Long ownerId);

    @Modifying(clearAutomatically = true, flushAutomatically = true)
    @Query("update GameEntity g set g.botPaceMs = :millis where g.id = :id")
    int setBotPace(@Param("id") UUID id, @Param("millis") int millis);

    /** Moves the game on by one move, only if nobody else did first: 1 row, or 0 when it moved on. */
    @Modifying(clearAutomatically = true, flushAutomatically = true)
    @Query("""
            update GameEntity g set g.moveCount = :expected + 1, g.status = :status, g.updatedAt = :at
            where g.id = :id and g.moveCount = :expected""")
    int advance(@Param("id") UUID id, @Param("expected") int expected, @Param("status") String status,
                @Param("at") Instant at);
}
