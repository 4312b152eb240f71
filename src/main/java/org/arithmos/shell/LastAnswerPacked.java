package org.arithmos.shell;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.RequestHandler;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinService;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinRequestInterceptor;
import com.vaadin.flow.server.VaadinSession;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.springframework.stereotype.Component;

/**
 * Keeps each page's last answer packed between its requests (issue 12, docs/benchmarks.md "What a connection
 * keeps"). Vaadin keeps every UI's last UIDL answer as a string, to send it again if the browser sends the same
 * request twice (when the answer was lost on the way). That string is the whole page after a navigation (17 KB
 * for "New game") and a table's update after a move (about 11 KB), kept as long as the page stays idle.
 * <p>
 * After a page's UIDL requests the answer is kept deflated (a quarter of its size) with a short stand-in in its
 * place; before the next UIDL request of that page is handled it is put back as it was, so Vaadin finds the very
 * same answer if that request is the same one again. It is packed only once no request of the page is in
 * progress: Vaadin writes an answer after letting go of the session's lock, and the browser may send a lost
 * request again while the first is still being answered. The stand-in, which only a request that reached Vaadin
 * without passing here could ever get, tells the browser to load the page again. Who may use it: no one calls
 * it; it runs for every request.
 */
@Component
class LastAnswerPacked implements VaadinServiceInitListener {

    /** What Vaadin sends to make the browser load the page again: never sent while this class does its work. */
    static final String STAND_IN = VaadinService.createCriticalNotificationJSON(null, null, null, null);

    /** The packed answer of one page. */
    record Packed(byte[] deflated, int length) {
    }

    /** The UIDL requests of one page that passed here and are not finished yet. */
    static final class InProgress {
        int requests;
    }

    /** Marks a request that passed here (its end is counted). */
    private static final String PASSED = LastAnswerPacked.class.getName() + ".passed";

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.addRequestHandler(new RequestHandler() {
            @Override
            public boolean handleRequest(VaadinSession session, VaadinRequest request, VaadinResponse response) {
                withUi(session, request, ui -> {
                    started(ui);
                    request.setAttribute(PASSED, Boolean.TRUE);
                });
                return false;
            }
        });
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
                if (session != null && request.getAttribute(PASSED) != null) {
                    withUi(session, request, LastAnswerPacked::ended);
                }
            }
        });
    }

    private static void withUi(VaadinSession session, VaadinRequest request, Consumer<UI> work) {
        String uiId = request.getParameter("v-uiId");
        if (!"uidl".equals(request.getParameter("v-r")) || uiId == null || !uiId.matches("[0-9]{1,9}")) {
            return;
        }
        session.lock();
        try {
            UI ui = session.getUIById(Integer.parseInt(uiId));
            if (ui != null) {
                work.accept(ui);
            }
        } finally {
            session.unlock();
        }
    }

    /** A request of the page starts: its last answer is put back (if packed) for as long as one is in progress. */
    static void started(UI ui) {
        InProgress now = ComponentUtil.getData(ui, InProgress.class);
        if (now == null) {
            now = new InProgress();
            ComponentUtil.setData(ui, InProgress.class, now);
        }
        now.requests++;
        unpack(ui);
    }

    /** A request of the page ended: the last answer is packed if it was the last one in progress. */
    static void ended(UI ui) {
        InProgress now = ComponentUtil.getData(ui, InProgress.class);
        if (now != null && --now.requests > 0) {
            return;
        }
        ComponentUtil.setData(ui, InProgress.class, null);
        pack(ui);
    }

    /** Packs the page's last answer, unless it is packed already (or there is none). */
    static void pack(UI ui) {
        String answer = ui.getInternals().getLastRequestResponse();
        if (answer == null || answer == STAND_IN) {
            return;
        }
        ComponentUtil.setData(ui, Packed.class, packed(answer));
        ui.getInternals().setLastRequestResponse(STAND_IN);
    }

    /** Puts the page's last answer back as it was, if it is packed. */
    static void unpack(UI ui) {
        Packed packed = ComponentUtil.getData(ui, Packed.class);
        if (packed != null) {
            ComponentUtil.setData(ui, Packed.class, null);
            if (ui.getInternals().getLastRequestResponse() == STAND_IN) {
                ui.getInternals().setLastRequestResponse(unpacked(packed));
            }
        }
    }

    static Packed packed(String answer) {
        byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
        Deflater deflater = new Deflater(Deflater.BEST_SPEED, true);
        try {
            deflater.setInput(bytes);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 4 + 64);
            byte[] chunk = new byte[4096];
            while (!deflater.finished()) {
                out.write(chunk, 0, deflater.deflate(chunk));
            }
            return new Packed(out.toByteArray(), bytes.length);
        } finally {
            deflater.end();
        }
    }

    static String unpacked(Packed packed) {
        Inflater inflater = new Inflater(true);
        try {
            inflater.setInput(packed.deflated());
            byte[] bytes = new byte[packed.length()];
            int filled = 0;
            while (filled < bytes.length && !inflater.finished()) {
                int n = inflater.inflate(bytes, filled, bytes.length - filled);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                filled += n;
            }
            if (filled != bytes.length) {
                throw new IllegalStateException("a packed answer came back short: " + filled + " of " + bytes.length);
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (DataFormatException e) {
            throw new IllegalStateException("a packed answer could not be read", e);
        } finally {
            inflater.end();
        }
    }
}
