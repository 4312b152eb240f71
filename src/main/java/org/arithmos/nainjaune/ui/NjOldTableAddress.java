package org.arithmos.nainjaune.ui;

import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.arithmos.tables.ui.OldGameAddress;

/** {@code nain-jaune/<id>}, a Nain Jaune game's address before it became a private table: forwards to its table. */
@Route("nain-jaune/:gameId")
@AnonymousAllowed
class NjOldTableAddress extends OldGameAddress {

    NjOldTableAddress() {
        super(NjTableView.class);
    }
}
