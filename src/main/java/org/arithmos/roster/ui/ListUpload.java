package org.arithmos.roster.ui;

import com.vaadin.flow.server.streams.UploadEvent;
import com.vaadin.flow.server.streams.UploadHandler;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.arithmos.roster.ImportException;
import org.arithmos.roster.RosterFiles;

/**
 * Receives an uploaded class list in memory, refusing a file over {@link RosterFiles#MAX_BYTES} before reading
 * it when the browser says its size, and stopping at the limit when it does not (the Upload component also
 * refuses it in the browser). The view gets the bytes in its UI's lock.
 */
final class ListUpload implements UploadHandler {

    private final BiConsumer<String, byte[]> received;
    private final Consumer<ImportException> refused;

    ListUpload(BiConsumer<String, byte[]> received, Consumer<ImportException> refused) {
        this.received = received;
        this.refused = refused;
    }

    @Override
    public void handleUploadRequest(UploadEvent event) throws IOException {
        String name = event.getFileName();
        if (event.getFileSize() > RosterFiles.MAX_BYTES) {
            tooLarge(event);
            return;
        }
        byte[] bytes;
        try (InputStream in = event.getInputStream()) {
            bytes = in.readNBytes(RosterFiles.MAX_BYTES + 1);
        }
        if (bytes.length > RosterFiles.MAX_BYTES) {
            tooLarge(event);
            return;
        }
        event.getUI().access(() -> received.accept(name, bytes));
    }

    private void tooLarge(UploadEvent event) {
        event.reject(ImportException.Problem.TOO_LARGE.name());
        event.getUI().access(() -> refused.accept(new ImportException(ImportException.Problem.TOO_LARGE)));
    }

    @Override
    public long getFileSizeMax() {
        return RosterFiles.MAX_BYTES;
    }
}
