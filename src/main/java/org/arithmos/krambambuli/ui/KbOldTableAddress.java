package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The address a Krambambuli game against robots had before it became a private table (decision 0018, step 3): a
 * bookmark of {@code krambambuli/<id>} opens {@code live/krambambuli/<id>}, which shows the table to its person and
 * "not found" to anyone else, as the old screen did.
 */
@Route("krambambuli/:gameId")
@AnonymousAllowed
class KbOldTableAddress extends Div implements BeforeEnterObserver {

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String id = event.getRouteParameters().get("gameId").orElse("");
        event.forwardTo(LiveKbView.class, new RouteParameters("tableId", id));
    }
}
