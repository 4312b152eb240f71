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
        String before = System.clearProperty(ConnectionBuffers.TOMCAT_BUFFER);
        try {
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
        } finally {
            if (before == null) {
                System.clearProperty(ConnectionBuffers.TOMCAT_BUFFER);
            } else {
                System.setProperty(ConnectionBuffers.TOMCAT_BUFFER, before);
            }
        }
    }

    @Test
    void anOperatorsWebSocketBufferSizeIsKept() {
        String before = System.setProperty(ConnectionBuffers.TOMCAT_BUFFER, "4096");
        try {
            new ConnectionBuffers().tomcatBufferSizes().customize(new TomcatServletWebServerFactory());

            assertThat(System.getProperty(ConnectionBuffers.TOMCAT_BUFFER)).isEqualTo("4096");
        } finally {
            if (before == null) {
                System.clearProperty(ConnectionBuffers.TOMCAT_BUFFER);
            } else {
                System.setProperty(ConnectionBuffers.TOMCAT_BUFFER, before);
            }
        }
    }

    @Test
    void vaadinFindsOnePushConnectionFactoryAndItMakesTheLightConnection() {
        var factories = ServiceLoader.load(PushConnectionFactory.class).stream().toList();

        assertThat(factories).hasSize(1);
        assertThat(factories.getFirst().get().apply(new UI())).isInstanceOf(LightPushConnection.class);
    }
}
