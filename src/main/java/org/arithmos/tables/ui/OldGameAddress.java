package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.RouteParameters;

/**
 * The address a card game against robots had before it became a private table (decision 0018, step 3), as
 * {@code <game>/:gameId}: a bookmark of it opens the game's live screen at {@code :tableId}, which shows the table to
 * its person and "not found" to anyone else, as the old screen did. Each game names its route and its live screen.
 */
public abstract class OldGameAddress extends Div implements BeforeEnterObserver {

    private final Class<? extends Component> liveScreen;

    protected OldGameAddress(Class<? extends Component> liveScreen) {
        this.liveScreen = liveScreen;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String id = event.getRouteParameters().get("gameId").orElse("");
        event.forwardTo(liveScreen, new RouteParameters("tableId", id));
    }
}
