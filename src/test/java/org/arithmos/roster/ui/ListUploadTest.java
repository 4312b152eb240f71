package org.arithmos.roster.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.streams.UploadEvent;
import jakarta.servlet.http.Part;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.roster.ImportException;
import org.arithmos.roster.RosterFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The upload handler: a file reaches the view in its UI; one over the limit is refused, read or not. */
class ListUploadTest {

    private final List<String> received = new ArrayList<>();
    private final List<ImportException.Problem> refused = new ArrayList<>();
    private final ListUpload handler = new ListUpload((name, bytes) -> received.add(name + ":" + bytes.length),
            e -> refused.add(e.problem()));
    private Div owner;

    @BeforeEach
    void aUi() {
        MockVaadin.setup();
        owner = new Div();
        UI.getCurrent().add(owner);
    }

    @AfterEach
    void noUi() {
        MockVaadin.tearDown();
    }

    @Test
    void aFileReachesTheView() throws IOException {
        handler.handleUploadRequest(event("list.csv", 12, new ByteArrayInputStream(new byte[12])));
        MockVaadin.clientRoundtrip(false);
        assertThat(received).containsExactly("list.csv:12");
        assertThat(refused).isEmpty();
    }

    @Test
    void aFileAnnouncedOverTheLimitIsRefusedWithoutReadingIt() throws IOException {
        InputStream never = mock(InputStream.class);
        UploadEvent event = event("big.csv", RosterFiles.MAX_BYTES + 1L, never);
        handler.handleUploadRequest(event);
        MockVaadin.clientRoundtrip(false);
        assertThat(event.isRejected()).isTrue();
        assertThat(refused).containsExactly(ImportException.Problem.TOO_LARGE);
        assertThat(received).isEmpty();
        org.mockito.Mockito.verifyNoInteractions(never);
    }

    @Test
    void aFileOfUnknownSizeStopsBeingReadAtTheLimit() throws IOException {
        handler.handleUploadRequest(event("big.csv", -1, new ByteArrayInputStream(new byte[RosterFiles.MAX_BYTES + 10])));
        MockVaadin.clientRoundtrip(false);
        assertThat(refused).containsExactly(ImportException.Problem.TOO_LARGE);
        assertThat(received).isEmpty();
        assertThat(handler.getFileSizeMax()).isEqualTo(RosterFiles.MAX_BYTES);
    }

    private UploadEvent event(String name, long size, InputStream content) throws IOException {
        Part part = mock(Part.class);
        when(part.getInputStream()).thenReturn(content);
        return new UploadEvent(mock(VaadinRequest.class), mock(VaadinResponse.class), VaadinSession.getCurrent(), name,
                size, "text/csv", owner.getElement(), part);
    }
}
