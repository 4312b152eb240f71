package org.arithmos.roster;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.i18n.Language;
import org.arithmos.i18n.Messages;
import org.arithmos.roster.ImportException.Problem;

/**
 * The classes a file renames (docs/decisions/0029): a class linked to its source id takes the file's name
 * whenever its own differs, whether the school renamed it or a teacher did by hand here (the list is the
 * reference, as for pupils' names). Its leavers' class follows ("CM1 B (left)"), so that the two stay side by
 * side. Only OneRoster files rename: a simple list has no class ids (a class's id there is its folded name), so a
 * new name in it is a new class, and a class renamed by hand keeps its name and its link.
 */
final class ClassRenames {

    private ClassRenames() {
    }

    /**
     * @param linked      file class id → the importer's open class linked to it by source id
     * @param reach       the importer's classes, open and archived
     * @param created     the classes the file creates
     * @param leftClasses class id (as text) → its leavers' class
     */
    static List<ImportPreview.ClassRename> of(Roster roster, Map<String, Long> linked, Map<Long, SchoolClass> reach,
                                              Collection<ImportPreview.NewClass> created,
                                              Map<String, Long> leftClasses, Language language) {
        List<ImportPreview.ClassRename> renames = new ArrayList<>();
        if (roster.format() != Roster.Format.ONEROSTER) {
            return renames;
        }
        Map<Long, String> after = new HashMap<>();
        reach.values().stream().filter(c -> !c.archived()).forEach(c -> after.put(c.id(), c.name()));
        for (Roster.RosterClass c : roster.classes()) {
            Long id = linked.get(c.sourceId());
            if (id != null && !reach.get(id).name().equals(c.name())) {
                renames.add(new ImportPreview.ClassRename(id, reach.get(id).name(), c.name()));
                after.put(id, c.name());
            }
        }
        for (ImportPreview.ClassRename r : List.copyOf(renames)) {
            // Two open classes of one name could not be told apart, nor matched by name by a later list.
            boolean taken = after.entrySet().stream().anyMatch(e -> e.getKey() != r.classId()
                    && Cells.fold(e.getValue()).equals(Cells.fold(r.name())))
                    || created.stream().anyMatch(n -> Cells.fold(n.name()).equals(Cells.fold(r.name())));
            if (taken) {
                throw new ImportException(Problem.CLASS_NAME_TAKEN, r.oldName() + "|" + r.name());
            }
            Long left = leftClasses.get(String.valueOf(r.classId()));
            if (left != null && reach.containsKey(left)) {
                String name = leftClassName(language, r.name());
                if (!reach.get(left).name().equals(name)) {
                    renames.add(new ImportPreview.ClassRename(left, reach.get(left).name(), name));
                }
            }
        }
        return renames;
    }

    /** "CM1 A (left)" in the importer's language, cut to a class name's 80 characters. */
    static String leftClassName(Language language, String className) {
        String name = Messages.get(language, RosterImportService.LEFT_CLASS_KEY, className);
        return name.length() > 80 ? name.substring(0, 80) : name;
    }
}
