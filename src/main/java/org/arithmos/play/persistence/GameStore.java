package org.arithmos.play.persistence;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.stereotype.Component;

/**
 * The play feature's storage: a game row, its seats, and its moves appended one by one. Callers run
 * it inside their transaction; a move is acknowledged only once that transaction has committed.
 */
@Component
public class GameStore {

    private final GameRepository games;
    private final GameMoveRepository moves;

    GameStore(GameRepository games, GameMoveRepository moves) {
        this.games = games;
        this.moves = moves;
    }

    public void create(GameEntity game) {
        games.save(game);
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

    public List<GameEntity> byOwner(long ownerId) {
        return games.findByOwnerIdOrderByUpdatedAtDesc(ownerId);
    }

    public void setBotPace(UUID id, int millis) {
        games.setBotPace(id, millis);
    }

    /** Appends move number {@code seq}; false (and nothing written) when the game is no longer at {@code seq}. */
    public boolean append(UUID id, int seq, int seat, String notation, boolean finished, Instant at) {
        String status = (finished ? GameStatus.FINISHED : GameStatus.PLAYING).name();
        if (games.advance(id, seq, status, at) != 1) {
            return false;
        }
        moves.save(new GameMoveEntity(id, seq, seat, notation, at));
        return true;
    }
}
