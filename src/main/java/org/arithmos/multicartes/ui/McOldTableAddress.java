package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The address a Multicartes game (solo or against robots) had before it became a private table (decision 0018,
 * step 3): a bookmark of {@code multicartes/<id>} opens {@code live/multicartes/<id>}, which shows the table to its
 * person and "not found" to anyone else, as the old screen did.
 */
@Route("multicartes/:gameId")
@AnonymousAllowed
class McOldTableAddress extends Div implements BeforeEnterObserver {

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String id = event.getRouteParameters().get("gameId").orElse("");
        event.forwardTo(McLiveTableView.class, new RouteParameters("tableId", id));
    }
}
