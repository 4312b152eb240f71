package org.arithmos.krambambuli.ui;

import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.arithmos.tables.ui.OldGameAddress;

/** {@code krambambuli/<id>}, a Krambambuli game's address before it became a private table: forwards to its table. */
@Route("krambambuli/:gameId")
@AnonymousAllowed
class KbOldTableAddress extends OldGameAddress {

    KbOldTableAddress() {
        super(KbTableView.class);
    }
}
