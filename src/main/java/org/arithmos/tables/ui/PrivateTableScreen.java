package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import java.util.UUID;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TablePlayer;
import org.arithmos.tables.TableService;

/**
 * What a card game's live screen needs to show a private table too (one person against robots, decision 0018
 * step 3), as Nambarz's live screen does: who acts there (signed in, or a guest by their browser's pass), the
 * robots held while the person reads (a round's results), and the "not found" of a table that is not theirs.
 * One per screen; Multicartes and Krambambuli take the same when their games against robots become tables.
 */
public final class PrivateTableScreen {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(PrivateTableScreen.class);

    private final TableService signedIn;
    private final GuestTables guests;
    private final CurrentUser user;
    private TablePlayer player;
    private UUID tableId;
    private boolean alone;
    /** Whether this screen told the table to hold its robots and has not let them go since. */
    private boolean held;

    public PrivateTableScreen(TableService signedIn, GuestTables guests, CurrentUser user) {
        this.signedIn = signedIn;
        this.guests = guests;
        this.user = user;
    }

    /** The one in front of the screen as the tables know them, for the table of the address. */
    public TablePlayer player(UUID tableId) {
        this.tableId = tableId;
        this.alone = false;
        this.held = false;
        player = user.account().isPresent() ? TablePlayer.signedIn(signedIn) : TablePlayer.guest(guests, Guests.pass());
        return player;
    }

    /**
     * The table as this screen first sees it: at a private table, robots a screen left waiting (it went with the
     * round's results open) go on.
     */
    public void shown(SeatedTable table) {
        alone = table.alone();
        if (alone) {
            held = true;
            reading(false);
        }
    }

    /** At a private table its robots wait while its person reads ({@code true}), and go on after; once per change. */
    public void reading(boolean reading) {
        if (!alone || reading == held || player == null) {
            return;
        }
        held = reading;
        try {
            player.hold(tableId, reading);
        } catch (TableException e) {
            log.debug("robots of table {} not held: {}", tableId, e.problem());
        }
    }

    /** The robots' pace of a private table, the person's choice at any moment (stored with the table). */
    public void pace(int millis) {
        if (player != null && alone) {
            player.setPace(tableId, millis);
        }
    }

    /**
     * A table the reader may not see (someone else's, a class's they are not in, none): a pupil goes back to
     * their class's tables; anyone else (a guest, a grown-up) is told the game cannot be found, with a new game.
     */
    public void missing(HasComponents host, String id, String newGame) {
        Component c = (Component) host;
        boolean pupil = user.account().filter(a -> a.role() == Role.PUPIL).isPresent();
        H2 said = new H2(c.getTranslation(pupil ? "live.error.NOT_FOUND" : "table.error.NOT_FOUND"));
        said.setId(id);
        host.add(said, pupil ? new Anchor("together", c.getTranslation("live.lobby"))
                : new Anchor(newGame, c.getTranslation("games.new")));
    }
}
