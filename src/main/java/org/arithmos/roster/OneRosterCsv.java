package org.arithmos.roster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * OneRoster 1.1 CSV (IMS Global): orgs.csv, classes.csv, users.csv and enrollments.csv, read by the spec's
 * column names. Pupils are users whose role is {@code student}, enrolled as students; a class's teachers are
 * its enrolled {@code teacher}s. Rows whose status is {@code tobedeleted} count as absent. One school per file.
 * A pupil enrolled in several classes goes to its homeroom class if one is marked, else to the first in
 * enrollments.csv (our pupils are in one class).
 */
final class OneRosterCsv {

    static final List<String> FILES = List.of("orgs.csv", "classes.csv", "users.csv", "enrollments.csv");
    static final String SOURCE_PREFIX = "oneroster:";

    private OneRosterCsv() {
    }

    static Roster read(Map<String, CsvTable> files) {
        List<String> absent = FILES.stream().filter(f -> !files.containsKey(f)).toList();
        if (!absent.isEmpty()) {
            throw new ImportException(ImportException.Problem.MISSING_ONEROSTER_FILES, String.join(", ", absent));
        }
        String school = school(files.get("orgs.csv"));
        Map<String, Roster.RosterClass> classes = classes(files.get("classes.csv"), school);
        Map<String, String[]> users = users(files.get("users.csv"));
        Map<String, String> homerooms = homerooms(files.get("classes.csv"));
        CsvTable enrollments = files.get("enrollments.csv");
        Columns e = Columns.of(enrollments, "classSourcedId", "userSourcedId", "role");
        int status = enrollments.column(List.of("status")).orElse(-1);
        Map<String, String> classOfPupil = new LinkedHashMap<>();
        Map<String, List<String>> teachers = new HashMap<>();
        for (CsvTable.Row row : enrollments.rows()) {
            if (deleted(enrollments, row, status)) {
                continue;
            }
            String classId = Cells.required(enrollments, row, e.at(0));
            String userId = Cells.required(enrollments, row, e.at(1));
            String role = Cells.read(enrollments, row, e.at(2)).toLowerCase(Locale.ROOT);
            if (!classes.containsKey(classId)) {
                throw new ImportException(ImportException.Problem.UNKNOWN_CLASS,
                        Cells.where(enrollments, row, e.at(0)) + " " + classId);
            }
            String[] user = users.get(userId);
            if (user == null) {
                continue;
            }
            if (role.equals("student") && user[0].equals("student")) {
                String before = classOfPupil.get(userId);
                if (before == null || !homerooms.containsKey(before) && homerooms.containsKey(classId)) {
                    classOfPupil.put(userId, classId);
                }
            } else if (role.equals("teacher")) {
                teachers.computeIfAbsent(classId, k -> new ArrayList<>()).addAll(List.of(user[3], user[4]));
            }
        }
        List<Roster.RosterPupil> pupils = new ArrayList<>();
        classOfPupil.forEach((userId, classId) -> {
            String[] user = users.get(userId);
            pupils.add(new Roster.RosterPupil(userId, user[1], user[2], classId));
        });
        if (pupils.isEmpty()) {
            throw new ImportException(ImportException.Problem.EMPTY_FILE, "users.csv, enrollments.csv");
        }
        List<Roster.RosterClass> used = classes.values().stream()
                .filter(c -> classOfPupil.containsValue(c.sourceId()))
                .map(c -> new Roster.RosterClass(c.sourceId(), c.name(), teachers.getOrDefault(c.sourceId(), List.of())
                        .stream().filter(s -> !s.isEmpty()).distinct().toList()))
                .toList();
        int skipped = users.size() - pupils.size();
        return new Roster(Roster.Format.ONEROSTER, SOURCE_PREFIX + school, used, pupils, 0, skipped);
    }

    /** The one school of orgs.csv (a district or a department may be there too). */
    private static String school(CsvTable orgs) {
        Columns c = Columns.of(orgs, "sourcedId", "name", "type");
        int status = orgs.column(List.of("status")).orElse(-1);
        Map<String, String> schools = new LinkedHashMap<>();
        for (CsvTable.Row row : orgs.rows()) {
            if (!deleted(orgs, row, status) && Cells.read(orgs, row, c.at(2)).equalsIgnoreCase("school")) {
                schools.put(Cells.required(orgs, row, c.at(0)), Cells.read(orgs, row, c.at(1)));
            }
        }
        if (schools.size() != 1) {
            throw new ImportException(schools.isEmpty() ? ImportException.Problem.EMPTY_FILE
                    : ImportException.Problem.SEVERAL_SCHOOLS, schools.isEmpty() ? "orgs.csv"
                    : String.join(", ", schools.values()));
        }
        return schools.keySet().iterator().next();
    }

