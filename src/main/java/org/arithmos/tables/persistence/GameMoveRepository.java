package org.arithmos.tables.persistence;

import java.util.List;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface GameMoveRepository extends JpaRepository<GameMoveEntity, GameMoveEntity.Key> {

    @Query("select m from GameMoveEntity m where m.key.gameId = :game order by m.key.seq")
    List<GameMoveEntity> findMoves(@Param("game") UUID game);
}
