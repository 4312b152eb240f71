package org.arithmos.shell;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinRequestInterceptor;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinSession;
import org.springframework.stereotype.Component;

/**
 * Halves what each page keeps of its last answer (issue 12, docs/benchmarks.md "What one pupil holds"). Vaadin
 * keeps every UI's last UIDL answer as a string, to answer again a request the browser sends twice. One
 * character beyond Latin-1 in it (the "−" of "+ and − only", a "×" at the table) makes Java store the whole
 * string in two bytes per character: 128 KB for the "New game" page's 64,000 characters. After each UIDL
 * request the answer is kept with those characters written as JSON escapes ({@code \u2212}), which is the same
 * JSON to the browser, in one byte per character. Who may use it: no one calls it; it runs for every request.
 */
@Component
class LastAnswerLatin1 implements VaadinServiceInitListener {

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.addVaadinRequestInterceptor(new VaadinRequestInterceptor() {
            @Override
            public void requestStart(VaadinRequest request, VaadinResponse response) {
            }

            @Override
            public void handleException(VaadinRequest request, VaadinResponse response, VaadinSession session,
                    Exception exception) {
            }

            @Override
            public void requestEnd(VaadinRequest request, VaadinResponse response, VaadinSession session) {
                if (session != null && "uidl".equals(request.getParameter("v-r"))) {
                    keepLatin1(session, request.getParameter("v-uiId"));
                }
            }
        });
    }

    private static void keepLatin1(VaadinSession session, String uiId) {
        if (uiId == null || !uiId.matches("[0-9]{1,9}")) {
            return;
        }
        session.lock();
        try {
            UI ui = session.getUIById(Integer.parseInt(uiId));
            if (ui != null) {
                String answer = ui.getInternals().getLastRequestResponse();
                String latin1 = escaped(answer);
                if (latin1 != answer) {
                    ui.getInternals().setLastRequestResponse(latin1);
                }
            }
        } finally {
            session.unlock();
        }
    }

    /**
     * The JSON text with every character beyond Latin-1 as a {@code \}{@code uXXXX} escape (a character outside
     * the basic plane is two such escapes, its two UTF-16 halves, as JSON writes it); the same string when there
     * is none. Such characters only stand inside JSON strings, where the escape means the same character.
     */
    static String escaped(String json) {
        if (json == null || json.chars().allMatch(c -> c <= 0xFF)) {
            return json;
        }
        StringBuilder out = new StringBuilder(json.length() + 64);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c <= 0xFF) {
                out.append(c);
            } else {
                out.append("\\u").append(String.format("%04x", (int) c));
            }
        }
        return out.toString();
    }
}
