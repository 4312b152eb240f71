package org.arithmos.tables;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.Role;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A table's stored game read back, a copy that leaves the live table untouched: one moment of it for the class
 * game's debrief (issue 15), and every move from one seat for the replay (0035).
 */
@Component
class TableHistory {

    private final TableStore store;
    private final TransactionTemplate tx;

    TableHistory(TableStore store, TransactionTemplate tx) {
        this.store = store;
        this.tx = tx;
    }

    /** The table at move {@code moveIndex} of its stored game, replayed (a copy: the table itself is untouched). */
    TableMoment moment(LiveTable t, int moveIndex) {
        var stored = store.game(t.id).orElseThrow(() -> new TableException(Problem.NOT_FOUND, "not started"));
        List<String> moves = stored.moves();
        int at = Math.clamp(moveIndex, 0, moves.size());
        Object state = t.game.deal(stored.options(), stored.seed());
        for (String m : moves.subList(0, at)) {
            state = t.game.apply(state, t.game.parseMove(m)).state();
        }
        int seat = t.game.toMove(state).orElse(-1);
        if (seat < 0) {
            return new TableMoment(t.id, t.code, t.game.kind(), at, moves.size(), -1, "", null, null, null, null, null);
        }
        Object played = at < moves.size() ? t.game.parseMove(moves.get(at)) : null;
        return new TableMoment(t.id, t.code, t.game.kind(), at, moves.size(), seat, stored.seats().get(seat).name(),
                t.game.view(state, seat, false), played, t.game.bestMove(state, seat).orElse(null),
                t.game.bestPlay(state, seat).map(TableGame.Robot::reason).orElse(null),
                new SeatedTable(t.id, t.code, t.game.kind(), TableStatus.PLAYING, stored.seats().stream()
                        .map(s -> new TableSeat(s.seat(), null, String.valueOf(s.seat() + 1), 0, "", null, false))
                        .toList(), t.seatCount, null, seat, at, seat, stored.options(), t.mode, false,
                        t.game.view(state, seat, false), 0));
    }

    /**
     * A finished table move by move from one seat (0035): a pupil who sat at it replays it from their own seat only;
     * the class's teacher (and an admin) from any seat. Only once the table is over (NOT_OVER before), so that no
     * hand still in play reaches anyone but its owner; another seat, or a table the reader may not see, is "not
     * found". {@code seat} null: the reader's own seat (a teacher: the first pupil's).
     */
    TableReplay replayFor(LiveTable t, Account me, Integer seat) {
        var stored = tx.execute(s -> store.game(t.id));
        boolean played = stored != null && stored.isPresent();
        if (me.role() == Role.PUPIL && (played ? stored.get().seats().stream()
                .noneMatch(s -> Long.valueOf(me.id()).equals(s.accountId())) : t.locked(() -> t.seatOf(me.id())) < 0)) {
            throw new TableException(Problem.NOT_FOUND, "not at this table");
        }
        if (t.locked(() -> t.status) != TableStatus.OVER) {
            throw new TableException(Problem.NOT_OVER, "the table is being played");
        }
        if (!played) {
            throw new TableException(Problem.NOT_FOUND, "the table was never played");
        }
        List<Integer> viewpoints = stored.get().seats().stream()
                .filter(s -> me.role() != Role.PUPIL || Long.valueOf(me.id()).equals(s.accountId()))
                .sorted(java.util.Comparator.comparing((TableStore.GameSeat s) -> s.accountId() == null)
                        .thenComparing(TableStore.GameSeat::seat))
                .map(TableStore.GameSeat::seat).toList();
        if (viewpoints.isEmpty() || (seat != null && !viewpoints.contains(seat))) {
            throw new TableException(Problem.NOT_FOUND, "no such seat for this reader");
        }
        int from = seat != null ? seat : viewpoints.getFirst();
        return replay(t, stored.get(), from, viewpoints.stream().sorted().toList());
    }

    /**
     * The stored game of a table replayed from one seat (0035): every frame is the news that seat's screen was
     * told after each move (its own view, the move's events as it knew them); a copy, the table is untouched.
     */
    TableReplay replay(LiveTable t, TableStore.StoredGame g, int seat, List<Integer> viewpoints) {
        List<TableSeat> seats = g.seats().stream().map(s -> new TableSeat(s.seat(), s.accountId(), s.name(), s.face(),
                s.robotLevel(), null, false)).toList();
        Object state = t.game.deal(g.options(), g.seed());
        List<TableNews> frames = new ArrayList<>();
        java.util.Map<Integer, TableGame.Robot<?>> best = new java.util.HashMap<>();
        frames.add(new TableNews(frame(t, g, seats, seat, state, 0), -1, null, List.of(), null));
        for (int k = 0; k < g.moves().size(); k++) {
            int mover = t.game.toMove(state).orElse(-1);
            if (mover == seat) {
                int at = k;
                t.game.bestPlay(state, seat).ifPresent(b -> best.put(at, b));
            }
            Object move = t.game.parseMove(g.moves().get(k));
            TableGame.Step<Object> step = t.game.apply(state, move);
            state = step.state();
            frames.add(new TableNews(frame(t, g, playedBy(seats, mover, g.byRobot().contains(k)), seat, state, k + 1),
                    mover, move, t.game.seenBy(step.events(), seat), null));
        }
        return new TableReplay(t.id, t.code, t.game.kind(), seats, seat, viewpoints, frames, best);
    }

    /**
     * The seats as the move's frame names them: a robot's move at a pupil's seat (before a latecomer sat down, while
     * a robot stood in, when the class's timer ran out) is said as a robot's ("Adam (a robot plays)"), never as the
     * pupil's own.
     */
    private static List<TableSeat> playedBy(List<TableSeat> seats, int mover, boolean byRobot) {
        if (!byRobot || mover < 0 || seats.get(mover).isRobot()) {
            return seats;
        }
        List<TableSeat> shown = new ArrayList<>(seats);
        shown.set(mover, seats.get(mover).withStandIn(true));
        return shown;
    }

    private SeatedTable frame(LiveTable t, TableStore.StoredGame g, List<TableSeat> seats, int seat, Object state,
                              int moves) {
        boolean over = t.game.toMove(state).isEmpty() || moves == g.moves().size();
        int toMove = over ? -1 : t.game.toMove(state).orElse(-1);
        return new SeatedTable(t.id, t.code, t.game.kind(), over ? TableStatus.OVER : TableStatus.PLAYING, seats,
                t.seatCount, t.hostId, seat, moves, toMove, g.options(), t.mode, t.partnersSeeHands,
                t.game.view(state, seat, t.partnersSeeHands), 0);
    }
}
