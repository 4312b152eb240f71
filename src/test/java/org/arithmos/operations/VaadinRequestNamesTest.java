package org.arithmos.operations;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

/** Vaadin's requests get a few fixed names in the request-time metric; never their addresses. */
class VaadinRequestNamesTest {

    @Test
    void aClickAHeartbeatPushAPageAndAFileAreToldApart() {
        assertThat(VaadinRequestNames.name(request("POST", "/", "uidl"))).isEqualTo("vaadin-uidl");
        assertThat(VaadinRequestNames.name(request("POST", "/", "heartbeat"))).isEqualTo("vaadin-heartbeat");
        assertThat(VaadinRequestNames.name(request("GET", "/VAADIN/push", null))).isEqualTo("vaadin-push");
        assertThat(VaadinRequestNames.name(request("GET", "/classes/42/progress", null))).isEqualTo("vaadin-page");
        assertThat(VaadinRequestNames.name(request("GET", "/VAADIN/build/indexhtml-abc.js", null))).isEqualTo("vaadin-static");
        assertThat(VaadinRequestNames.name(request("GET", "/", "made-up"))).isEqualTo("vaadin-other");
    }

    private static MockHttpServletRequest request(String method, String path, String type) {
        MockHttpServletRequest request = new MockHttpServletRequest(method, path);
        if (type != null) {
            request.setParameter("v-r", type);
        }
        return request;
    }
}
