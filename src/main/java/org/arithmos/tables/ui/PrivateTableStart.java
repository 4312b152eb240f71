package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasText;
import java.util.UUID;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableRoutes;
import org.arithmos.tables.TableService;

/**
 * A card game's start page opening its game against robots as a private table (decision 0018, step 3): signed
 * in, a stored one (a pupil's with their level's robots); a guest's in memory under their browser's pass. Then
 * the page goes to the table, or says why not in the reader's words, the choices left on the form.
 */
public final class PrivateTableStart {

    private final TableService tables;
    private final GuestTables guests;
    private final CurrentUser user;

    public PrivateTableStart(TableService tables, GuestTables guests, CurrentUser user) {
        this.tables = tables;
        this.guests = guests;
        this.user = user;
    }

    /**
     * @param notEnabled the game's words for a pupil whose level does not open it
     * @param refusal    where the page says why no table was opened (made visible then)
     */
    public <T extends Component & HasText> void open(Component page, TableService.NewTable wanted, String robots,
                                                      Long seed, String notEnabled, T refusal) {
        UUID id;
        try {
            id = user.account().isPresent() ? tables.openPrivate(wanted, robots, seed)
                    : guests.open(Guests.pass(), wanted, robots, seed);
        } catch (TableException e) {
            refusal.setText(page.getTranslation(switch (e.problem()) {
                case NOT_ENABLED -> notEnabled;
                case BUSY, NOT_FOUND -> "table.error." + e.problem().name();
                default -> "live.error." + e.problem().name();
            }));
            refusal.setVisible(true);
            return;
        }
        page.getUI().ifPresent(ui -> ui.navigate(TableRoutes.of(wanted.kind(), id)));
    }
}
