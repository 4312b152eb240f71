package org.arithmos.security;

import static org.arithmos.security.AccessWorld.Who.ADMIN;
import static org.arithmos.security.AccessWorld.Who.PARENT;
import static org.arithmos.security.AccessWorld.Who.PUPIL;
import static org.arithmos.security.AccessWorld.Who.TEACHER;
import static org.arithmos.security.Rule.anyData;
import static org.arithmos.security.Rule.anyone;
import static org.arithmos.security.Rule.own;
import static org.arithmos.security.Rule.ownOnly;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.ParentService;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.i18n.Language;
import org.arithmos.multicartes.McService;
import org.arithmos.multicartes.PlayChoice;
import org.arithmos.nambarz.GameReplays;
import org.arithmos.nambarz.NzImport;
import org.arithmos.progress.Granularity;
import org.arithmos.progress.ProgressService;
import org.arithmos.security.AccessWorld.Side;
import org.arithmos.security.AccessWorld.Target;
import org.arithmos.security.AccessWorld.Who;
import org.arithmos.tables.GameId;
import org.arithmos.tables.GuestPass;
import org.arithmos.testing.AlsoOnPostgres;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.aop.support.AopUtils;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.stereotype.Service;

/**
 * The access matrix of the services: every operation a view can reach, tried by a guest, a pupil, a teacher,
 * a parent and an admin, on their own school's data and on another school's, through the real services on
 * the real H2 database. A call that gets through where the rule says no is a leak; a refusal where the rule
 * says yes is a broken feature. Both fail. Every public method of every service must be in the matrix (or
 * listed as internal, with the reason), so that a new method cannot slip through unchecked. The result is
 * written to docs/access-matrix.md.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ServiceAccessMatrixTest {

    /** Service methods no view calls: other services use them and do the checks themselves. */
    static final Map<String, String> INTERNAL = Map.ofEntries(
            Map.entry("AccountService.loadUserByUsername", "Spring Security's login; answers only for the typed username"),
            Map.entry("AccountService.any", "the demo school's first-start check"),
            Map.entry("AccountService.find", "lookups for the services that check who may see the account (Audience)"),
            Map.entry("AccountService.pupilsOf", "the class login screen and ClassroomService, which check the class"),
            Map.entry("AccountService.pupilByHandle", "the pupil login form, which then checks the picture secret"),
            Map.entry("AccountService.createPupil", "ClassroomService.addPupil, which checks the class is the teacher's"),
            Map.entry("AccountService.resetPictureSecret", "ClassroomService.resetSecret, which checks the pupil"),
            Map.entry("AccountService.pictureSecretOf", "ClassroomService.loginCards, which checks the class"),
            Map.entry("AccountService.renamePupil", "ClassroomService.renamePupil, which checks the pupil"),
            Map.entry("AccountService.setPictureSecret", "the demo school (admin only)"),
            Map.entry("AccountService.movePupil", "ClassListChanges.movePupil, which checks the pupil and the class"),
            Map.entry("TableService.projected", "ProjectorLinks.show, which checks the link and takes its class game's tables"),
            Map.entry("TableService.followClassPlay", "ProjectorLinks.watch, which checks the link and takes its class"));

    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private ParentService parents;
    @Autowired
    private ProgressService progress;
    @Autowired
    private NzImport imports;
    @Autowired
    private GameReplays replays;
    @Autowired
    private McService multicartes;
    @Autowired
    private org.arithmos.krambambuli.KbService krambambuli;
    @Autowired
    private org.arithmos.nainjaune.NjService nainJaune;
    @Autowired
    private org.arithmos.krambambuli.KrambambuliProgress krambambuliProgress;
    @Autowired
    private org.arithmos.multicartes.McImport multicartesImport;
    @Autowired
    private org.arithmos.nainjaune.NjImport nainJauneImport;
    @Autowired
    private org.arithmos.krambambuli.KbImport krambambuliImport;
    @Autowired
    private org.arithmos.tables.TableService tableService;
    @Autowired
    private org.arithmos.tables.GuestTables guestTables;
    @Autowired
    private org.springframework.jdbc.core.JdbcTemplate jdbc;
    @Autowired
    private ApplicationContext context;
    @Autowired
    private org.arithmos.classroom.PupilProfiles profiles;
    @Autowired
    private org.arithmos.privacy.PrivacyService privacy;
    @Autowired
    private org.arithmos.privacy.RetentionService retention;
    @Autowired
    private org.arithmos.signin.PendingSignInService pendingSignIns;
    @Autowired
    private org.arithmos.classroom.ClassListChanges classListChanges;
    @Autowired
    private org.arithmos.roster.RosterImportService rosterImports;

    private AccessWorld world;
    private final Map<String, Operation> operations = new LinkedHashMap<>();
    /** Each school's pupil's live table (opened by that pupil). */
    private final Map<Long, java.util.UUID> liveTables = new java.util.HashMap<>();
    private final Map<Long, java.util.UUID> privateTables = new java.util.HashMap<>();
    private final Map<Long, java.util.UUID> classGames = new java.util.HashMap<>();
    @Autowired
    private org.arithmos.classgame.ClassGameService classGameService;
    @Autowired
    private org.arithmos.classgame.ProjectorLinks projectorLinks;
    private final Map<Long, String> projectorTokens = new java.util.HashMap<>();

    record Operation(String name, Rule rule, Function<Target, Object> call) {
    }

    @BeforeAll
    void buildTheWorld() {
        world = new AccessWorld(accounts, classroom, parents, tableService);
        GuestPass someone = GuestPass.random();

        op("AccountService.create", anyData(ADMIN), t -> accounts.create("n-" + System.nanoTime(), "New teacher",
                org.arithmos.accounts.Role.TEACHER, "secret-123"));
        op("AccountService.teachers", anyData(ADMIN), t -> accounts.teachers());
        op("AccountService.resetPassword", anyData(ADMIN), t -> accounts.resetPassword(SystemTask.run(() -> accounts
                .create("r-" + System.nanoTime(), "Teacher", org.arithmos.accounts.Role.TEACHER, "secret-123")).id(),
                "secret-456"));
        // Anyone may open a parent account; it sees nothing until a teacher's code links a child.
        op("AccountService.signUpParent", anyone(), t -> accounts.signUpParent("p-" + System.nanoTime(), "Parent",
                "secret-123-long"));

        op("ClassroomService.createClass", anyData(TEACHER), t -> classroom.createClass("New class"));
        op("ClassroomService.createClassWithCode", anyData(TEACHER), t -> classroom.createClassWithCode("Demo", "Z" + t.classId() + System.nanoTime() % 100000));
        op("ClassroomService.myClasses", anyData(TEACHER), t -> classroom.myClasses());
        op("ClassroomService.allClasses", anyData(ADMIN), t -> classroom.allClasses());
        op("ClassroomService.get", own(TEACHER), t -> classroom.get(t.classId()));
        op("ClassroomService.rename", ownOnly(TEACHER), t -> classroom.rename(t.classId(), "Renamed"));
        op("ClassroomService.archive", ownOnly(TEACHER), t -> classroom.archive(t.classId(), false));
        op("ClassroomService.addPupil", ownOnly(TEACHER), t -> classroom.addPupil(t.classId(), "Newcomer"));
        op("ClassroomService.addPupils", ownOnly(TEACHER), t -> classroom.addPupils(t.classId(), "Ann\nBen"));
        op("ClassroomService.pupils", own(TEACHER), t -> classroom.pupils(t.classId()));
        op("ClassroomService.manyWrongTries", own(TEACHER), t -> classroom.manyWrongTries(t.classId()));
        op("ClassroomService.renamePupil", ownOnly(TEACHER), t -> classroom.renamePupil(t.pupilId(), "Pupil"));
        op("ClassroomService.resetSecret", ownOnly(TEACHER), t -> classroom.resetSecret(t.pupilId()));
        op("ClassroomService.loginCards", ownOnly(TEACHER), t -> classroom.loginCards(t.classId()));
        op("ClassroomService.parentCards", ownOnly(TEACHER), t -> classroom.parentCards(t.classId()));
        // The login screen: the class code is what a pupil types, so knowing it is the permission.
        op("ClassroomService.classLogin", anyone(), t -> classroom.classLogin(codeOf(t)));
        op("ClassroomService.classLoginOf", anyone(), t -> classroom.classLoginOf(handleOf(t)));

        op("LevelService.classLevel", own(TEACHER), t -> levels.classLevel(t.classId()));
        op("LevelService.setClassLevel", ownOnly(TEACHER), t -> levels.setClassLevel(t.classId(), levelOf(t)));
        op("LevelService.pupilChange", own(TEACHER), t -> levels.pupilChange(t.pupilId()));
        op("LevelService.pupilChanges", own(TEACHER), t -> levels.pupilChanges(t.classId()));
        op("LevelService.setPupilChange", ownOnly(TEACHER), t -> levels.setPupilChange(t.pupilId(), LevelChange.FOLLOW_CLASS));
        op("LevelService.levelOf", own(PUPIL, TEACHER, PARENT), t -> levels.levelOf(t.pupilId()));
        op("LevelService.myLevel", anyone(), t -> levels.myLevel());
        op("LevelService.mayPlay", anyone(), t -> levels.mayPlay(org.arithmos.classroom.GameKind.NAIN_JAUNE));

        // Stores games played earlier (the demo school's history): the server itself, as the admin.
        op("NzImport.importGames", anyData(ADMIN), t -> imports.importGames(List.of()));
        op("McImport.importGames", anyData(ADMIN), t -> multicartesImport.importGames(List.of()));
        op("NjImport.importGames", anyData(ADMIN), t -> nainJauneImport.importGames(List.of()));
        op("KbImport.importGames", anyData(ADMIN), t -> krambambuliImport.importGames(List.of()));

        op("ProgressService.myEvents", anyData(PUPIL), t -> progress.myEvents());
        op("ProgressService.classProgress", own(TEACHER), t -> progress.classProgress(t.classId()));
        op("ProgressService.classCsv", own(TEACHER), t -> progress.classCsv(t.classId(), Language.ENGLISH));
        op("ProgressService.pupilProgress", own(PUPIL, TEACHER, PARENT), t -> progress.pupilProgress(t.pupilId()));
        op("ProgressService.series", own(PUPIL, TEACHER, PARENT), t -> progress.series(t.pupilId(), Granularity.WEEK, 4));
        op("ProgressService.gameTallies", own(PUPIL, TEACHER, PARENT), t -> progress.gameTallies(t.pupilId()));
        op("ProgressService.lastWeek", own(PUPIL, TEACHER, PARENT), t -> progress.lastWeek(t.pupilId()));
        // Levels are the teacher's to set: parents and the pupil do not get the suggestion.
        op("ProgressService.levelSuggestion", own(TEACHER), t -> progress.levelSuggestion(t.pupilId()));
        op("GameReplays.replay", own(PUPIL, TEACHER, PARENT), t -> replays.replay(t.gameId()));

        op("PupilProfiles.of", own(PUPIL, TEACHER, PARENT), t -> profiles.of(t.pupilId()));
        // Parents may take their child's data home; only the teacher (or an admin) deletes. The delete is
        // tried with a wrong name: a refusal for that reason shows the caller got past the access check.
        op("PrivacyService.export", own(TEACHER, PARENT), t -> privacy.export(t.pupilId()));
        op("PrivacyService.summary", own(TEACHER, PARENT), t -> privacy.summary(t.pupilId()));
        op("PrivacyService.delete", own(TEACHER), t -> {
            privacy.delete(t.pupilId(), "not the name");
            return null;
        });
        op("RetentionService.retention", anyData(ADMIN), t -> retention.retention());
        op("RetentionService.setRetention", anyData(ADMIN), t -> retention.setRetention(retention.retention()));
        op("RetentionService.lastRun", anyData(ADMIN), t -> retention.lastRun());
        op("RetentionService.deleteOldData", anyData(ADMIN), t -> retention.deleteOldData());

        // Sign in through the school: only the admin confirms whose account a first sign-in is (0023). The
        // confirm and refuse rows name no waiting sign-in: the admin gets past the check, then "gone".
        op("PendingSignInService.pending", anyData(ADMIN), t -> pendingSignIns.pending());
        op("PendingSignInService.confirm", anyData(ADMIN), t -> {
            pendingSignIns.confirm(-1, t.pupilId());
            return null;
        });
        op("PendingSignInService.refuse", anyData(ADMIN), t -> {
            pendingSignIns.refuse(-1);
            return null;
        });

        // Class list import (0029): a teacher into their own classes (the list names the target class, and new
        // classes go to the target class's teacher), an admin into every class. The changes it makes are checked
        // again one by one (ClassListChanges); they keep the world's pupils as they are.
        op("RosterImportService.preview", own(TEACHER), t -> rosterImports.preview(importInto(t)));
        op("RosterImportService.apply", own(TEACHER), t -> {
            var request = importInto(t);
            return rosterImports.apply(request, rosterImports.preview(request));
        });
        op("ClassListChanges.reachableClasses", anyData(TEACHER, ADMIN), t -> classListChanges.reachableClasses());
        op("ClassListChanges.createClassFor", own(TEACHER), t -> classListChanges.createClassFor(teacherOf(t),
                "Imported class", false));
        op("ClassListChanges.addPupil", own(TEACHER), t -> classListChanges.addPupil(t.classId(),
                "Imported " + System.nanoTime() % 100000));
        op("ClassListChanges.renamePupil", own(TEACHER), t -> classListChanges.renamePupil(t.pupilId(), nameOf(t)));
        op("ClassListChanges.renameClass", own(TEACHER), t -> classListChanges.renameClass(t.classId(),
                SystemTask.run(() -> classroom.get(t.classId()).name())));
        op("ClassListChanges.movePupil", own(TEACHER), t -> classListChanges.movePupil(t.pupilId(), t.classId()));

        op("ParentService.linkedChildren", anyData(PARENT), t -> parents.linkedChildren());
        // Multicartes: both classes have it enabled (its games are private tables: TableService's rows, 0018 step 3).
        for (var school : List.of(world.a, world.b)) {
            long classId = school.schoolClass().id();
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> levels.setClassLevel(classId,
                    withMulticartes(levels.classLevel(classId))));
        }
        op("McService.myAccess", anyone(), t -> multicartes.myAccess());
        op("McService.myTimesTable", anyData(PUPIL), t -> multicartes.myTimesTable());
        op("McService.timesTable", own(PUPIL, TEACHER, PARENT), t -> multicartes.timesTable(t.pupilId()));
        op("McService.classChoice", own(TEACHER), t -> multicartes.classChoice(t.classId()));
        op("McService.setClassChoice", ownOnly(TEACHER), t -> multicartes.setClassChoice(t.classId(),
                PlayChoice.BOTH));

        // Krambambuli: enabled for both classes; its games against robots are private tables (0018, step 3).
        for (var school : List.of(world.a, world.b)) {
            long classId = school.schoolClass().id();
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> levels.setClassLevel(classId,
                    org.arithmos.testing.TestLevels.withGame(levels.classLevel(classId),
                            org.arithmos.classroom.GameKind.KRAMBAMBULI)));
        }
        op("KbService.mayPlay", anyone(), t -> krambambuli.mayPlay());
        op("KrambambuliProgress.progressOf", own(PUPIL, TEACHER, PARENT), t -> krambambuliProgress.progressOf(t.pupilId()));
        // Nain Jaune: both classes have it enabled; its games against robots are private tables (0018, step 3).
        for (var school : List.of(world.a, world.b)) {
            long classId = school.schoolClass().id();
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> levels.setClassLevel(classId,
                    withNainJaune(levels.classLevel(classId))));
        }
        op("NjService.mayPlay", anyone(), t -> nainJaune.mayPlay());
        op("NjService.progressOf", own(PUPIL, TEACHER, PARENT), t -> nainJaune.progressOf(t.pupilId()));

        // Live tables (0018): each school's pupil opened a table for their class; only that class (and its
        // teacher, and an admin) sees it. Starting and leaving come last: they change the table.
        var newTable = new org.arithmos.tables.TableService.NewTable("NAMBARZ",
                org.arithmos.engine.nambarz.NambarzOptions.of(2).notation(), 2, "GAME", false, 60, 0);
        for (var school : List.of(world.a, world.b)) {
            liveTables.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(),
                    () -> tableService.open(newTable)));
        }
        op("TableService.open", anyData(PUPIL), t -> tableService.open(newTable));
        op("TableService.classTables", own(PUPIL, TEACHER), t -> tableService.classTables(t.classId()));
        op("TableService.watchClass", own(PUPIL, TEACHER), t -> {
            tableService.watchClass(t.classId(), () -> { }).run();
            return null;
        });
        op("TableService.games", anyData(PUPIL, TEACHER, ADMIN), t -> tableService.games());
        op("TableService.classTurnTimer", own(TEACHER), t -> tableService.classTurnTimer(t.classId()));
        op("TableService.setClassTurnTimer", ownOnly(TEACHER), t -> {
            tableService.setClassTurnTimer(t.classId(), 0);
            return null;
        });
        op("TableService.myShelf", anyone(), t -> tableService.myShelf()); // only the caller's own tables
        op("TableService.myUnfinished", anyData(PUPIL, TEACHER, PARENT, ADMIN),
                t -> tableService.myUnfinished("NAIN_JAUNE", 5)); // only the caller's own tables
        op("TableService.findByCode", own(PUPIL, TEACHER), t -> tableService.findByCode(codeOfTable(t))
                .orElseThrow(() -> new org.arithmos.tables.TableException(
                        org.arithmos.tables.TableException.Problem.NOT_FOUND, "not visible")));
        op("TableService.join", ownOnly(PUPIL), t -> tableService.join(liveTables.get(t.pupilId())));
        op("TableService.watch", own(PUPIL, TEACHER), t -> {
            tableService.watch(liveTables.get(t.pupilId()), n -> { }).stop().run();
            return null;
        });
        op("TableService.look", own(PUPIL, TEACHER), t -> tableService.look(liveTables.get(t.pupilId())));
        op("TableService.start", ownOnly(PUPIL), t -> {
            tableService.start(liveTables.get(t.pupilId()), true, "BEGINNER");
            return null;
        });
        op("TableService.move", ownOnly(PUPIL), t -> tableService.move(liveTables.get(t.pupilId()), -1,
                new org.arithmos.engine.nambarz.NambarzMove.Draw()));
        op("TableService.check", ownOnly(PUPIL), t -> tableService.check(liveTables.get(t.pupilId()), -1,
                new org.arithmos.engine.nambarz.NambarzMove.Draw()));
        op("TableService.hint", ownOnly(PUPIL), t -> tableService.hint(liveTables.get(t.pupilId()), -1));
        op("TableService.leave", ownOnly(PUPIL), t -> {
            tableService.leave(liveTables.get(t.pupilId()));
            return null;
        });

        // A private table (0018, step 3): anyone signed in plays against robots at a table of their own; only
        // they change its pace or hold its robots (everyone else: not found).
        for (var school : List.of(world.a, world.b)) {
            privateTables.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(),
                    () -> tableService.openPrivate(newTable, "BEGINNER", null)));
        }
        op("TableService.openPrivate", anyData(PUPIL, TEACHER, PARENT, ADMIN),
                t -> tableService.openPrivate(newTable, "BEGINNER", null));
        op("TableService.setPace", ownOnly(PUPIL), t -> {
            tableService.setPace(privateTables.get(t.pupilId()), 500);
            return null;
        });
        op("TableService.hold", ownOnly(PUPIL), t -> {
            tableService.hold(privateTables.get(t.pupilId()), false);
            return null;
        });

        // A guest's table (0018, step 3): open to anyone; the browser's pass it was opened with finds it (another
        // pass: not found, GuestTablesTest), whoever holds that pass.
        java.util.UUID guestTable = guestTables.open(someone, newTable, "BEGINNER", null);
        // Each open under a pass of its own: a pass keeps its last three tables (GuestTablesTest), and the calls below
        // need the one above.
        op("GuestTables.open", anyone(), t -> guestTables.open(GuestPass.random(), newTable, "BEGINNER", null));
        op("GuestTables.watch", anyone(), t -> {
            guestTables.watch(someone, guestTable, n -> { }, () -> true).stop().run();
            return null;
        });
        op("GuestTables.look", anyone(), t -> guestTables.look(someone, guestTable));
        op("GuestTables.move", anyone(), t -> guestTables.move(someone, guestTable, -1,
                new org.arithmos.engine.nambarz.NambarzMove.Draw()));
        op("GuestTables.check", anyone(), t -> guestTables.check(someone, guestTable, -1,
                new org.arithmos.engine.nambarz.NambarzMove.Draw()));
        op("GuestTables.hint", anyone(), t -> guestTables.hint(someone, guestTable, -1));
        op("GuestTables.setPace", anyone(), t -> {
            guestTables.setPace(someone, guestTable, 500);
            return null;
        });
        op("GuestTables.hold", anyone(), t -> {
            guestTables.hold(someone, guestTable, false);
            return null;
        });

        // A finished table's replay (0035): a pupil from their own seat, the class's teacher from any; before its
        // end everyone who may see it reaches it and is told NOT_OVER.
        op("TableService.replay", own(PUPIL, TEACHER), t -> tableService.replay(liveTables.get(t.pupilId()), null));

        // The class game (issue 15): each school's teacher seats their pupil and a classmate at one table. Only
        // the class's teacher (and an admin) sets up, starts, watches and ends it; a pupil learns where they sit.
        var classTable = new org.arithmos.tables.TableService.NewTable("NAMBARZ",
                org.arithmos.engine.nambarz.NambarzOptions.of(3).notation(), 3, "GAME", false, 60, 0);
        for (var school : List.of(world.a, world.b)) {
            classGames.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.teacher(),
                    () -> classGameService.start(school.schoolClass().id(), new org.arithmos.classgame.ClassGameService
                            .NewClassGame(classTable, true, "BEGINNER",
                            List.of(List.of(school.pupil().id(), school.classmate().id()))))));
        }
        op("ClassGameService.candidates", own(TEACHER), t -> classGameService.candidates(t.classId()));
        op("ClassGameService.groupsByLevel", own(TEACHER), t -> classGameService.groupsByLevel(t.classId(),
                List.of(t.pupilId()), 3));
        op("ClassGameService.running", own(TEACHER), t -> classGameService.running(t.classId()));
        op("ClassGameService.ofClass", own(TEACHER), t -> classGameService.ofClass(t.classId()));
        op("ClassGameService.find", own(TEACHER), t -> classGameService.find(classGames.get(t.pupilId())));
        op("ClassGameService.overview", own(TEACHER), t -> classGameService.overview(classGames.get(t.pupilId())));
        op("ClassGameService.watch", own(TEACHER), t -> {
            classGameService.watch(classGames.get(t.pupilId()), () -> { }).run();
            return null;
        });
        op("ClassGameService.debrief", own(TEACHER), t -> classGameService.debrief(classGames.get(t.pupilId())));
        op("ClassGameService.latecomers", own(TEACHER), t -> classGameService.latecomers(classGames.get(t.pupilId())));
        op("ClassGameService.seatLatecomer", own(TEACHER), t -> classGameService.seatLatecomer(
                classGames.get(t.pupilId()), t.pupilId()));
        op("TableService.seatLatecomer", own(TEACHER), t -> tableService.seatLatecomer(firstTableOf(t), t.pupilId()));
        op("ClassGameService.moments", own(TEACHER), t -> classGameService.moments(classGames.get(t.pupilId()), 0));
        op("TableService.moment", own(TEACHER), t -> tableService.moment(firstTableOf(t), 0));
        op("ClassGameService.namesHidden", own(TEACHER), t -> classGameService.namesHidden(classGames.get(t.pupilId())));
        op("ClassGameService.hideNames", own(TEACHER), t -> {
            classGameService.hideNames(classGames.get(t.pupilId()), false);
            return null;
        });
        op("ClassGameService.myInvitation", anyData(PUPIL), t -> classGameService.myInvitation());
        op("ClassGameService.watchMine", anyData(PUPIL), t -> {
            classGameService.watchMine(() -> { }).run();
            return null;
        });
        // The projector's link (0028): the class's teacher opens, reads and stops links; whoever holds a link
        // (signed in or not) sees that class game's projector. Tried with each school's own link before it is stopped.
        op("ProjectorLinks.show", anyone(), t -> projectorLinks.show(linkOf(t)));
        op("ProjectorLinks.watch", anyone(), t -> {
            projectorLinks.watch(linkOf(t), () -> { }).run();
            return null;
        });
        op("ProjectorLinks.hideNames", anyone(), t -> {
            projectorLinks.hideNames(linkOf(t), false);
            return null;
        });
        op("ProjectorLinks.open", own(TEACHER), t -> projectorLinks.open(classGames.get(t.pupilId())));
        op("ProjectorLinks.openUntil", own(TEACHER), t -> projectorLinks.openUntil(classGames.get(t.pupilId())));
        op("ProjectorLinks.revoke", own(TEACHER), t -> {
            projectorLinks.revoke(classGames.get(t.pupilId()));
            return null;
        });
        op("TableService.seatClassTable", own(TEACHER), t -> tableService.seatClassTable(t.classId(), classTable,
                List.of(t.pupilId()), "BEGINNER", null));
        op("TableService.overview", own(TEACHER), t -> tableService.overview(firstTableOf(t)));
        op("TableService.watchClassPlay", own(TEACHER), t -> {
            tableService.watchClassPlay(t.classId(), () -> { }).run();
            return null;
        });
        op("TableService.end", own(TEACHER), t -> {
            tableService.end(firstTableOf(t));
            return null;
        });
        // Starting a class game is tried on a class with none running (each try ends its own game again).
        op("ClassGameService.start", own(TEACHER), t -> {
            org.arithmos.testing.TestSchool.as(world.a.teacher(), () -> endRunning(world.a.schoolClass().id()));
            org.arithmos.testing.TestSchool.as(world.b.teacher(), () -> endRunning(world.b.schoolClass().id()));
            return classGameService.start(t.classId(), new org.arithmos.classgame.ClassGameService.NewClassGame(
                    classTable, false, "BEGINNER", List.of(List.of(t.pupilId()))));
        });
        op("ClassGameService.end", own(TEACHER), t -> {
            classGameService.end(classGames.get(t.pupilId()));
            return null;
        });

        op("ParentService.myChildren", anyData(PARENT), t -> parents.myChildren());
        // A link code is the permission to link (the teacher gives it to the child's family).
        op("ParentService.link", anyData(PARENT), t -> parents.link(t.parentCode()));
        // Unlinking removes only the caller's own link: on another child it changes nothing. Last, as it
        // undoes school A's link.
        op("ParentService.unlink", anyData(PARENT), t -> {
            parents.unlink(t.pupilId());
            return null;
        });
    }

    private java.util.UUID firstTableOf(Target t) {
        var school = world.a.schoolClass().id() == t.classId() ? world.a : world.b;
        return org.arithmos.testing.TestSchool.as(school.teacher(),
                () -> classGameService.find(classGames.get(t.pupilId()))).tables().getFirst();
    }

    /** The target school's projector link, opened by its teacher once. */
    private String linkOf(Target t) {
        var school = world.a.schoolClass().id() == t.classId() ? world.a : world.b;
        return projectorTokens.computeIfAbsent(t.pupilId(), id -> org.arithmos.testing.TestSchool.as(school.teacher(),
                () -> projectorLinks.open(classGames.get(id)).token()));
    }

    private Object endRunning(long classId) {
        classGameService.running(classId).ifPresent(g -> classGameService.end(g.id()));
        return null;
    }

    private void op(String name, Rule rule, Function<Target, Object> call) {
        operations.put(name, new Operation(name, rule, call));
    }

    static org.arithmos.classroom.Level withNainJaune(org.arithmos.classroom.Level l) {
        return org.arithmos.testing.TestLevels.withGame(l, org.arithmos.classroom.GameKind.NAIN_JAUNE);
    }

    static org.arithmos.classroom.Level withMulticartes(org.arithmos.classroom.Level l) {
        return org.arithmos.testing.TestLevels.withGame(l, org.arithmos.classroom.GameKind.MULTICARTES);
    }

    private String codeOfTable(Target t) {
        java.util.UUID id = liveTables.get(t.pupilId());
        return SystemTask.run(() -> jdbc.queryForObject("select code from live_table where id = ?", String.class, id));
    }

    /** A one-line list for the target's class, new classes going to its teacher. */
    private org.arithmos.roster.ImportRequest importInto(Target t) {
        String csv = "class,first name,last name\n" + SystemTask.run(() -> classroom.get(t.classId()).name())
                + ",Imported,Pupil" + System.nanoTime() + "\n";
        return new org.arithmos.roster.ImportRequest(List.of(new org.arithmos.roster.UploadedFile("list.csv",
                csv.getBytes(java.nio.charset.StandardCharsets.UTF_8))), teacherOf(t), Language.ENGLISH);
    }

    private long teacherOf(Target t) {
        return SystemTask.run(() -> classroom.get(t.classId()).teacherId());
    }

    private String nameOf(Target t) {
        return SystemTask.run(() -> accounts.find(t.pupilId()).orElseThrow().displayName());
    }

    private String codeOf(Target t) {
        return SystemTask.run(() -> classroom.get(t.classId()).code());
    }

    private String handleOf(Target t) {
        return SystemTask.run(() -> accounts.find(t.pupilId()).orElseThrow().username());
    }

    private org.arithmos.classroom.Level levelOf(Target t) {
        return SystemTask.run(() -> levels.classLevel(t.classId()));
    }

    @Test
    void everyServiceMethodIsInTheMatrix() {
        Set<String> missing = new TreeSet<>();
        for (Object bean : context.getBeansWithAnnotation(Service.class).values()) {
            Class<?> type = AopUtils.getTargetClass(bean);
            if (!type.getPackageName().startsWith("org.arithmos")) {
                continue;
            }
            Arrays.stream(type.getDeclaredMethods())
                    .filter(m -> Modifier.isPublic(m.getModifiers()) && !m.isSynthetic())
                    .map(m -> type.getSimpleName() + "." + m.getName())
                    .filter(name -> !operations.containsKey(name) && !INTERNAL.containsKey(name))
                    .forEach(missing::add);
        }
        assertThat(missing).as("service methods that no row of the access matrix covers").isEmpty();
    }

    @Test
    @Order(2)
    void nobodyGetsMoreOrLessThanTheRulesSay() throws Exception {
        List<String> wrong = new ArrayList<>();
        StringBuilder table = new StringBuilder(header());
        for (Operation op : operations.values()) {
            table.append("| `").append(op.name()).append("` |");
            for (Who who : Who.values()) {
                for (Side side : Side.values()) {
                    Access got = Access.of(() -> world.as(who, () -> op.call().apply(world.target(side))));
                    boolean expected = op.rule().allows(who, side);
                    if (got.allowed() != expected) {
                        wrong.add(op.name() + " by " + who + " on " + side + " data: " + got + ", the rule says "
                                + (expected ? "allowed" : "refused"));
                    }
                    table.append(' ').append(got.allowed() ? "✓" : "·").append(got.allowed() != expected ? " ⚠" : "")
                            .append(" |");
                }
            }
            table.append('\n');
        }
        Files.writeString(Path.of("docs", "access-matrix.md"), table.append(footer(wrong)).toString());
        assertThat(wrong).as("leaks and wrong refusals").isEmpty();
    }

    /** First: the matrix links and unlinks children, and adds classes. */
    @Test
    @Order(1)
    void listsHoldOnlyTheCallersOwnData() {
        var a = world.a;
        var b = world.b;
        assertThat(world.as(TEACHER, () -> classroom.myClasses())).extracting(c -> c.id())
                .contains(a.schoolClass().id()).doesNotContain(b.schoolClass().id());
        assertThat(world.as(PARENT, () -> parents.myChildren())).extracting(p -> p.id())
                .contains(a.pupil().id()).doesNotContain(b.pupil().id(), a.classmate().id());
        assertThat(world.as(PUPIL, () -> tableService.myShelf())).extracting(g -> g.id())
                .contains(a.game()).doesNotContain(b.game());
        assertThat(world.as(TEACHER, () -> tableService.myShelf())).extracting(g -> g.id())
                .doesNotContain(a.game(), b.game());
        assertThat(world.as(PUPIL, () -> progress.myEvents())).allMatch(e -> e.pupilId() == a.pupil().id());
    }

    private static String header() {
        StringBuilder s = new StringBuilder("""
                # Access matrix of the services

                Written by `ServiceAccessMatrixTest` on each run (do not edit). Each operation is tried by each
                person of school A (and an admin and a guest) on school A's data ("own") and on school B's
                ("other"), through the real services and database. ✓ got through, · refused, ⚠ differs from
                the rule (a leak, or a refusal that breaks a feature).

                | operation |""");
        for (Who who : Who.values()) {
            s.append(' ').append(who.name().toLowerCase()).append(" own | ").append(who.name().toLowerCase())
                    .append(" other |");
        }
        s.append("\n| --- |").append(" :-: |".repeat(Who.values().length * 2)).append('\n');
        return s.toString();
    }

    private static String footer(List<String> wrong) {
        return "\n**Differences from the rules: " + wrong.size() + ".**\n"
                + wrong.stream().map(w -> "- " + w + "\n").reduce("", String::concat);
    }
}
