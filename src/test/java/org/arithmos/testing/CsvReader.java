package org.arithmos.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A downloaded CSV file read as a spreadsheet reads it (RFC 4180: quoted cells, doubled quotes, CRLF lines), so
 * that a test checks what a teacher gets in a spreadsheet or a screen reader's table, not the bytes' look.
 */
public final class CsvReader {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private CsvReader() {
    }

    /**
     * The rows of a UTF-8 file with a byte order mark (checked: without it a spreadsheet shows "LÃ©a"), each line
     * ended by CRLF, every row as long as the header; the header's cells are words, none empty, none twice.
     */
    public static List<List<String>> table(byte[] file, char separator) {
        assertThat(Arrays.copyOf(file, Math.min(3, file.length))).as("UTF-8 byte order mark").isEqualTo(BOM);
        String text = new String(file, 3, file.length - 3, StandardCharsets.UTF_8);
        List<List<String>> rows = parse(text, separator);
        assertThat(rows).as("a header line").isNotEmpty();
        List<String> header = rows.getFirst();
        assertThat(header).as("the header's cells").allSatisfy(cell -> assertThat(cell).isNotBlank())
                .doesNotHaveDuplicates();
        assertThat(rows).as("every row as long as the header").allSatisfy(row -> assertThat(row).hasSameSizeAs(header));
        return rows;
    }

    static List<List<String>> parse(String text, char separator) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"' && cell.isEmpty()) {
                quoted = true;
            } else if (c == separator) {
                row.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                row.add(cell.toString());
                cell.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
                i++;
            } else {
                assertThat(c).as("a bare line break (lines end with CRLF)").isNotIn('\r', '\n');
                cell.append(c);
            }
        }
        assertThat(quoted).as("a quoted cell left open").isFalse();
        assertThat(cell.isEmpty() && row.isEmpty()).as("the last line ends with CRLF").isTrue();
        return rows;
    }
}
