package org.arithmos.roster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arithmos.classroom.ClassListChanges;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.roster.persistence.RosterStore;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Imports a school's class list (issue 14 section 2, docs/decisions/0029): a simple CSV list or OneRoster 1.1
 * CSV files. {@link #preview} says what would change; {@link #apply} does it in one transaction, all or
 * nothing. An admin imports into every class of the school, a teacher only into their own classes (a class
 * the list creates is theirs); each change is checked again by {@link ClassListChanges}.
 */
@Service
public class RosterImportService {

    /** Names a leavers' class: "CM1 A (left)", in the importer's language. */
    static final String LEFT_CLASS_KEY = "import.leftClass";
    /** The source under which a class is linked to its leavers' class (by the class's id). */
    static final String LEFT = "left";

    private final ImportPlanner planner;
    private final ClassListChanges changes;
    private final RosterStore store;

    RosterImportService(ImportPlanner planner, ClassListChanges changes, RosterStore store) {
        this.planner = planner;
        this.changes = changes;
        this.store = store;
    }

    /** What importing these files would do; nothing is changed. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public ImportPreview preview(ImportRequest request) {
        return planner.plan(request).preview();
    }

    /**
     * Does what {@code seen} announced, or nothing: if the school changed since the preview (someone else
     * added a pupil, say), the import is refused with {@code CHANGED_SINCE_PREVIEW} so that it is looked at again.
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(rollbackFor = Exception.class)
    public ImportResult apply(ImportRequest request, ImportPreview seen) {
        ImportPlan plan = planner.plan(request);
        ImportPreview preview = plan.preview();
        if (!preview.equals(seen)) {
            throw new ImportException(ImportException.Problem.CHANGED_SINCE_PREVIEW);
        }
        String source = preview.source();
        Map<String, Long> classIds = new HashMap<>(plan.classIds());
        for (ImportPreview.NewClass c : preview.newClasses()) {
            classIds.put(c.sourceId(), changes.createClassFor(c.teacherId(), c.name(), false).id());
            store.linkClass(source, c.sourceId(), classIds.get(c.sourceId()));
        }
        plan.linkByName().forEach(sourceId -> store.linkClass(source, sourceId, classIds.get(sourceId)));
        preview.renamedClasses().forEach(r -> changes.renameClass(r.classId(), r.name()));
        archive(plan, request);
        for (ImportPreview.Pupil p : preview.changed()) {
            long to = classIds.get(plan.classOfPupil().get(p.sourceId()));
            changes.movePupil(p.pupilId(), to);
            changes.renamePupil(p.pupilId(), p.name());
        }
        plan.adopted().forEach((sourceId, pupilId) -> store.linkPupil(source, sourceId, pupilId));
        Map<Long, SchoolClass> withNewPupils = new LinkedHashMap<>();
        for (ImportPreview.Pupil p : preview.created()) {
            long classId = classIds.get(plan.classOfPupil().get(p.sourceId()));
            store.linkPupil(source, p.sourceId(), changes.addPupil(classId, p.name()).pupil().id());
            withNewPupils.put(classId, null);
        }
        List<SchoolClass> classes = new ArrayList<>();
        changes.reachableClasses().stream().filter(c -> withNewPupils.containsKey(c.id())).forEach(classes::add);
        return new ImportResult(preview, classes);
    }

    /**
     * Pupils who left go, with their history, into an archived class beside their old one ("CM1 A (left)"), of the
     * same teacher: their class code no longer logs them in, their teacher still sees them and may delete
     * their data, and a later list that names them again brings them back.
     */
    private void archive(ImportPlan plan, ImportRequest request) {
        if (plan.preview().archived().isEmpty()) {
            return;
        }
        Map<Long, SchoolClass> reach = new HashMap<>();
        changes.reachableClasses().forEach(c -> reach.put(c.id(), c));
        Map<String, Long> leftClasses = store.classes(LEFT);
        for (ImportPreview.Pupil p : plan.preview().archived()) {
            SchoolClass from = reach.get(plan.classOfLeaver().get(p.pupilId()));
            String key = String.valueOf(from.id());
            Long into = leftClasses.get(key);
            if (into == null || !reach.containsKey(into)) {
                into = changes.createClassFor(from.teacherId(), ClassRenames.leftClassName(request.language(),
                        from.name()), true).id();
                store.linkClass(LEFT, key, into);
                leftClasses.put(key, into);
            }
            changes.movePupil(p.pupilId(), into);
        }
    }
}
