package org.arithmos.tables;

import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.classroom.GameKind;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/** The caller's tables as lists: "My games" and a start page's "Continue your game" (docs/decisions/0018, step 3). */
@Component
class TableShelf {

    private final Tables tables;
    private final TableStore store;
    private final CurrentUser user;
    private final TransactionTemplate tx;

    TableShelf(Tables tables, TableStore store, CurrentUser user, TransactionTemplate tx) {
        this.tables = tables;
        this.store = store;
        this.user = user;
        this.tx = tx;
    }

    /**
     * The tables the caller sits at, for "My games": a class's (they open at the table, where the pupil takes
     * their seat back from the robot at once) and their own against robots, said as a game against robots always
     * was ("3 players, + and −, learning"). Empty for a guest (their tables are in GuestTables, and they have no
     * "My games").
     */
    List<org.arithmos.tables.ShelfGame> myShelf() {
        Optional<Account> me = user.account();
        if (me.isEmpty()) {
            return List.of();
        }
        return tx.execute(s -> store.seatedAt(me.get().id())).stream().map(this::onShelf).toList();
    }

    /**
     * The caller's own unfinished private tables of one game (against robots), the latest first, at most
     * {@code limit}: a start page's "Continue your game". A class's tables are not in it (the class's list has them).
     */
    List<UnfinishedGame> myUnfinished(String kind, int limit) {
        long me = user.require().id();
        return tx.execute(s -> store.unfinishedAlone(me, kind, limit)).stream()
                .map(r -> new UnfinishedGame(r.id(), r.options(), r.moves(), r.updatedAt())).toList();
    }

    private org.arithmos.tables.ShelfGame onShelf(TableStore.SeatedRow r) {
        var detail = r.alone() ? tables.game(r.kind()).shelfDetail(r.options(), r.mode()) : Optional.<TableGame.ShelfDetail>empty();
        return new org.arithmos.tables.ShelfGame(GameKind.valueOf(r.kind()), new org.arithmos.tables.GameId(r.id()),
                detail.map(TableGame.ShelfDetail::key).orElse("live.shelf"),
                detail.map(TableGame.ShelfDetail::args).orElse(List.of(r.code(), r.seats())),
                r.status().equals(TableStatus.OVER.name()), r.updatedAt(), TableRoutes.of(r.kind(), r.id()));
    }
}
