package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The address a game against robots had before it became a private table (decision 0018, step 3): a bookmark of
 * {@code table/<id>} opens {@code live/<id>}, which shows the table to its person and "not found" to anyone else.
 */
@Route("table")
@AnonymousAllowed
class NzOldTableAddress extends Div implements HasUrlParameter<String> {

    @Override
    public void setParameter(BeforeEvent event, String parameter) {
        event.forwardTo(NzTableView.class, parameter);
    }
}
