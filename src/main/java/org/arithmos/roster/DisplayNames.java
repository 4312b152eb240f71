package org.arithmos.roster;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The name a pupil is shown by: first name and the initial of the last name ("Léa M."), as teachers type them
 * and enough on a class's login screen, which anyone with the class code sees (docs/decisions/0029). Where two
 * pupils of a class would look alike, both get their whole last name.
 */
final class DisplayNames {

    /** As long as a pupil's shown name may be (the accounts keep the same limit). */
    static final int MAX = 40;

    private DisplayNames() {
    }

    /** Pupil source id → shown name, for the pupils of one class. */
    static Map<String, String> of(List<Roster.RosterPupil> classmates) {
        Map<String, Integer> shortUses = new HashMap<>();
        classmates.forEach(p -> shortUses.merge(Cells.fold(shortName(p)), 1, Integer::sum));
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, String> taken = new HashMap<>();
        for (Roster.RosterPupil p : classmates) {
            String name = shortUses.get(Cells.fold(shortName(p))) > 1 ? fullName(p) : shortName(p);
            String before = taken.putIfAbsent(Cells.fold(name), p.sourceId());
            if (before != null) {
                throw new ImportException(ImportException.Problem.DUPLICATE_NAME, name);
            }
            names.put(p.sourceId(), name);
        }
        return names;
    }

    static String shortName(Roster.RosterPupil p) {
        String initial = p.lastName().codePoints().limit(1).collect(StringBuilder::new, StringBuilder::appendCodePoint,
                StringBuilder::append).toString();
        return cut(p.firstName(), MAX - 3) + " " + initial + ".";
    }

    static String fullName(Roster.RosterPupil p) {
        return cut(p.firstName() + " " + p.lastName(), MAX);
    }

    private static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max).strip();
    }
}
