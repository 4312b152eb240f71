package org.arithmos.roster;

import java.text.Normalizer;
import java.util.Locale;

/** What a cell may hold: no spreadsheet formula (refused, docs/decisions/0029), tidy spaces. */
final class Cells {

    /** As long as a first or last name may be (a pupil's shown name is made of them and kept to 40). */
    static final int MAX_NAME = 60;
    /** As long as a class's name may be (the classroom keeps the same limit). */
    static final int MAX_CLASS_NAME = 80;

    private Cells() {
    }

    /**
     * The cell's text, stripped, with runs of spaces made one. A cell starting with = + - @ (or a tab or
     * carriage return, which spreadsheets skip before them) would be a formula if the list went back into a
     * spreadsheet: the file is refused, saying where.
     */
    static String read(CsvTable table, CsvTable.Row row, int column) {
        String raw = row.cells().get(column);
        if (!raw.isEmpty() && "=+-@\t\r".indexOf(raw.charAt(0)) >= 0) {
            throw new ImportException(ImportException.Problem.FORMULA, where(table, row, column));
        }
        String text = Normalizer.normalize(raw, Normalizer.Form.NFC).strip().replaceAll("\\s+", " ");
        if (!text.isEmpty() && "=+-@".indexOf(text.charAt(0)) >= 0) {
            throw new ImportException(ImportException.Problem.FORMULA, where(table, row, column));
        }
        return text;
    }

    /** A cell that must not be empty. */
    static String required(CsvTable table, CsvTable.Row row, int column) {
        String text = read(table, row, column);
        if (text.isEmpty()) {
            throw new ImportException(ImportException.Problem.EMPTY_CELL, where(table, row, column));
        }
        return text;
    }

    /** A first or last name: required, and not longer than {@link #MAX_NAME}. */
    static String name(CsvTable table, CsvTable.Row row, int column) {
        String text = required(table, row, column);
        if (text.length() > MAX_NAME) {
            throw new ImportException(ImportException.Problem.NAME_TOO_LONG, where(table, row, column));
        }
        return text;
    }

    /** A class's name: required, and not longer than a class name may be. */
    static String className(CsvTable table, CsvTable.Row row, int column) {
        String text = required(table, row, column);
        if (text.length() > MAX_CLASS_NAME) {
            throw new ImportException(ImportException.Problem.NAME_TOO_LONG, where(table, row, column));
        }
        return text;
    }

    /** {@code pupils.csv:12 “Nom”}: the file, the line and the column of a problem. */
    static String where(CsvTable table, CsvTable.Row row, int column) {
        return table.fileName() + ":" + row.line() + " “" + table.header().get(column) + "”";
    }

    /** Names compared as the login screen tells them apart: no case, one space. */
    static String fold(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFC).strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
