package org.arithmos.progress;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arithmos.i18n.Language;

/**
 * A class's dashboard as CSV (RFC 4180), one row per pupil, for a spreadsheet.
 *
 * <ul>
 *   <li>UTF-8 with a byte order mark: without it Excel reads "Léa" as "LÃ©a".</li>
 *   <li>The separator Excel expects in the teacher's language: a comma in English, a semicolon in French
 *       and Italian (where the comma is the decimal sign). Percentages are whole numbers.</li>
 *   <li>A cell that starts with {@code = + - @} gets a leading apostrophe, so that a pupil's name is never
 *       run as a formula by the spreadsheet.</li>
 * </ul>
 */
final class ClassCsv {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneId.systemDefault());

    private ClassCsv() {
    }

    static char separator(Language language) {
        return language == Language.ENGLISH ? ',' : ';';
    }

    static byte[] write(ClassProgress progress, Language language) {
        ProgressWords words = ProgressWords.in(language);
        char sep = separator(language);
        StringBuilder out = new StringBuilder();
        List<String> header = new ArrayList<>(List.of(words.t("progress.col.pupil"), words.t("progress.col.level"),
                words.t("progress.col.games"), words.t("progress.col.turns"), words.t("progress.col.plays"),
                words.t("progress.col.correct"), words.t("progress.col.success"), words.t("progress.col.penalties")));
        for (Misconception kind : Misconception.values()) {
            header.add(words.kindWithRules(kind));
        }
        header.addAll(List.of(words.t("progress.col.masterStrokes"), words.t("progress.col.missed"),
                words.t("progress.col.hints"), words.t("progress.col.checks"), words.t("progress.col.lastActive"),
                words.t("progress.col.attention")));
        line(out, header, sep);
        for (PupilProgress p : progress.pupils()) {
            List<String> row = new ArrayList<>(List.of(p.name(), words.level(p.level().step()),
                    Integer.toString(p.games()), Integer.toString(p.moves()), Integer.toString(p.plays().total()),
                    Integer.toString(p.plays().correct()),
                    p.plays().percent() == null ? "" : Integer.toString(p.plays().percent()),
                    Integer.toString(p.penalties())));
            for (Map.Entry<Misconception, Integer> e : p.penaltiesByKind().entrySet()) {
                row.add(Integer.toString(e.getValue()));
            }
            row.addAll(List.of(Integer.toString(p.masterStrokes()), Integer.toString(p.missedPlays()),
                    Integer.toString(p.hints()), Integer.toString(p.checks()),
                    p.lastActive() == null ? "" : WHEN.format(p.lastActive()), words.struggles(p)));
            line(out, row, sep);
        }
        var bytes = new ByteArrayOutputStream();
        bytes.writeBytes(BOM);
        bytes.writeBytes(out.toString().getBytes(StandardCharsets.UTF_8));
        return bytes.toByteArray();
    }

    private static void line(StringBuilder out, List<String> cells, char sep) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(sep);
            }
            out.append(cell(cells.get(i), sep));
        }
        out.append("\r\n");
    }

    static String cell(String text, char sep) {
        String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        if (safe.indexOf(sep) >= 0 || safe.indexOf('"') >= 0 || safe.indexOf('\n') >= 0 || safe.indexOf('\r') >= 0) {
            return '"' + safe.replace("\"", "\"\"") + '"';
        }
        return safe;
    }
}
