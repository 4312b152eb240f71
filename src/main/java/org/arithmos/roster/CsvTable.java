package org.arithmos.roster;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A CSV file read as a header and rows (RFC 4180: quoted cells may hold the separator, quotes doubled, line
 * breaks). The separator is the header's: a comma or a semicolon, whichever it holds more of outside quotes.
 * Blank lines are skipped; a row shorter than the header is padded with empty cells, a longer one is refused
 * unless its extra cells are empty (spreadsheets add trailing separators).
 */
final class CsvTable {

    /** One row of cells, with the line of the file it starts on (said in messages). */
    record Row(int line, List<String> cells) {
    }

    private final String fileName;
    private final List<String> header;
    private final Map<String, Integer> columns = new HashMap<>();
    private final List<Row> rows;

    private CsvTable(String fileName, List<String> header, List<Row> rows) {
        this.fileName = fileName;
        this.header = header;
        this.rows = rows;
        for (int i = 0; i < header.size(); i++) {
            columns.putIfAbsent(key(header.get(i)), i);
        }
    }

    static CsvTable parse(String fileName, String text) {
        List<Row> all;
        try {
            all = new Tokenizer(text, separatorOf(text)).rows();
        } catch (ImportException e) {
            throw e.problem() == ImportException.Problem.BAD_ROW
                    ? new ImportException(e.problem(), fileName + ":" + e.detail()) : e;
        }
        if (all.isEmpty()) {
            throw new ImportException(ImportException.Problem.EMPTY_FILE, fileName);
        }
        List<String> header = all.getFirst().cells().stream().map(String::strip).toList();
        List<Row> rows = new ArrayList<>();
        for (Row row : all.subList(1, all.size())) {
            List<String> cells = new ArrayList<>(row.cells());
            while (cells.size() > header.size()) {
                if (!cells.getLast().isBlank()) {
                    throw new ImportException(ImportException.Problem.BAD_ROW, fileName + ":" + row.line());
                }
                cells.removeLast();
            }
            while (cells.size() < header.size()) {
                cells.add("");
            }
            rows.add(new Row(row.line(), cells));
        }
        return new CsvTable(fileName, header, rows);
    }

    String fileName() {
        return fileName;
    }

    List<Row> rows() {
        return rows;
    }

    /** The first column whose header is one of these names (compared by {@link #key}). */
    Optional<Integer> column(List<String> names) {
        return names.stream().map(CsvTable::key).map(columns::get).filter(i -> i != null).findFirst();
    }

    /** A header name as compared: no accents, no case, no spaces, dashes, dots or underscores. */
    static String key(String name) {
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return plain.toLowerCase(Locale.ROOT).replaceAll("[\\s_\\-.’']", "");
    }

    /** The header's separator; a header with neither a comma nor a semicolon has the wrong one (or none). */
    private static char separatorOf(String text) {
        int commas = 0;
        int semicolons = 0;
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && (c == '\n' || c == '\r')) {
                if (commas + semicolons > 0 || !text.substring(0, i).isBlank()) {
                    break;
                }
            } else if (!quoted && c == ',') {
                commas++;
            } else if (!quoted && c == ';') {
                semicolons++;
            }
        }
        if (commas == 0 && semicolons == 0) {
            throw new ImportException(ImportException.Problem.NO_SEPARATOR);
        }
        return semicolons > commas ? ';' : ',';
    }

    /** Cuts the text into rows of cells. */
    private static final class Tokenizer {
        private final String text;
        private final char separator;
        private int line = 1;

        Tokenizer(String text, char separator) {
            this.text = text;
            this.separator = separator;
        }

        List<Row> rows() {
            List<Row> rows = new ArrayList<>();
            List<String> cells = new ArrayList<>();
            StringBuilder cell = new StringBuilder();
            boolean quoted = false;
            int rowLine = 1;
            int quoteLine = 1;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (quoted) {
                    if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        cell.append('"');
                        i++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        if (c == '\n') {
                            line++;
                        }
                        cell.append(c);
                    }
                } else if (c == '"' && cell.toString().isBlank()) {
                    quoted = true;
                    quoteLine = line;
                    cell.setLength(0);
                } else if (c == separator) {
                    cells.add(cell.toString());
                    cell.setLength(0);
                } else if (c == '\n' || c == '\r') {
                    if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                        i++;
                    }
                    cells.add(cell.toString());
                    cell.setLength(0);
                    addUnlessBlank(rows, rowLine, cells);
                    cells = new ArrayList<>();
                    line++;
                    rowLine = line;
                } else {
                    cell.append(c);
                }
            }
            if (quoted) {
                throw new ImportException(ImportException.Problem.BAD_ROW, String.valueOf(quoteLine));
            }
            cells.add(cell.toString());
            addUnlessBlank(rows, rowLine, cells);
            return rows;
        }

        private static void addUnlessBlank(List<Row> rows, int line, List<String> cells) {
            if (cells.stream().anyMatch(s -> !s.isBlank())) {
                rows.add(new Row(line, List.copyOf(cells)));
            }
        }
    }

    /** The header as written, to say which columns a file has. */
    List<String> header() {
        return header;
    }
}
