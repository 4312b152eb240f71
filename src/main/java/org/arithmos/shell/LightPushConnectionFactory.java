package org.arithmos.shell;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.communication.PushConnection;
import com.vaadin.flow.server.communication.PushConnectionFactory;

/**
 * Gives every page a {@link LightPushConnection}. Vaadin finds it through {@code java.util.ServiceLoader}
 * ({@code META-INF/services}) when it makes a page, and allows one such factory.
 */
public final class LightPushConnectionFactory implements PushConnectionFactory {

    @Override
    public PushConnection apply(UI ui) {
        return new LightPushConnection(ui);
    }
}