    private static Map<String, Roster.RosterClass> classes(CsvTable table, String school) {
        Columns c = Columns.of(table, "sourcedId", "title", "schoolSourcedId");
        int status = table.column(List.of("status")).orElse(-1);
        Map<String, Roster.RosterClass> classes = new LinkedHashMap<>();
        Set<String> twice = new LinkedHashSet<>();
        for (CsvTable.Row row : table.rows()) {
            if (deleted(table, row, status)) {
                continue;
            }
            String id = Cells.required(table, row, c.at(0));
            String title = Cells.className(table, row, c.at(1));
            if (!Cells.required(table, row, c.at(2)).equals(school)) {
                throw new ImportException(ImportException.Problem.CLASS_OF_ANOTHER_SCHOOL, title);
            }
            if (classes.put(id, new Roster.RosterClass(id, title, List.of())) != null) {
                twice.add(id);
            }
        }
        if (!twice.isEmpty()) {
            throw new ImportException(ImportException.Problem.DUPLICATE_ID, "classes.csv: " + String.join(", ", twice));
        }
        return classes;
    }

    /** Classes marked {@code homeroom} in the optional classType column. */
    private static Map<String, String> homerooms(CsvTable table) {
        Map<String, String> homerooms = new HashMap<>();
        int id = table.column(List.of("sourcedId")).orElseThrow();
        table.column(List.of("classType")).ifPresent(type -> table.rows().stream()
                .filter(row -> row.cells().get(type).strip().equalsIgnoreCase("homeroom"))
                .forEach(row -> homerooms.put(row.cells().get(id).strip(), "homeroom")));
        return homerooms;
    }

    /** sourcedId → [role, givenName, familyName, username, email] of the users still there. */
    private static Map<String, String[]> users(CsvTable table) {
        Columns c = Columns.of(table, "sourcedId", "role", "givenName", "familyName");
        int status = table.column(List.of("status")).orElse(-1);
        int username = table.column(List.of("username")).orElse(-1);
        int email = table.column(List.of("email")).orElse(-1);
        Map<String, String[]> users = new LinkedHashMap<>();
        Set<String> twice = new LinkedHashSet<>();
        for (CsvTable.Row row : table.rows()) {
            if (deleted(table, row, status)) {
                continue;
            }
            String id = Cells.required(table, row, c.at(0));
            String role = Cells.read(table, row, c.at(1)).toLowerCase(Locale.ROOT);
            boolean pupil = role.equals("student");
            String[] user = {role,
                    pupil ? Cells.name(table, row, c.at(2)) : Cells.read(table, row, c.at(2)),
                    pupil ? Cells.name(table, row, c.at(3)) : Cells.read(table, row, c.at(3)),
                    username < 0 ? "" : Cells.read(table, row, username),
                    email < 0 ? "" : Cells.read(table, row, email)};
            if (users.put(id, user) != null) {
                twice.add(id);
            }
        }
        if (!twice.isEmpty()) {
            throw new ImportException(ImportException.Problem.DUPLICATE_ID, "users.csv: " + String.join(", ", twice));
        }
        return users;
    }

    private static boolean deleted(CsvTable table, CsvTable.Row row, int status) {
        return status >= 0 && row.cells().get(status).strip().equalsIgnoreCase("tobedeleted");
    }

    /** The columns a file must have, by the spec's names; refused naming those missing. */
    private record Columns(int[] indexes) {
        static Columns of(CsvTable table, String... names) {
            int[] at = new int[names.length];
            List<String> missing = new ArrayList<>();
            for (int i = 0; i < names.length; i++) {
                at[i] = table.column(List.of(names[i])).orElse(-1);
                if (at[i] < 0) {
                    missing.add(names[i]);
                }
            }
            if (!missing.isEmpty()) {
                throw new ImportException(ImportException.Problem.MISSING_COLUMNS, table.fileName() + ": "
                        + String.join(", ", missing) + "|" + String.join(", ", table.header()));
            }
            return new Columns(at);
        }

        int at(int i) {
            return indexes[i];
        }
    }
}
