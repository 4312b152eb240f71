package org.arithmos.roster;

/**
 * A refused class list, with a reason said in the user's language ({@code import.error.<PROBLEM>}) and the
 * words at fault (the missing columns, the line, the names). Nothing was changed when this is thrown.
 */
public final class ImportException extends RuntimeException {

    public enum Problem {
        /** A class, teacher or pupil the importer may not touch: said as "not found", like the other services. */
        NOT_FOUND,
        NO_FILE, EMPTY_FILE, TOO_LARGE, TOO_MANY_PUPILS, UNKNOWN_ENCODING, NOT_CSV, NO_SEPARATOR, MISSING_COLUMNS,
        BAD_ROW, FORMULA, EMPTY_CELL, NAME_TOO_LONG, DUPLICATE_ID, DUPLICATE_NAME, UNKNOWN_FORMAT,
        MISSING_ONEROSTER_FILES, BAD_ZIP, SEVERAL_SCHOOLS, CLASS_OF_ANOTHER_SCHOOL, UNKNOWN_CLASS, AMBIGUOUS_CLASS,
        NO_TEACHER, CHANGED_SINCE_PREVIEW,
        /** A class the file renames would take the name of another open class: detail "old name|new name". */
        CLASS_NAME_TAKEN
    }

    private final Problem problem;
    private final String detail;

    public ImportException(Problem problem) {
        this(problem, "");
    }

    public ImportException(Problem problem, String detail) {
        super(problem.name() + (detail == null || detail.isEmpty() ? "" : ": " + detail));
        this.problem = problem;
        this.detail = detail == null ? "" : detail;
    }

    public Problem problem() {
        return problem;
    }

    /** The words at fault, to show with the message ("" when there are none). */
    public String detail() {
        return detail;
    }
}
