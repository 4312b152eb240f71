package org.arithmos.roster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The simple class list: one pupil a line, columns class, first name, last name, and optionally parent e-mail
 * and id; headers in English, French or Italian. A pupil's identifier is the {@code id} column when there is
 * one, else their first and last names (docs/decisions/0029: the class is left out so that a pupil who changes
 * class next year is the same pupil); a class's is its name.
 */
final class SimpleClassList {

    static final String SOURCE = "csv";

    static final List<String> CLASS = List.of("class", "class name", "classe", "classroom", "group", "groupe",
            "gruppo", "sezione");
    static final List<String> FIRST_NAME = List.of("first name", "firstname", "given name", "forename", "prénom",
            "prenom", "nome");
    static final List<String> LAST_NAME = List.of("last name", "lastname", "surname", "family name", "nom",
            "nom de famille", "cognome");
    static final List<String> PARENT_EMAIL = List.of("parent email", "parent e-mail", "parents email",
            "email parent", "e-mail parent", "email des parents", "courriel parent", "courriel des parents",
            "email genitore", "e-mail genitore", "email dei genitori", "mail genitore");
    static final List<String> ID = List.of("id", "identifier", "identifiant", "identificativo", "pupil id",
            "student id", "id élève", "id eleve", "id alunno");

    private SimpleClassList() {
    }

    /** Whether the header looks like a simple list (it names the three required columns). */
    static boolean fits(CsvTable table) {
        return table.column(CLASS).isPresent() && table.column(FIRST_NAME).isPresent()
                && table.column(LAST_NAME).isPresent();
    }

    static Roster read(CsvTable table) {
        List<String> missing = new ArrayList<>();
        Optional<Integer> classColumn = table.column(CLASS);
        Optional<Integer> firstColumn = table.column(FIRST_NAME);
        Optional<Integer> lastColumn = table.column(LAST_NAME);
        classColumn.ifPresentOrElse(i -> { }, () -> missing.add("@class"));
        firstColumn.ifPresentOrElse(i -> { }, () -> missing.add("@firstName"));
        lastColumn.ifPresentOrElse(i -> { }, () -> missing.add("@lastName"));
        if (!missing.isEmpty()) {
            throw new ImportException(ImportException.Problem.MISSING_COLUMNS,
                    String.join(", ", missing) + "|" + String.join(", ", table.header()));
        }
        Optional<Integer> emailColumn = table.column(PARENT_EMAIL);
        Optional<Integer> idColumn = table.column(ID);
        Map<String, Roster.RosterClass> classes = new LinkedHashMap<>();
        List<Roster.RosterPupil> pupils = new ArrayList<>();
        Map<String, Integer> lineOfId = new HashMap<>();
        Set<String> twice = new LinkedHashSet<>();
        int emails = 0;
        for (CsvTable.Row row : table.rows()) {
            String className = Cells.className(table, row, classColumn.get());
            String first = Cells.name(table, row, firstColumn.get());
            String last = Cells.name(table, row, lastColumn.get());
            if (emailColumn.isPresent() && !Cells.read(table, row, emailColumn.get()).isEmpty()) {
                emails++;
            }
            String classId = Cells.fold(className);
            classes.putIfAbsent(classId, new Roster.RosterClass(classId, className, List.of()));
            String id = idColumn.isPresent() ? "id:" + Cells.required(table, row, idColumn.get())
                    : "name:" + Cells.fold(first) + "|" + Cells.fold(last);
            if (lineOfId.putIfAbsent(id, row.line()) != null) {
                twice.add(idColumn.isPresent() ? id.substring(3) : first + " " + last);
            }
            pupils.add(new Roster.RosterPupil(id, first, last, classId));
        }
        if (!twice.isEmpty()) {
            throw new ImportException(ImportException.Problem.DUPLICATE_ID, String.join(", ", twice));
        }
        if (pupils.isEmpty()) {
            throw new ImportException(ImportException.Problem.EMPTY_FILE, table.fileName());
        }
        return new Roster(Roster.Format.SIMPLE_CSV, SOURCE, List.copyOf(classes.values()), pupils, emails, 0);
    }
}
