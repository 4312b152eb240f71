package org.arithmos.tables;

import java.time.Clock;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.tables.TableException.Problem;
import org.arithmos.tables.persistence.TableStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Which tables the caller may see and act at (docs/decisions/0018, "Who may use it"): a class's table its pupils
 * and teacher (and an admin), a private table its person only; anything else is "not found". The table is loaded
 * into memory, rebuilt by replay when it is not there. Checked inside every TableService method, after its
 * {@code @PreAuthorize}.
 */
@Component
class TableAccess {

    private final Tables tables;
    private final TableStore store;
    private final TableStart tableStart;
    private final CurrentUser user;
    private final LevelService levels;
    private final Audience audience;
    private final AccountService accounts;
    private final TransactionTemplate tx;
    private final Clock clock;

    TableAccess(Tables tables, TableStore store, TableStart tableStart, CurrentUser user, LevelService levels,
                Audience audience, AccountService accounts, TransactionTemplate tx, Clock clock) {
        this.tables = tables;
        this.store = store;
        this.tableStart = tableStart;
        this.user = user;
        this.levels = levels;
        this.audience = audience;
        this.accounts = accounts;
        this.tx = tx;
        this.clock = clock;
    }

    LiveTable grownUpsTable(UUID tableId) {
        if (user.require().role() == Role.PUPIL) {
            throw new TableException(Problem.NOT_FOUND, "no such table");
        }
        return visible(tableId);
    }

    /** A pupil's level, in the game's notation, as the table keeps it for their seat. */
    String levelOf(TableGame<?, ?, ?> game) {
        return levels.myLevel().map(game::level).orElseThrow(() -> new TableException(Problem.NOT_FOUND, "no level"));
    }

    /**
     * The table, if the caller may see it: a pupil of its class, or its teacher (or an admin); a private table,
     * its person only; a guest's table, nobody signed in (GuestTables).
     */
    LiveTable visible(UUID tableId) {
        LiveTable t = load(tableId);
        if (t == null || !t.recorded() || !(t.isPrivate() ? Long.valueOf(user.require().id()).equals(t.hostId)
                : mayWatchClass(t.classId))) {
            throw new TableException(Problem.NOT_FOUND, "no such table");
        }
        return t;
    }

    LiveTable load(UUID tableId) {
        LiveTable t = tables.get(tableId);
        if (t == null) {
            t = tx.execute(s -> store.find(tableId)).map(row -> tableStart.rebuild(row)).map(tables::put).orElse(null);
        }
        if (t != null) {
            t.lastUsed = clock.instant(); // an idle private table leaves memory after a while (TableSweep.sweep)
        }
        return t;
    }

    boolean mayWatchClass(long classId) {
        Account me = user.require();
        return switch (me.role()) {
            case PUPIL -> me.classId() != null && me.classId() == classId;
            case TEACHER, ADMIN -> audience.teaches(classId);
            case PARENT -> false;
        };
    }

    long classOfCaller(Long classId) {
        Account me = user.require();
        if (me.role() == Role.PUPIL) {
            if (me.classId() == null || (classId != null && !classId.equals(me.classId()))) {
                throw new TableException(Problem.NOT_FOUND, "no such class");
            }
            return me.classId();
        }
        if (classId == null || !audience.teaches(classId)) {
            throw new TableException(Problem.NOT_FOUND, "no such class");
        }
        return classId;
    }

    /** The private table's person, or NOT_FOUND: a class's table has no pace to change nor robots to hold. */
    LiveTable privateTable(UUID tableId) {
        LiveTable t = visible(tableId);
        if (!t.isPrivate()) {
            throw new TableException(Problem.NOT_FOUND, "not a private table");
        }
        return t;
    }

    /** Who plays at this table: a pupil of its class, or, at a private table, its person (whatever their role). */
    long player(LiveTable t) {
        return t.isPrivate() ? user.require().id() : pupil().id();
    }

    Account pupil() {
        Account me = user.require();
        if (me.role() != Role.PUPIL || me.classId() == null) {
            throw new TableException(Problem.NOT_FOUND, "live tables are for pupils of a class");
        }
        return accounts.find(me.id()).orElse(me);
    }

    void requireMayPlay(TableGame<?, ?, ?> game) {
        if (!levels.mayPlay(GameKind.valueOf(game.kind()))) {
            throw new TableException(Problem.NOT_ENABLED, game.kind() + " is not enabled for this pupil");
        }
    }
}
