package org.arithmos.tables.persistence;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The game tables read back: a Nambarz game's row, seats and moves (its replay, the demo's import).
 * A game is played at a table, which stores its moves (tables' TableStore, decision 0018).
 */
@Component
public class GameStore {

    private final GameRepository games;
    private final GameMoveRepository moves;
    private final JdbcTemplate jdbc;
    @PersistenceContext
    private EntityManager entities;

    GameStore(GameRepository games, GameMoveRepository moves, JdbcTemplate jdbc) {
        this.games = games;
        this.moves = moves;
        this.jdbc = jdbc;
    }

    public Optional<GameEntity> find(UUID id) {
        return games.findById(id);
    }

    public List<String> moves(UUID id) {
        return moves.findMoves(id).stream().map(GameMoveEntity::notation).toList();
    }

    public List<GameMoveEntity> moveRows(UUID id) {
        return moves.findMoves(id);
    }

    /** A game stored whole (an import): its row, its moves, and whether it is over. */
    public record WholeGame(GameEntity game, List<GameMoveEntity> moves, boolean finished) {
    }

    /**
     * A stored game against robots as the private table it is (0018, step 3): the table's row under the game's id
     * (no class, its owner the host, no code), as migration V4_21_1 gave the games stored before.
     */
    private static final String AS_PRIVATE_TABLE = "insert into live_table (id, code, class_id, host_id, game_kind,"
            + " options, mode, status, seats, grace_seconds, partners_see_hands, bot_pace_ms, created_at, updated_at)"
            + " select g.id, '', null, g.owner_id, g.game_kind, g.options, g.mode,"
            + " case when g.status = 'FINISHED' then 'OVER' else 'PLAYING' end,"
            + " (select count(*) from game_seat s where s.game_id = g.id), 60, false, g.bot_pace_ms, g.created_at,"
            + " g.updated_at from game g where g.id = ? and not exists (select 1 from live_table t where t.id = g.id)";

    /**
     * Whole games at once (an import): their rows and seats in one flush, then all their moves in JDBC
     * batches, and each game's private table. A game's last change is its last move (or its start when it has none).
     */
    public void createWithMoves(List<WholeGame> whole) {
        for (WholeGame w : whole) {
            GameEntity game = w.game();
            game.movedTo(w.moves().size(), w.finished(),
                    w.moves().isEmpty() ? game.createdAt() : w.moves().getLast().playedAt());
            entities.persist(game);
        }
        entities.flush();
        List<GameMoveEntity> rows = whole.stream().flatMap(w -> w.moves().stream()).toList();
        jdbc.batchUpdate("insert into game_move (game_id, seq, seat, notation, played_at) values (?, ?, ?, ?, ?)",
                rows, 1000, (statement, row) -> {
                    statement.setObject(1, row.gameId());
                    statement.setInt(2, row.seq());
                    statement.setInt(3, row.seat());
                    statement.setString(4, row.notation());
                    statement.setObject(5, OffsetDateTime.ofInstant(row.playedAt(), ZoneOffset.UTC));
                });
        jdbc.batchUpdate(AS_PRIVATE_TABLE, whole, 1000, (statement, w) -> statement.setObject(1, w.game().id()));
    }
}
