package org.arithmos.nambarz;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.classroom.Audience;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.tables.GameId;
import org.arithmos.tables.Seat;
import org.arithmos.tables.persistence.GameEntity;
import org.arithmos.tables.persistence.GameMoveEntity;
import org.arithmos.tables.persistence.GameStore;
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
        return replay(id, null);
    }

    /**
     * The game as one player saw it: at a live table (several pupils' seats, 0018) from the seat of
     * {@code pupilId} when the reader may see that pupil, else from the reader's own seat, else from the first
     * seat of a pupil the reader may see; a game against robots from its owner's seat.
     */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public GameReplay replay(GameId id, Long pupilId) {
        // Nambarz's replay: a live table of another game (0026) is not one to replay here yet.
        GameEntity game = store.find(id.value()).filter(g -> NzTableGame.KIND.equals(g.gameKind()))
                .orElseThrow(() -> new PlayException(PlayException.Problem.NOT_FOUND, "no such game"));
        List<GameReplay.Viewpoint> pupils = new ArrayList<>();
        int player = seatOf(game, pupilId, pupils);
        NzSetup setup = NzGameRows.setupOf(game);
        List<Seat> seats = NzGameRows.seatsOf(game, setup.options());
        NambarzState state = NambarzGame.newGame(setup.options(), game.seed());
        List<GameReplay.Frame> frames = new ArrayList<>();
        frames.add(new GameReplay.Frame(0, game.createdAt(), null, null, List.of(), null,
                view(id, setup, seats, state, 0, player), false));
        List<GameMoveEntity> moves = store.moveRows(game.id());
        for (GameMoveEntity row : moves) {
            NambarzMove move = NambarzMove.parse(row.notation());
            NambarzMove missed = row.seat() == player ? Hints.missedPlay(state, move) : null;
            Transition t = NambarzGame.apply(state, move);
            state = t.state();
            int seen = player;
            frames.add(new GameReplay.Frame(frames.size(), row.playedAt(), row.seat(), move,
                    t.events().stream().map(e -> e.seenBy(seen)).toList(), missed,
                    view(id, setup, seats, state, frames.size(), player), row.byRobot() && !seats.get(row.seat()).isBot()));
        }
        String name = pupils.isEmpty() ? accounts.find(game.ownerId()).map(a -> a.displayName()).orElse("")
                : game.seats().get(player).name();
        return new GameReplay(id, name, game.createdAt(), state.isOver(), frames, pupils);
    }

    /**
     * The seat to replay from, or "not found" when the reader may see none. Fills {@code pupils} with the
     * pupils' seats the reader may see, at a live table.
     */
    private int seatOf(GameEntity game, Long pupilId, List<GameReplay.Viewpoint> pupils) {
        List<Integer> mine = new ArrayList<>();
        var seats = game.seats();
        boolean live = seats.stream().filter(s -> s.accountId() != null).count() > 1
                || seats.stream().anyMatch(s -> s.accountId() != null && s.accountId() != game.ownerId());
        if (!live) {
            if (maySee(game.ownerId())) {
                return 0; // the player sits at seat 0 of every table they start
            }
            throw new PlayException(PlayException.Problem.NOT_FOUND, "no such game");
        }
        Long me = user.account().map(a -> a.id()).orElse(null);
        for (int seat = 0; seat < seats.size(); seat++) {
            Long pupil = seats.get(seat).accountId();
            if (pupil != null && maySee(pupil)) {
                mine.add(seat);
            }
        }
        if (mine.isEmpty()) {
            throw new PlayException(PlayException.Problem.NOT_FOUND, "no such game");
        }
        int chosen = mine.stream().filter(s -> seats.get(s).accountId().equals(pupilId)).findFirst()
                .or(() -> mine.stream().filter(s -> seats.get(s).accountId().equals(me)).findFirst())
                .orElse(mine.getFirst());
        mine.forEach(s -> pupils.add(new GameReplay.Viewpoint(seats.get(s).accountId(), seats.get(s).name(),
                s == chosen)));
        return chosen;
    }

    private boolean maySee(long pupilId) {
        return user.account().map(a -> a.id() == pupilId).orElse(false) || audience.canSee(pupilId);
    }

    private static TableState view(GameId id, NzSetup setup, List<Seat> seats, NambarzState state, int moves,
                                   int player) {
        return new TableState(id, setup, seats, player, state.observation(player), List.of(), moves, true);
    }
}
