package org.arithmos.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.i18n.Language;
import org.arithmos.roster.ImportException.Problem;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/** Class lists imported on the real H2 file database, with the real security: both formats, again, later. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class RosterImportServiceTest {

    @Autowired
    private RosterImportService imports;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private AccountService accounts;
    @Autowired
    private JdbcTemplate jdbc;

    private final String tag = UUID.randomUUID().toString().substring(0, 6);

    @AfterEach
    void logOut() {
        TestSchool.logOut();
    }

    @Test
    void aTeacherImportsThirtyPupilsFromASimpleListAndTheSameListAgainChangesNothing() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        ImportRequest request = request(null, RosterFilesTest.sample("simple-fr-bom.csv"));

        ImportPreview preview = as(teacher, () -> imports.preview(request));
        assertThat(preview.created()).hasSize(30);
        assertThat(preview.newClasses()).extracting(ImportPreview.NewClass::name).containsExactly("CE2 A", "CE2 B");
        assertThat(preview.parentEmails()).isEqualTo(10);
        ImportResult result = as(teacher, () -> imports.apply(request, preview));

        Map<String, SchoolClass> mine = classesOf(teacher);
        assertThat(result.classesWithNewPupils()).extracting(SchoolClass::name).containsExactlyInAnyOrder("CE2 A", "CE2 B");
        assertThat(names(teacher, mine.get("CE2 A"))).hasSize(15).contains("Léa M.", "Raphaël M.");
        assertThat(names(teacher, mine.get("CE2 B"))).hasSize(15).contains("Maëlys D.", "Éloïse F.");
        // Their login cards print as for pupils typed by hand.
        assertThat(as(teacher, () -> classroom.loginCards(mine.get("CE2 A").id()))).hasSize(15);

        ImportPreview again = as(teacher, () -> imports.preview(request));
        assertThat(again.changesNothing()).isTrue();
        assertThat(again.unchanged()).hasSize(30);
        as(teacher, () -> imports.apply(request, again));
        assertThat(classesOf(teacher)).hasSize(2);
        assertThat(names(teacher, mine.get("CE2 A"))).hasSize(15);
    }

    @Test
    void aLaterListRenamesMovesAndArchivesWhoLeftAndBringsThemBackWhenTheyReturn() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        String first = RosterFilesTest.text("simple-it-ids.csv");
        ImportRequest september = request(null, csv("classi.csv", first));
        as(teacher, () -> imports.apply(september, imports.preview(september)));
        String later = first.replace("CE2 A,Léa,Martin,parent0@example.org,S000", "CE2 A,Léana,Martin,,S000")
                .replace("CE2 A,Hugo,Bernard,,S001", "CE2 B,Hugo,Bernard,,S001")
                .replace("CE2 A,Inès,Dubois,,S002\n", "");
        ImportRequest january = request(null, csv("classi.csv", later));

        ImportPreview preview = as(teacher, () -> imports.preview(january));
        assertThat(preview.created()).isEmpty();
        assertThat(preview.changed()).extracting(ImportPreview.Pupil::name).containsExactly("Léana M.", "Hugo B.");
        assertThat(preview.archived()).extracting(ImportPreview.Pupil::name).containsExactly("Inès D.");
        assertThat(preview.unchanged()).hasSize(27);
        as(teacher, () -> imports.apply(january, preview));

        Map<String, SchoolClass> mine = classesOf(teacher);
        assertThat(names(teacher, mine.get("CE2 A"))).hasSize(13).contains("Léana M.").doesNotContain("Hugo B.", "Inès D.");
        assertThat(names(teacher, mine.get("CE2 B"))).hasSize(16).contains("Hugo B.");
        SchoolClass left = mine.get("CE2 A (usciti)");
        assertThat(left.archived()).isTrue();
        assertThat(names(teacher, left)).containsExactly("Inès D.");

        ImportPreview back = as(teacher, () -> imports.preview(september));
        assertThat(back.changed()).extracting(ImportPreview.Pupil::name, ImportPreview.Pupil::oldClassName)
                .contains(org.assertj.core.groups.Tuple.tuple("Inès D.", "CE2 A (usciti)"));
        as(teacher, () -> imports.apply(september, back));
        assertThat(names(teacher, mine.get("CE2 A"))).hasSize(15).contains("Inès D.", "Léa M.", "Hugo B.");
        assertThat(as(teacher, () -> imports.preview(september)).changesNothing()).isTrue();
    }

    @Test
    void anAdminImportsThirtyPupilsFromOneRosterAndTheSameFilesAgainChangeNothing() {
        Account admin = admin();
        Account teacher = new TestSchool(accounts, classroom).teacher();
        ImportRequest request = request(teacher.id(), oneRoster(Map.of()));

        ImportPreview preview = as(admin, () -> imports.preview(request));
        assertThat(preview.format()).isEqualTo(Roster.Format.ONEROSTER);
        assertThat(preview.created()).hasSize(30);
        assertThat(preview.newClasses()).extracting(ImportPreview.NewClass::teacherId).containsOnly(teacher.id());
        assertThat(preview.skipped()).isEqualTo(3);
        ImportResult result = as(admin, () -> imports.apply(request, preview));
        assertThat(result.classesWithNewPupils()).hasSize(2);

        Map<String, SchoolClass> theirs = classesOf(teacher);
        assertThat(names(teacher, theirs.get("CM1 Dolphins " + tag))).hasSize(15).contains("Léa M.");
        assertThat(names(teacher, theirs.get("CM1 Otters " + tag))).hasSize(15);
        assertThat(as(admin, () -> imports.preview(request)).changesNothing()).isTrue();

        // Later: a pupil left the school, another changed class, a third changed their name.
        ImportRequest later = request(teacher.id(), oneRoster(Map.of(
                "u-3,,", "u-3,tobedeleted,",
                "cls-1,sch-1,u-4,", "cls-2,sch-1,u-4,",
                "\"Chloé\",\"Robert\"", "\"Chloé\",\"Robert-Petit\"")));
        ImportPreview preview2 = as(admin, () -> imports.preview(later));
        assertThat(preview2.archived()).extracting(ImportPreview.Pupil::name).containsExactly("Noah T.");
        assertThat(preview2.changed()).hasSize(1).first().satisfies(p -> {
            assertThat(p.name()).isEqualTo("Chloé R.");
            assertThat(p.className()).isEqualTo("CM1 Otters " + tag);
        });
        as(admin, () -> imports.apply(later, preview2));
        assertThat(names(teacher, theirs.get("CM1 Dolphins " + tag))).hasSize(13).doesNotContain("Noah T.", "Chloé R.");
        assertThat(as(admin, () -> imports.preview(later)).changesNothing()).isTrue();
    }

    @Test
    void aFailureHalfWayThroughChangesNothing() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        String list = RosterFilesTest.text("simple-it-ids.csv").replace("Zoé", "Zoé" + tag);
        ImportRequest request = request(null, csv("classi.csv", list));
        ImportPreview preview = as(teacher, () -> imports.preview(request));
        // The seventh pupil cannot be stored: the database refuses them after six pupils and two classes.
        SystemTask.run(() -> jdbc.update("alter table account add constraint refuse_" + tag
                + " check (display_name <> 'Zoé" + tag + " P.')"));
        try {
            assertThatThrownBy(() -> as(teacher, () -> imports.apply(request, preview))).isNotNull();
        } finally {
            SystemTask.run(() -> jdbc.update("alter table account drop constraint refuse_" + tag));
        }
        assertThat(classesOf(teacher)).isEmpty();
        assertThat(jdbc.queryForObject("select count(*) from roster_pupil where source = ?", Integer.class,
                "csv:" + teacher.id())).isZero();
        assertThat(as(teacher, () -> imports.preview(request))).isEqualTo(preview);
    }

    @Test
    void pupilsTypedByHandAreTakenOverNotDoubled() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        SchoolClass c = as(teacher, () -> classroom.createClass("CE2 A"));
        as(teacher, () -> classroom.addPupils(c.id(), "Léa M.\nSomeone else"));
        ImportRequest request = request(null, RosterFilesTest.sample("simple-fr-bom.csv"));
        ImportPreview preview = as(teacher, () -> imports.preview(request));
        assertThat(preview.unchanged()).extracting(ImportPreview.Pupil::name).containsExactly("Léa M.");
        assertThat(preview.created()).hasSize(29);
        assertThat(preview.newClasses()).extracting(ImportPreview.NewClass::name).containsExactly("CE2 B");
        as(teacher, () -> imports.apply(request, preview));
        assertThat(names(teacher, c)).hasSize(16).contains("Someone else");
        assertThat(as(teacher, () -> imports.preview(request)).changesNothing()).isTrue();
    }

    @Test
    void aChangeSinceThePreviewIsRefusedAndNothingIsDone() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        ImportRequest request = request(null, RosterFilesTest.sample("simple-en-1252.csv"));
        ImportPreview preview = as(teacher, () -> imports.preview(request));
        SchoolClass c = as(teacher, () -> classroom.createClass("CE2 B"));
        assertThatThrownBy(() -> as(teacher, () -> imports.apply(request, preview)))
                .extracting("problem").isEqualTo(Problem.CHANGED_SINCE_PREVIEW);
        assertThat(classesOf(teacher).keySet()).containsExactly(c.name());
    }

    @Test
    void aTeacherTakesFromTheSchoolsOneRosterFilesOnlyTheClassesTheyTeach() {
        Account teacher = SystemTask.run(() -> accounts.create("c.martin-" + tag, "Camille", Role.TEACHER, "secret-123"));
        ImportRequest request = request(null, oneRoster(Map.of(",c.martin,", ",c.martin-" + tag + ",")));
        ImportPreview preview = as(teacher, () -> imports.preview(request));
        assertThat(preview.newClasses()).extracting(ImportPreview.NewClass::name).containsExactly("CM1 Dolphins " + tag);
        assertThat(preview.created()).hasSize(15);
        assertThat(preview.leftOut()).containsExactly("CM1 Otters " + tag);
    }

    @Test
    void anAdminMustSayWhoTeachesTheClassesAListCreates() {
        Account admin = admin();
        String list = "class,first name,last name\nNew class " + tag + ",Léa,Martin" + tag + "\n";
        assertThatThrownBy(() -> as(admin, () -> imports.preview(request(null, csv("l.csv", list)))))
                .extracting("problem", "detail").containsExactly(Problem.NO_TEACHER, "New class " + tag);
        assertThatThrownBy(() -> as(admin, () -> imports.preview(request(admin.id(), csv("l.csv", list)))))
                .extracting("problem").isEqualTo(Problem.NOT_FOUND);
    }

    @Test
    void aTeacherCannotGiveNewClassesToSomeoneElse() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account colleague = school.teacher();
        assertThatThrownBy(() -> as(teacher, () -> imports.preview(request(colleague.id(),
                RosterFilesTest.sample("simple-fr-bom.csv"))))).extracting("problem").isEqualTo(Problem.NOT_FOUND);
    }

    @Test
    void aLaterOneRosterFileRenamesAClassAndItsLeaversClassAndTheSameFileAgainChangesNothing() {
        Account admin = admin();
        Account teacher = new TestSchool(accounts, classroom).teacher();
        ImportRequest september = request(teacher.id(), oneRoster(Map.of()));
        as(admin, () -> imports.apply(september, imports.preview(september)));
        ImportRequest noahLeft = request(teacher.id(), oneRoster(Map.of("u-3,,", "u-3,tobedeleted,")));
        as(admin, () -> imports.apply(noahLeft, imports.preview(noahLeft)));
        ImportRequest later = request(teacher.id(), oneRoster(Map.of("u-3,,", "u-3,tobedeleted,",
                "CM1 Dolphins,", "CM1 Whales " + tag + ",")));
        assertThat(classesOf(teacher)).containsKey("CM1 Dolphins " + tag + " (usciti)");

        ImportPreview preview = as(admin, () -> imports.preview(later));
        assertThat(preview.renamedClasses()).extracting(ImportPreview.ClassRename::oldName,
                ImportPreview.ClassRename::name).containsExactly(
                        tuple("CM1 Dolphins " + tag, "CM1 Whales " + tag),
                        tuple("CM1 Dolphins " + tag + " (usciti)", "CM1 Whales " + tag + " (usciti)"));
        assertThat(preview.changesNothing()).isFalse();
        assertThat(preview.changed()).isEmpty();
        assertThat(preview.unchanged()).hasSize(29).filteredOn(p -> p.name().equals("Léa M."))
                .extracting(ImportPreview.Pupil::oldClassName, ImportPreview.Pupil::className)
                .containsExactly(tuple("CM1 Whales " + tag, "CM1 Whales " + tag));
        as(admin, () -> imports.apply(later, preview));

        Map<String, SchoolClass> theirs = classesOf(teacher);
        assertThat(theirs.keySet()).containsExactlyInAnyOrder("CM1 Whales " + tag, "CM1 Whales " + tag + " (usciti)",
                "CM1 Otters " + tag);
        assertThat(names(teacher, theirs.get("CM1 Whales " + tag))).hasSize(14).contains("Léa M.");
        assertThat(names(teacher, theirs.get("CM1 Whales " + tag + " (usciti)"))).containsExactly("Noah T.");
        assertThat(as(admin, () -> imports.preview(later)).changesNothing()).isTrue();
    }

    @Test
    void aClassRenamedByHandIsRenamedBackByTheNextImport() {
        Account admin = admin();
        Account teacher = new TestSchool(accounts, classroom).teacher();
        ImportRequest request = request(teacher.id(), oneRoster(Map.of()));
        as(admin, () -> imports.apply(request, imports.preview(request)));
        SchoolClass dolphins = classesOf(teacher).get("CM1 Dolphins " + tag);
        as(teacher, () -> classroom.rename(dolphins.id(), "Dolphins by hand " + tag));

        ImportPreview preview = as(admin, () -> imports.preview(request));
        assertThat(preview.renamedClasses()).containsExactly(new ImportPreview.ClassRename(dolphins.id(),
                "Dolphins by hand " + tag, "CM1 Dolphins " + tag));
        as(admin, () -> imports.apply(request, preview));

        assertThat(as(teacher, () -> classroom.get(dolphins.id())).name()).isEqualTo("CM1 Dolphins " + tag);
        assertThat(as(admin, () -> imports.preview(request)).changesNothing()).isTrue();
    }

    @Test
    void aRenameOntoTheNameOfAnotherOpenClassIsRefusedNamingBothAndNothingIsDone() {
        Account admin = admin();
        Account teacher = new TestSchool(accounts, classroom).teacher();
        ImportRequest request = request(teacher.id(), oneRoster(Map.of()));
        as(admin, () -> imports.apply(request, imports.preview(request)));
        as(teacher, () -> classroom.createClass("CM1 Whales " + tag));
        ImportRequest later = request(teacher.id(), oneRoster(Map.of("CM1 Dolphins,", "CM1 Whales " + tag + ",",
                "\"Chloé\",\"Robert\"", "\"Chloé\",\"Robert-Petit\"")));

        assertThatThrownBy(() -> as(admin, () -> imports.preview(later))).extracting("problem", "detail")
                .containsExactly(Problem.CLASS_NAME_TAKEN, "CM1 Dolphins " + tag + "|CM1 Whales " + tag);
        assertThatThrownBy(() -> as(admin, () -> imports.apply(later, null))).extracting("problem")
                .isEqualTo(Problem.CLASS_NAME_TAKEN);
        assertThat(classesOf(teacher).keySet()).containsExactlyInAnyOrder("CM1 Dolphins " + tag,
                "CM1 Otters " + tag, "CM1 Whales " + tag);
        assertThat(names(teacher, classesOf(teacher).get("CM1 Dolphins " + tag))).contains("Chloé R.");
    }

    @Test
    void aSimpleListRenamesNoClassItsClassIdIsItsName() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        ImportRequest request = request(null, RosterFilesTest.sample("simple-fr-bom.csv"));
        as(teacher, () -> imports.apply(request, imports.preview(request)));
        SchoolClass a = classesOf(teacher).get("CE2 A");
        as(teacher, () -> classroom.rename(a.id(), "Les lions"));

        ImportPreview again = as(teacher, () -> imports.preview(request));
        assertThat(again.renamedClasses()).isEmpty();
        assertThat(again.changesNothing()).isTrue();
        assertThat(again.unchanged()).hasSize(30);
    }

    @Test
    void aTeacherRenamesOnlyTheirOwnClasses() {
        Account admin = admin();
        Account teacher = SystemTask.run(() -> accounts.create("c.martin-" + tag, "Camille", Role.TEACHER, "secret-123"));
        Account colleague = new TestSchool(accounts, classroom).teacher();
        Map<String, String> mine = Map.of(",c.martin,", ",c.martin-" + tag + ",");
        ImportRequest september = request(colleague.id(), oneRoster(mine));
        as(admin, () -> imports.apply(september, imports.preview(september)));
        assertThat(classesOf(teacher)).containsOnlyKeys("CM1 Dolphins " + tag);
        ImportRequest later = request(null, oneRoster(Map.of(",c.martin,", ",c.martin-" + tag + ",",
                "CM1 Dolphins,", "CM1 Whales " + tag + ",", "CM1 Otters,", "CM1 Seals " + tag + ",")));

        ImportPreview preview = as(teacher, () -> imports.preview(later));
        assertThat(preview.leftOut()).containsExactly("CM1 Seals " + tag);
        assertThat(preview.renamedClasses()).extracting(ImportPreview.ClassRename::name)
                .containsExactly("CM1 Whales " + tag);
        as(teacher, () -> imports.apply(later, preview));

        assertThat(classesOf(teacher)).containsOnlyKeys("CM1 Whales " + tag);
        assertThat(classesOf(colleague)).containsOnlyKeys("CM1 Otters " + tag);
    }

    private List<UploadedFile> oneRoster(Map<String, String> changes) {
        return List.of("orgs.csv", "classes.csv", "users.csv", "enrollments.csv").stream().map(name -> {
            String text = RosterFilesTest.text("oneroster/" + name);
            for (var change : changes.entrySet()) {
                text = text.replace(change.getKey(), change.getValue());
            }
            text = text.replace("sch-1", "sch-" + tag).replace("CM1 Dolphins", "CM1 Dolphins " + tag)
                    .replace("CM1 Otters", "CM1 Otters " + tag).replace("Maths CM1", "Maths CM1 " + tag);
            return csv(name, text);
        }).toList();
    }

    private Account admin() {
        return SystemTask.run(() -> accounts.create("a-" + tag, "Admin", Role.ADMIN, "secret-123"));
    }

    private static ImportRequest request(Long teacher, UploadedFile file) {
        return request(teacher, List.of(file));
    }

    private static ImportRequest request(Long teacher, List<UploadedFile> files) {
        return new ImportRequest(files, teacher, Language.ITALIAN);
    }

    private static UploadedFile csv(String name, String text) {
        return new UploadedFile(name, text.getBytes(StandardCharsets.UTF_8));
    }

    private Map<String, SchoolClass> classesOf(Account teacher) {
        return as(teacher, () -> classroom.myClasses()).stream().collect(Collectors.toMap(SchoolClass::name, c -> c));
    }

    private List<String> names(Account teacher, SchoolClass c) {
        return as(teacher, () -> classroom.pupils(c.id())).stream().map(Account::displayName).toList();
    }

    private static <T> T as(Account who, Supplier<T> work) {
        return TestSchool.as(who, work);
    }
}
