package org.arithmos.shell;

import com.vaadin.flow.spring.SpringServlet;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * What each open connection keeps in the heap, cut to what it uses (issue 12 §3, docs/benchmarks.md "What one
 * pupil holds" and "What a connection keeps"). Every pupil's page holds one WebSocket for its whole life, so each
 * buffer below is paid once per pupil. Measured in heap dumps of the load harness's node: 128 KB of buffers per
 * WebSocket at first, 29 KB after the first two cuts, 11 KB now.
 * <ul>
 * <li>Atmosphere 3.0.5 gives every WebSocket a byte buffer and a char buffer of {@code bufferSize} (Vaadin sets
 * 16 KB: 48 KB a connection), which it clears on close and never reads or writes: a token size.</li>
 * <li>Tomcat gives every WebSocket five buffers of its default size: the frames read, a binary and a text
 * message (twice the size, in chars), the frames written and the text being encoded. With
 * {@code WEBSOCKET_XHR} the browser sends nothing over the socket (its messages go by XHR), so the reading side
 * stays as allocated; Tomcat grows the message buffers if a message ever comes. A push larger than the buffer
 * goes out as several frames of one message (a table's update of 10 KB: ten frames), which browsers join.</li>
 * <li>Tomcat's connector gives every connection a socket read and a socket write buffer (8 KB each), kept while
 * the connection lives: for a WebSocket, as long as the page. Requests and answers larger than them are read
 * and written in several calls; the answers of a page are compressed to a few KB, and a request's headers are
 * parsed in a buffer of their own.</li>
 * </ul>
 * Operators who want other sizes set the system properties and connector attributes named here.
 */
@Configuration(proxyBeanMethods = false)
class ConnectionBuffers {

    static final String ATMOSPHERE_BUFFER = "org.atmosphere.websocket.bufferSize";
    static final String ATMOSPHERE_BUFFER_BYTES = "64";
    static final String TOMCAT_BUFFER = "org.apache.tomcat.websocket.DEFAULT_BUFFER_SIZE";
    static final String TOMCAT_BUFFER_BYTES = "1024";
    static final String SOCKET_READ_BUFFER = "socket.appReadBufSize";
    static final String SOCKET_WRITE_BUFFER = "socket.appWriteBufSize";
    static final int SOCKET_BUFFER_BYTES = 2048;

    /** Vaadin gives Atmosphere its own buffer size only where the servlet has none: this one is taken. */
    @Bean
    static BeanPostProcessor atmosphereBufferSize() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessBeforeInitialization(Object bean, String beanName) {
                if (bean instanceof ServletRegistrationBean<?> registration
                        && registration.getServlet() instanceof SpringServlet) {
                    registration.getInitParameters().putIfAbsent(ATMOSPHERE_BUFFER, ATMOSPHERE_BUFFER_BYTES);
                }
                return bean;
            }
        };
    }

    /**
     * Tomcat reads its WebSocket buffer size once, from a system property, when its WebSocket classes load, which
     * is when the server starts: set here, before that, unless the operator set it. The socket buffers are
     * attributes of the connector.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> tomcatBufferSizes() {
        return factory -> {
            if (System.getProperty(TOMCAT_BUFFER) == null) {
                System.setProperty(TOMCAT_BUFFER, TOMCAT_BUFFER_BYTES);
            }
            factory.addConnectorCustomizers(connector -> {
                connector.setProperty(SOCKET_READ_BUFFER, String.valueOf(SOCKET_BUFFER_BYTES));
                connector.setProperty(SOCKET_WRITE_BUFFER, String.valueOf(SOCKET_BUFFER_BYTES));
            });
        };
    }
}
