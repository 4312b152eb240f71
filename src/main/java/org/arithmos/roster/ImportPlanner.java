package org.arithmos.roster;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.ClassListChanges;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.roster.ImportException.Problem;
import org.arithmos.roster.persistence.RosterStore;
import org.springframework.stereotype.Component;

/**
 * Works out what a class list would change (docs/decisions/0029), without changing anything: which classes
 * of the school its classes are, whom it creates, changes, leaves alone and archives. Everything is read
 * through the classroom's services, so the importer sees only what they may see.
 */
@Component
class ImportPlanner {

    private final ClassListChanges changes;
    private final ClassroomService classroom;
    private final AccountService accounts;
    private final RosterStore store;
    private final CurrentUser user;

    ImportPlanner(ClassListChanges changes, ClassroomService classroom, AccountService accounts, RosterStore store,
                  CurrentUser user) {
        this.changes = changes;
        this.classroom = classroom;
        this.accounts = accounts;
        this.store = store;
        this.user = user;
    }

    ImportPlan plan(ImportRequest request) {
        Account me = user.require();
        boolean admin = me.role() == Role.ADMIN;
        List<Account> teachers = admin ? accounts.teachers() : List.of(me);
        Long chosen = request.teacherForNewClasses();
        if (chosen != null && teachers.stream().noneMatch(t -> t.id() == chosen)) {
            throw new ImportException(Problem.NOT_FOUND);
        }
        Roster roster = RosterFiles.read(request.files());
        // A teacher's simple lists are theirs: matching them against the admin's would mix two people's ids.
        String source = roster.format() == Roster.Format.SIMPLE_CSV && !admin ? roster.source() + ":" + me.id()
                : roster.source();
        Map<Long, SchoolClass> reach = new LinkedHashMap<>();
        changes.reachableClasses().forEach(c -> reach.put(c.id(), c));
        Classes classes = new Classes(roster, source, admin, me, reach, teachers, chosen, store.classes(source),
                store.classSources());
        List<ImportPreview.ClassRename> renames = ClassRenames.of(roster, classes.linked, reach,
                classes.created.values(), store.classes(RosterImportService.LEFT), request.language());
        Map<Long, String> nameAfter = new HashMap<>();
        reach.values().forEach(c -> nameAfter.put(c.id(), c.name()));
        renames.forEach(r -> nameAfter.put(r.classId(), r.name()));

        Map<String, Long> links = store.pupils(source);
        Set<Long> linkedIds = new HashSet<>(links.values());
        Set<Long> scope = new LinkedHashSet<>(classes.ids.values());
        if (roster.format() == Roster.Format.ONEROSTER) {
            // OneRoster lists the whole school: a class linked earlier and absent now has left, pupils and all.
            store.classes(source).values().stream().filter(id -> reach.containsKey(id) && !reach.get(id).archived())
                    .forEach(scope::add);
        }
        Map<Long, List<Account>> pupilsOf = new HashMap<>();
        Map<Long, Account> known = new HashMap<>();
        for (long classId : scope) {
            pupilsOf.put(classId, classroom.pupils(classId));
            pupilsOf.get(classId).forEach(p -> known.put(p.id(), p));
        }
        Set<String> inFile = new HashSet<>();
        List<String> leftOut = new ArrayList<>(classes.leftOut);
        Map<String, List<Roster.RosterPupil>> byClass = new LinkedHashMap<>();
        Map<String, Account> existing = new HashMap<>();
        for (Roster.RosterPupil p : roster.pupils()) {
            inFile.add(p.sourceId());
            if (classes.out.contains(p.classSourceId())) {
                continue;
            }
            Long id = links.get(p.sourceId());
            if (id != null) {
                Optional<Account> found = Optional.ofNullable(known.get(id)).or(() -> accounts.find(id)
                        .filter(a -> a.classId() != null && reach.containsKey(a.classId())));
                if (found.isEmpty()) {
                    leftOut.add(p.firstName() + " " + p.lastName()); // in a colleague's class now
                    continue;
                }
                existing.put(p.sourceId(), found.get());
            }
            byClass.computeIfAbsent(p.classSourceId(), k -> new ArrayList<>()).add(p);
        }
        List<ImportPreview.Pupil> archived = new ArrayList<>();
        Map<Long, Long> leaving = new HashMap<>();
        links.forEach((sourceId, id) -> {
            Account p = known.get(id);
            if (!inFile.contains(sourceId) && p != null && scope.contains(p.classId())) {
                archived.add(new ImportPreview.Pupil(sourceId, id, p.displayName(), reach.get(p.classId()).name(),
                        p.displayName(), reach.get(p.classId()).name()));
                leaving.put(id, p.classId());
            }
        });
        archived.sort(Comparator.comparing(ImportPreview.Pupil::className).thenComparing(ImportPreview.Pupil::name));

        List<ImportPreview.Pupil> created = new ArrayList<>();
        List<ImportPreview.Pupil> changed = new ArrayList<>();
        List<ImportPreview.Pupil> unchanged = new ArrayList<>();
        Map<String, Long> adopted = new LinkedHashMap<>();
        Map<String, String> classOfPupil = new LinkedHashMap<>();
        Set<Long> inFileIds = new HashSet<>();
        existing.values().forEach(a -> inFileIds.add(a.id()));
        byClass.forEach((classSourceId, classmates) -> {
            Map<String, String> names = DisplayNames.of(classmates);
            Long classId = classes.ids.get(classSourceId);
            String className = classId != null ? nameAfter.get(classId) : classes.created.get(classSourceId).name();
            // The class's pupils who stay and are not in the list: a name of the list may not be theirs too.
            Map<String, Account> others = new HashMap<>();
            if (classId != null) {
                pupilsOf.get(classId).stream().filter(a -> !inFileIds.contains(a.id()) && !leaving.containsKey(a.id()))
                        .forEach(a -> others.put(Cells.fold(a.displayName()), a));
            }
            for (Roster.RosterPupil p : classmates) {
                String name = names.get(p.sourceId());
                classOfPupil.put(p.sourceId(), classSourceId);
                Account before = existing.get(p.sourceId());
                Account namesake = others.remove(Cells.fold(name));
                if (namesake != null) {
                    if (before != null || linkedIds.contains(namesake.id())) {
                        throw new ImportException(Problem.DUPLICATE_NAME, className + ": " + name);
                    }
                    before = namesake; // typed by hand before the first import: taken over, not doubled
                    adopted.put(p.sourceId(), namesake.id());
                }
                if (before == null) {
                    created.add(new ImportPreview.Pupil(p.sourceId(), null, name, className, null, null));
                    continue;
                }
                String oldClass = before.classId().equals(classId) ? className : reach.get(before.classId()).name();
                var row = new ImportPreview.Pupil(p.sourceId(), before.id(), name, className, before.displayName(),
                        oldClass);
                boolean same = before.displayName().equals(name) && classId != null && classId.equals(before.classId());
                (same ? unchanged : changed).add(row);
            }
        });
        var preview = new ImportPreview(roster.format(), source, created, changed, unchanged, archived,
                List.copyOf(classes.created.values()), renames, leftOut, roster.parentEmails(), roster.skipped());
        return new ImportPlan(preview, classes.ids, classes.linkByName, classOfPupil, adopted, leaving);
    }

