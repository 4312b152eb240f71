package org.arithmos.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.communication.PushConnectionFactory;
import java.util.ServiceLoader;
import org.apache.catalina.connector.Connector;
import org.junit.jupiter.api.Test;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;

/** What each connection keeps (issue 12, docs/benchmarks.md "What a connection keeps"): the sizes reach Tomcat. */
class ConnectionBuffersTest {

    @Test
    void everyConnectionGetsSmallSocketBuffers() {
        withWebSocketBufferProperty(null, () -> {
            TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory();
            new ConnectionBuffers().tomcatBufferSizes().customize(factory);
            Connector connector = new Connector("HTTP/1.1");

            factory.getConnectorCustomizers().forEach(c -> c.customize(connector));

            assertThat(connector.getProperty(ConnectionBuffers.SOCKET_READ_BUFFER))
                    .hasToString(String.valueOf(ConnectionBuffers.SOCKET_BUFFER_BYTES));
            assertThat(connector.getProperty(ConnectionBuffers.SOCKET_WRITE_BUFFER))
                    .hasToString(String.valueOf(ConnectionBuffers.SOCKET_BUFFER_BYTES));
            assertThat(System.getProperty(ConnectionBuffers.TOMCAT_BUFFER))
                    .isEqualTo(ConnectionBuffers.TOMCAT_BUFFER_BYTES);
        });
    }

    @Test
    void anOperatorsWebSocketBufferSizeIsKept() {
        withWebSocketBufferProperty("4096", () -> {
            new ConnectionBuffers().tomcatBufferSizes().customize(new TomcatServletWebServerFactory());

            assertThat(System.getProperty(ConnectionBuffers.TOMCAT_BUFFER)).isEqualTo("4096");
        });
    }

    /** Runs {@code test} with Tomcat's WebSocket buffer property set to {@code value} (none: null), then restores it. */
    private static void withWebSocketBufferProperty(String value, Runnable test) {
        String before = System.getProperty(ConnectionBuffers.TOMCAT_BUFFER);
        set(value);
        try {
            test.run();
        } finally {
            set(before);
        }
    }

    private static void set(String value) {
        if (value == null) {
            System.clearProperty(ConnectionBuffers.TOMCAT_BUFFER);
        } else {
            System.setProperty(ConnectionBuffers.TOMCAT_BUFFER, value);
        }
    }

    @Test
    void vaadinFindsOnePushConnectionFactoryAndItMakesTheLightConnection() {
        var factories = ServiceLoader.load(PushConnectionFactory.class).stream().toList();

        assertThat(factories).hasSize(1);
        assertThat(factories.getFirst().get().apply(new UI())).isInstanceOf(LightPushConnection.class);
    }
}
