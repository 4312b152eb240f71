package org.arithmos.multicartes.ui;

import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.arithmos.tables.ui.OldGameAddress;

/**
 * {@code multicartes/<id>}, a Multicartes game's address (solo or against robots) before it became a private table:
 * forwards to its table.
 */
@Route("multicartes/:gameId")
@AnonymousAllowed
class McOldTableAddress extends OldGameAddress {

    McOldTableAddress() {
        super(McTableView.class);
    }
}