    /** Where each class of the file goes: a class linked to it earlier, one of the same name, or a new one. */
    private static final class Classes {
        final Map<String, Long> ids = new LinkedHashMap<>();
        /** The part of {@code ids} linked by source id (the rest is matched by name). */
        final Map<String, Long> linked = new LinkedHashMap<>();
        final Map<String, ImportPreview.NewClass> created = new LinkedHashMap<>();
        final List<String> linkByName = new ArrayList<>();
        final Set<String> out = new HashSet<>();
        final List<String> leftOut = new ArrayList<>();

        Classes(Roster roster, String source, boolean admin, Account me, Map<Long, SchoolClass> reach,
                List<Account> teachers, Long chosen, Map<String, Long> links, Map<Long, String> sources) {
            List<String> noTeacher = new ArrayList<>();
            // A class the file renames gives its old name up: "CM1 A" of the file may be a new class then.
            Set<Long> renamedAway = new HashSet<>();
            for (Roster.RosterClass c : roster.classes()) {
                Long id = links.get(c.sourceId());
                if (id != null && reach.containsKey(id) && !reach.get(id).archived()) {
                    linked.put(c.sourceId(), id);
                    if (roster.format() == Roster.Format.ONEROSTER
                            && !Cells.fold(reach.get(id).name()).equals(Cells.fold(c.name()))) {
                        renamedAway.add(id);
                    }
                }
            }
            for (Roster.RosterClass c : roster.classes()) {
                Long id = links.get(c.sourceId());
                if (linked.containsKey(c.sourceId())) {
                    ids.put(c.sourceId(), id);
                    continue;
                }
                if (id != null && !reach.containsKey(id)) {
                    out.add(c.sourceId()); // a colleague's class
                    leftOut.add(c.name());
                    continue;
                }
                List<SchoolClass> sameName = reach.values().stream()
                        .filter(s -> !s.archived() && !renamedAway.contains(s.id())
                                && Cells.fold(s.name()).equals(Cells.fold(c.name()))).toList();
                if (sameName.size() > 1) {
                    throw new ImportException(Problem.AMBIGUOUS_CLASS, c.name());
                }
                if (sameName.size() == 1) {
                    String other = sources.get(sameName.getFirst().id());
                    if (other != null && source.startsWith(OneRosterCsv.SOURCE_PREFIX)
                            && other.startsWith(OneRosterCsv.SOURCE_PREFIX) && !other.equals(source)) {
                        throw new ImportException(Problem.CLASS_OF_ANOTHER_SCHOOL, c.name());
                    }
                    ids.put(c.sourceId(), sameName.getFirst().id());
                    linkByName.add(c.sourceId());
                    continue;
                }
                Optional<Account> named = teachers.stream().filter(t -> c.teacherLogins().stream()
                        .anyMatch(login -> login.equalsIgnoreCase(t.username()))).findFirst();
                if (!admin && roster.format() == Roster.Format.ONEROSTER && named.isEmpty()) {
                    out.add(c.sourceId()); // the school's list: a teacher takes only their own classes
                    leftOut.add(c.name());
                    continue;
                }
                Optional<Account> teacher = admin ? named.or(() -> teachers.stream()
                        .filter(t -> chosen != null && t.id() == chosen).findFirst()) : Optional.of(me);
                teacher.ifPresentOrElse(t -> created.put(c.sourceId(), new ImportPreview.NewClass(c.sourceId(),
                        c.name(), t.id(), t.displayName())), () -> noTeacher.add(c.name()));
            }
            if (!noTeacher.isEmpty()) {
                throw new ImportException(Problem.NO_TEACHER, String.join(", ", noTeacher));
            }
        }
    }
}
