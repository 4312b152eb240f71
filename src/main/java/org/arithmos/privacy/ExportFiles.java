package org.arithmos.privacy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.arithmos.accounts.TableRows;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * A pupil's export as files: one JSON document, or a zip of one CSV file per table. Plain functions of
 * the export, so both formats hold exactly the same rows.
 */
public final class ExportFiles {

    static final String FORMAT = "arithmos-pupil-data";
    static final int VERSION = 1;
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private ExportFiles() {
    }

    /**
     * {@code {"format", "version", "exportedAt", "pupil": {...}, "tables": {"game": [{column: value}, ...]}}},
     * UTF-8, every table present (an empty list when the pupil has no row there).
     */
    public static byte[] json(PupilExport export) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("format", FORMAT);
        doc.put("version", VERSION);
        doc.put("exportedAt", export.exportedAt().toString());
        Map<String, Object> pupil = new LinkedHashMap<>();
        pupil.put("id", export.pupil().id());
        pupil.put("displayName", export.pupil().displayName());
        pupil.put("className", export.pupil().className());
        doc.put("pupil", pupil);
        Map<String, Object> tables = new LinkedHashMap<>();
        for (TableRows t : export.tables()) {
            tables.put(t.table(), t.rows().stream().map(row -> {
                Map<String, Object> named = new LinkedHashMap<>();
                for (int c = 0; c < t.columns().size(); c++) {
                    named.put(t.columns().get(c), row.get(c));
                }
                return named;
            }).toList());
        }
        doc.put("tables", tables);
        return JSON.writeValueAsBytes(doc);
    }

    /**
     * A zip with {@code <table>.csv} for every table: a header line, then one line per row (RFC 4180,
     * UTF-8 with a byte order mark so that spreadsheets read accents right). A text cell that starts
     * like a formula gets a leading apostrophe, so that opening the file never runs anything.
     */
    public static byte[] csvZip(PupilExport export) {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            for (TableRows t : export.tables()) {
                zip.putNextEntry(new ZipEntry(t.table() + ".csv"));
                zip.write(UTF8_BOM);
                zip.write(csv(t).getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    static String csv(TableRows t) {
        StringBuilder out = new StringBuilder();
        line(out, List.copyOf(t.columns()));
        t.rows().forEach(row -> line(out, row));
        return out.toString();
    }

    private static void line(StringBuilder out, List<?> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(cell(cells.get(i)));
        }
        out.append("\r\n");
    }

    static String cell(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Number || value instanceof Boolean) {
            return value.toString();
        }
        String text = value.toString();
        if (!text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0) {
            text = "'" + text;
        }
        if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")
                || text.startsWith(" ") || text.endsWith(" ")) {
            return '"' + text.replace("\"", "\"\"") + '"';
        }
        return text;
    }

    /** {@code arithmos-lea-12-2026-11-22.json}: the pupil's name without accents, their id, the day. */
    public static String fileName(PupilExport export, String extension) {
        String name = Normalizer.normalize(export.pupil().displayName(), Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("(^-|-$)", "");
        String day = export.exportedAt().atZone(ZoneOffset.UTC).toLocalDate().toString();
        return "arithmos-" + (name.isEmpty() ? "pupil" : name) + "-" + export.pupil().id() + "-" + day + "." + extension;
    }
}
