package org.arithmos.privacy.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.server.HttpStatusCode;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import java.io.ByteArrayInputStream;
import java.util.function.Function;
import org.arithmos.privacy.ExportFiles;
import org.arithmos.privacy.PrivacyException;
import org.arithmos.privacy.PrivacyService;
import org.arithmos.privacy.PupilExport;
import org.springframework.security.access.AccessDeniedException;

/**
 * Two download links for all of a pupil's data: one JSON file, or a zip of one CSV file per table. The
 * export is made when the link is followed, as the person logged in (the service checks who they are).
 * Public, so that other features' pages (a parent's children) can offer it.
 */
public class ExportLinks extends Div implements LocaleChangeObserver {

    private final Anchor json;
    private final Anchor csv;

    public ExportLinks(PrivacyService privacy, long pupilId) {
        addClassName("export-links");
        json = new Anchor(handler(privacy, pupilId, "json", "application/json", ExportFiles::json), "");
        json.setId("export-json-" + pupilId);
        csv = new Anchor(handler(privacy, pupilId, "zip", "application/zip", ExportFiles::csvZip), "");
        csv.setId("export-csv-" + pupilId);
        for (Anchor a : new Anchor[] {json, csv}) {
            a.addClassName("export-link");
        }
        add(json, csv);
    }

    private static DownloadHandler handler(PrivacyService privacy, long pupilId, String extension, String type,
                                           Function<PupilExport, byte[]> format) {
        return DownloadHandler.fromInputStream(event -> {
            try {
                PupilExport export = privacy.export(pupilId);
                byte[] bytes = format.apply(export);
                return new DownloadResponse(new ByteArrayInputStream(bytes), ExportFiles.fileName(export, extension),
                        type, bytes.length);
            } catch (PrivacyException | AccessDeniedException e) {
                return DownloadResponse.error(HttpStatusCode.NOT_FOUND);
            }
        });
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        json.removeAll();
        json.add(VaadinIcon.DOWNLOAD.create(), new com.vaadin.flow.component.html.Span(getTranslation("privacy.export.json")));
        csv.removeAll();
        csv.add(VaadinIcon.DOWNLOAD.create(), new com.vaadin.flow.component.html.Span(getTranslation("privacy.export.csv")));
        json.setTitle(getTranslation("privacy.export.json.help"));
        csv.setTitle(getTranslation("privacy.export.csv.help"));
    }
}
