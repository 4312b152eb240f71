package org.arithmos.shell;

import com.vaadin.flow.spring.SpringServlet;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * What each open page's push connection (one WebSocket per pupil) keeps in the heap, cut to what it uses
 * (issue 12 §3, docs/benchmarks.md "What one pupil holds"). Measured in a heap dump of the load harness's node:
 * 128 KB of buffers per WebSocket before, most of it never used.
 * <ul>
 * <li>Atmosphere 3.0.5 gives every WebSocket a byte buffer and a char buffer of {@code bufferSize} (Vaadin sets
 * 16 KB: 48 KB a connection), which it clears on close and never reads or writes: a token size.</li>
 * <li>Tomcat gives every WebSocket four buffers of its default size (8 KB): the frames read, a binary and a text
 * message (16 KB of chars), and the frames written. With {@code WEBSOCKET_XHR} the browser sends nothing over
 * the socket (its messages go by XHR), so the reading side stays as allocated; Tomcat grows the message
 * buffers to Atmosphere's limit if a message ever comes. Written pushes larger than the buffer go out as more
 * fragments of one message, which the browsers join.</li>
 * </ul>
 */
@Configuration(proxyBeanMethods = false)
class PushConnectionBuffers {

    static final String ATMOSPHERE_BUFFER = "org.atmosphere.websocket.bufferSize";
    static final String ATMOSPHERE_BUFFER_BYTES = "64";
    static final String TOMCAT_BUFFER = "org.apache.tomcat.websocket.DEFAULT_BUFFER_SIZE";
    static final String TOMCAT_BUFFER_BYTES = "2048";

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
     * is when the server starts: set here, before that, unless the operator set it.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> tomcatWebSocketBufferSize() {
        return factory -> {
            if (System.getProperty(TOMCAT_BUFFER) == null) {
                System.setProperty(TOMCAT_BUFFER, TOMCAT_BUFFER_BYTES);
            }
        };
    }
}
