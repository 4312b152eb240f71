package org.arithmos.play;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.classroom.Audience;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.play.persistence.GameEntity;
import org.arithmos.play.persistence.GameMoveEntity;
import org.arithmos.play.persistence.GameStore;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Stored games replayed move by move, for looking back. Who may use it: the player themself, and whoever
 * may see that pupil ({@link Audience}: their teacher, a linked parent, an admin). Anything else is
 * "not found".
 */
@Service
public class GameReplays {

    private final GameStore store;
    private final Audience audience;
    private final CurrentUser user;
    private final AccountService accounts;

    GameReplays(GameStore store, Audience audience, CurrentUser user, AccountService accounts) {
        this.store = store;
        this.audience = audience;
        this.user = user;
        this.accounts = accounts;
    }

    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public GameReplay replay(GameId id) {
        GameEntity game = store.find(id.value()).filter(this::maySee)
                .orElseThrow(() -> new PlayException(PlayException.Problem.NOT_FOUND, "no such game"));
        TableSetup setup = Tables.setupOf(game);
        List<Seat> seats = Tables.seatsOf(game, setup.options());
        int player = 0; // the player sits at seat 0 of every table they start
        NambarzState state = NambarzGame.newGame(setup.options(), game.seed());
        List<GameReplay.Frame> frames = new ArrayList<>();
        frames.add(new GameReplay.Frame(0, game.createdAt(), null, null, List.of(), null, view(id, setup, seats, state, 0)));
        List<GameMoveEntity> moves = store.moveRows(game.id());
        for (GameMoveEntity row : moves) {
            NambarzMove move = NambarzMove.parse(row.notation());
            NambarzMove missed = row.seat() == player ? PlayService.missedPlay(state, move) : null;
            Transition t = NambarzGame.apply(state, move);
            state = t.state();
            frames.add(new GameReplay.Frame(frames.size(), row.playedAt(), row.seat(), move,
                    t.events().stream().map(e -> e.seenBy(player)).toList(), missed,
                    view(id, setup, seats, state, frames.size())));
        }
        String name = accounts.find(game.ownerId()).map(a -> a.displayName()).orElse("");
        return new GameReplay(id, name, game.createdAt(), state.isOver(), frames);
    }

    private boolean maySee(GameEntity game) {
        return user.account().map(a -> a.id() == game.ownerId()).orElse(false) || audience.canSee(game.ownerId());
    }

    private static TableState view(GameId id, TableSetup setup, List<Seat> seats, NambarzState state, int moves) {
        return new TableState(id, setup, seats, 0, state.observation(0), List.of(), moves, true);
    }
}
