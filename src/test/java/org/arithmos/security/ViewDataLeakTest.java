package org.arithmos.security;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentService;
import org.arithmos.security.AccessWorld.Side;
import org.arithmos.security.AccessWorld.Target;
import org.arithmos.security.AccessWorld.Who;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.Signs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

/**
 * The access matrix of the views' data: every screen that shows someone's data (its address names a class,
 * a pupil or a game) opened by each person of school A on school A's data and on school B's, browserless
 * with the real services. School B's names must never appear on a page school A's people open; and the
 * screens meant for them show their own data.
 */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ViewDataLeakTest {

    /** Each school's pupil's Multicartes game, by pupil id (filled before the tests). */
    static final Map<Long, String> MULTICARTES_GAMES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Each school's pupil's live table (started, with a robot), by pupil id (filled before the tests). */
    static final Map<Long, String> LIVE_TABLES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Each school's pupil's live Multicartes table (started, with a robot), by pupil id (filled before the tests). */
    static final Map<Long, String> LIVE_MULTICARTES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Each school's pupil's Multicartes table that their teacher ended (a replay to see), by pupil id. */
    static final Map<Long, String> ENDED_MULTICARTES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Each school's pupil's Krambambuli game, by pupil id (filled before the tests). */
    static final Map<Long, String> KRAMBAMBULI_GAMES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Each school's pupil's live Krambambuli table (started, with a robot), by pupil id (filled before the tests). */
    static final Map<Long, String> LIVE_KB_TABLES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Each school's pupil's Nain Jaune game, by pupil id (filled before the tests). */
    static final Map<Long, String> NAIN_JAUNE_GAMES = new java.util.concurrent.ConcurrentHashMap<>();
    /** Each school's pupil's live Nain Jaune table (started, with a robot), by pupil id (filled before the tests). */
    static final Map<Long, String> LIVE_NAIN_JAUNE = new java.util.concurrent.ConcurrentHashMap<>();

    /** Each school's class game (its teacher's, the pupil at one table), by pupil id (filled before the tests). */
    static final Map<Long, String> CLASS_GAMES = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Each school's projector link (0028), by pupil id: school A's open, school B's stopped (filled before the tests).
     * The link is the permission: whoever holds a live one sees that projector, signed in or not; a stopped one
     * shows nothing to anyone. So its two sides here are a live link and a stopped one.
     */
    static final Map<Long, String> PROJECTOR_LINKS = new java.util.concurrent.ConcurrentHashMap<>();

    /** Address of each screen with data → which of school A's people it shows their own data to. */
    static final Map<String, DataRoute> ROUTES = Map.ofEntries(
            // The table names the pupil "you": it shows the game when the hand is there.
            Map.entry("table", new DataRoute(t -> "table/" + t.gameId(), List.of(Who.PUPIL), "hand")),
            Map.entry("pupils/:pupilId/data", new DataRoute(t -> "pupils/" + t.pupilId() + "/data",
                    List.of(Who.TEACHER, Who.PARENT))),
            // A class and its printed cards: the class's and pupils' names, for its teacher only.
            Map.entry("classes/:classId", new DataRoute(t -> "classes/" + t.classId(), List.of(Who.TEACHER))),
            Map.entry("classes/:classId/cards", new DataRoute(t -> "classes/" + t.classId() + "/cards",
                    List.of(Who.TEACHER))),
            Map.entry("classes/:classId/parent-cards", new DataRoute(t -> "classes/" + t.classId() + "/parent-cards",
                    List.of(Who.TEACHER))),
            Map.entry("classes/:classId([0-9]{1,18})/progress", new DataRoute(t -> "classes/" + t.classId()
                    + "/progress", List.of(Who.TEACHER), "dashboard-grid")),
            Map.entry("pupils/:pupilId([0-9]{1,18})", new DataRoute(t -> "pupils/" + t.pupilId(),
                    List.of(Who.TEACHER, Who.PARENT), "week-summary")),
            Map.entry("replay", new DataRoute(t -> "replay/" + t.gameId(), List.of(Who.PUPIL, Who.TEACHER, Who.PARENT),
                    "replay-position")),
            // The card games' tables show the hand only to the game's owner.
            // A live table (0018): its pupil and their teacher see it, nobody of another school sees anything of it.
            Map.entry("live", new DataRoute(t -> "live/" + LIVE_TABLES.get(t.pupilId()), List.of(Who.PUPIL, Who.TEACHER),
                    "live-code")),
            Map.entry("live/krambambuli/:tableId", new DataRoute(t -> "live/krambambuli/"
                    + LIVE_KB_TABLES.get(t.pupilId()), List.of(Who.PUPIL, Who.TEACHER), "live-code")),
            Map.entry("live/multicartes/:tableId", new DataRoute(t -> "live/multicartes/"
                    + LIVE_MULTICARTES.get(t.pupilId()), List.of(Who.PUPIL, Who.TEACHER), "live-code")),
            // A finished card table's replay (0035): its pupil (their own seat) and their teacher, nobody else.
            Map.entry("table-replay/:tableId", new DataRoute(t -> "table-replay/" + ENDED_MULTICARTES.get(t.pupilId()),
                    List.of(Who.PUPIL, Who.TEACHER), "replay-position")),
            Map.entry("live/nain-jaune/:tableId", new DataRoute(t -> "live/nain-jaune/" + LIVE_NAIN_JAUNE.get(t.pupilId()),
                    List.of(Who.PUPIL, Who.TEACHER), "live-code")),
            // The class game (issue 15): its teacher's only; the class's pupils' names, never a hand.
            Map.entry("classes/:classId/class-game", new DataRoute(t -> "classes/" + t.classId() + "/class-game",
                    List.of(Who.TEACHER))),
            Map.entry("class-games/:classGameId", new DataRoute(t -> "class-games/" + CLASS_GAMES.get(t.pupilId()),
                    List.of(Who.TEACHER), "class-game-overview")),
            Map.entry("class-games/:classGameId/projector", new DataRoute(t -> "class-games/"
                    + CLASS_GAMES.get(t.pupilId()) + "/projector", List.of(Who.TEACHER), "projector-tables")),
            Map.entry("projector/:token", new DataRoute(t -> "projector/" + PROJECTOR_LINKS.get(t.pupilId()),
                    List.of(Who.GUEST, Who.PUPIL, Who.TEACHER, Who.PARENT), "projector-tables")),
            Map.entry("class-games/:classGameId/debrief", new DataRoute(t -> "class-games/"
                    + CLASS_GAMES.get(t.pupilId()) + "/debrief", List.of(Who.TEACHER), "debrief-mistakes")),
            Map.entry("multicartes/:gameId", new DataRoute(t -> "multicartes/" + MULTICARTES_GAMES.get(t.pupilId()),
                    List.of(Who.PUPIL), "mc-hand")),
            Map.entry("krambambuli/:gameId", new DataRoute(t -> "krambambuli/" + KRAMBAMBULI_GAMES.get(t.pupilId()),
                    List.of(Who.PUPIL), "kb-hand")),
            Map.entry("nain-jaune/:gameId", new DataRoute(t -> "nain-jaune/" + NAIN_JAUNE_GAMES.get(t.pupilId()),
                    List.of(Who.PUPIL), "nj-hand")));

    /**
     * @param dataElement the id of the element that shows the data, or null when the page shows the data
     *                    by the names of the school's class and pupils
     */
    record DataRoute(Function<Target, String> path, List<Who> showsOwnTo, String dataElement) {

        DataRoute(Function<Target, String> path, List<Who> showsOwnTo) {
            this(path, showsOwnTo, null);
        }
    }

    private static final Routes VIEWS = new Routes().autoDiscoverViews("org.arithmos");

    static {
        // Package-private views are not auto-discovered: add every route class.
        routeClasses().forEach(VIEWS.getRoutes()::add);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private ParentService parents;
    @Autowired
    private org.arithmos.classgame.ClassGameService classGames;
    @Autowired
    private org.arithmos.classgame.ProjectorLinks projectorLinks;
    @Autowired
    private org.arithmos.multicartes.McService multicartes;
    @Autowired
    private org.arithmos.classroom.LevelService levels;
    @Autowired
    private org.arithmos.tables.TableService tables;

    private AccessWorld world;

    @BeforeAll
    void buildTheWorld() {
        world = new AccessWorld(accounts, classroom, parents, tables);
        for (var school : List.of(world.a, world.b)) {
            LIVE_TABLES.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(), () -> {
                var id = tables.open(new org.arithmos.tables.TableService.NewTable("NAMBARZ",
                        org.arithmos.engine.nambarz.NambarzOptions.of(2).notation(), 2, "GAME", false, 600, 0));
                tables.start(id, true, "BEGINNER");
                return id.toString();
            }));
            long classId = school.schoolClass().id();
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> levels.setClassLevel(classId,
                    ServiceAccessMatrixTest.withMulticartes(levels.classLevel(classId))));
            // A solo game is a private table of one seat (0018, step 3); its old address forwards to it.
            MULTICARTES_GAMES.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(),
                    () -> tables.openPrivate(new org.arithmos.tables.TableService.NewTable("MULTICARTES",
                            org.arithmos.engine.multicartes.MulticartesOptions.solo().notation(), 1, "LEARNING", false,
                            60, 1500, false), "BEGINNER", null).toString()));
            LIVE_MULTICARTES.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(), () -> {
                var id = tables.open(new org.arithmos.tables.TableService.NewTable("MULTICARTES", "p2 r1 s0", 2,
                        "LEARNING", false, 600, 0));
                tables.start(id, true, "BEGINNER");
                return id.toString();
            }));
            String ended = org.arithmos.testing.TestSchool.as(school.pupil(), () -> {
                var id = tables.open(new org.arithmos.tables.TableService.NewTable("MULTICARTES", "p2 r1 s0", 2,
                        "LEARNING", false, 600, 0));
                tables.start(id, true, "BEGINNER");
                return id.toString();
            });
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> {
                tables.end(java.util.UUID.fromString(ended));
                return null;
            });
            ENDED_MULTICARTES.put(school.pupil().id(), ended);
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> levels.setClassLevel(classId,
                    org.arithmos.testing.TestLevels.withGame(levels.classLevel(classId),
                            org.arithmos.classroom.GameKind.KRAMBAMBULI)));
            // A game against robots is a private table (0018, step 3); its old address forwards to it.
            KRAMBAMBULI_GAMES.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(),
                    () -> tables.openPrivate(new org.arithmos.tables.TableService.NewTable("KRAMBAMBULI",
                            org.arithmos.engine.krambambuli.KrambambuliOptions.of(2).notation(), 2, "GAME", false, 60,
                            10_000, false), "BEGINNER", null).toString()));
            LIVE_KB_TABLES.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(), () -> {
                var id = tables.open(new org.arithmos.tables.TableService.NewTable("KRAMBAMBULI",
                        org.arithmos.engine.krambambuli.KrambambuliOptions.of(2).notation(), 2, "GAME", false, 600, 0));
                tables.start(id, true, "BEGINNER");
                return id.toString();
            }));
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> levels.setClassLevel(classId,
                    ServiceAccessMatrixTest.withNainJaune(levels.classLevel(classId))));
            // A game against robots is a private table (0018, step 3); its old address forwards to it.
            NAIN_JAUNE_GAMES.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(),
                    () -> tables.openPrivate(new org.arithmos.tables.TableService.NewTable("NAIN_JAUNE",
                            org.arithmos.engine.nainjaune.NainJauneOptions.of(2).notation(), 2, "GAME", false, 60,
                            10_000, false), "BEGINNER", null).toString()));
            CLASS_GAMES.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.teacher(),
                    () -> classGames.start(school.schoolClass().id(), new org.arithmos.classgame.ClassGameService
                            .NewClassGame(new org.arithmos.tables.TableService.NewTable("NAMBARZ",
                            org.arithmos.engine.nambarz.NambarzOptions.of(3).notation(), 3, "GAME", false, 600, 0),
                            false, "BEGINNER", List.of(List.of(school.pupil().id())))).toString()));
            // Ended at once: its debrief opens only then (its examples show cards that were in hands).
            org.arithmos.testing.TestSchool.as(school.teacher(), () -> {
                classGames.end(java.util.UUID.fromString(CLASS_GAMES.get(school.pupil().id())));
                return null;
            });
            // A second class game, played, with its projector link: school A's left open, school B's stopped.
            PROJECTOR_LINKS.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.teacher(), () -> {
                var game = classGames.start(school.schoolClass().id(), new org.arithmos.classgame.ClassGameService
                        .NewClassGame(new org.arithmos.tables.TableService.NewTable("NAMBARZ",
                        org.arithmos.engine.nambarz.NambarzOptions.of(3).notation(), 3, "GAME", false, 600, 0),
                        false, "BEGINNER", List.of(List.of(school.pupil().id()))));
                String token = projectorLinks.open(game).token();
                if (school == world.b) {
                    projectorLinks.revoke(game);
                }
                return token;
            }));
            LIVE_NAIN_JAUNE.put(school.pupil().id(), org.arithmos.testing.TestSchool.as(school.pupil(), () -> {
                var id = tables.open(new org.arithmos.tables.TableService.NewTable("NAIN_JAUNE",
                        org.arithmos.engine.nainjaune.NainJauneOptions.of(2).notation(), 2, "GAME", false, 600, 0));
                tables.start(id, true, "BEGINNER");
                return id.toString();
            }));
        }
    }

    /** A new browser tab for each try: a view instance is reused when only its address parameter changes. */
    private void newTab() {
        MockVaadin.tearDown();
        Function0<UI> ui = UI::new;
        MockVaadin.setup(ui, new MockSpringServlet(VIEWS, context, ui));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    @SuppressWarnings("unchecked")
    private static List<Class<? extends com.vaadin.flow.component.Component>> routeClasses() {
        var scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
        List<Class<? extends com.vaadin.flow.component.Component>> views = new ArrayList<>();
        for (var candidate : scanner.findCandidateComponents("org.arithmos")) {
            try {
                views.add((Class<? extends com.vaadin.flow.component.Component>) Class.forName(candidate.getBeanClassName()));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        return views;
    }

    @Test
    void everyScreenWithAnAddressParameterIsInTheTable() {
        List<String> missing = new ArrayList<>();
        for (Class<?> view : routeClasses()) {
            String route = view.getAnnotation(Route.class).value();
            boolean takesData = HasUrlParameter.class.isAssignableFrom(view) || route.contains(":");
            if (takesData && !ROUTES.containsKey(route)) {
                missing.add(route + " (" + view.getSimpleName() + ")");
            }
        }
        assertThat(missing).as("screens whose address names data, missing from ROUTES").isEmpty();
    }

    @Test
    void noPageShowsAnotherSchoolsData() {
        List<String> leaks = new ArrayList<>();
        List<String> blank = new ArrayList<>();
        ROUTES.forEach((name, route) -> {
            for (Who who : Who.values()) {
                for (Side side : Side.values()) {
                    if (who == Who.ADMIN) {
                        continue; // an admin may see every school
                    }
                    String path = route.path().apply(world.target(side));
                    boolean shown = shows(who, path, route.dataElement(), world.secretsOf(side == Side.OWN ? world.a : world.b));
                    if (side == Side.OTHER && shown) {
                        leaks.add(who + " sees school B's data on /" + path);
                    } else if (side == Side.OWN && route.showsOwnTo().contains(who) && !shown) {
                        blank.add(who + " does not see their own data on /" + name);
                    }
                }
            }
        });
        assertThat(leaks).as("another school's data on a page").isEmpty();
        assertThat(blank).as("own data missing from a page").isEmpty();
    }

    /** Whether the page, opened by this person, shows the data (a refused navigation shows nothing). */
    private boolean shows(Who who, String path, String dataElement, List<String> secrets) {
        newTab();
        return world.as(who, () -> {
            Signs.onRequest(); // Vaadin's view access checks read the request's principal
            try {
                UI.getCurrent().navigate(path);
            } catch (RuntimeException | com.github.mvysny.kaributesting.v10.MockAccessDeniedException refused) {
                return false; // Karibu says a view's access annotations refused with an Error
            }
            if (dataElement != null) {
                return !_find(com.vaadin.flow.component.Component.class, spec -> spec.withId(dataElement)).isEmpty();
            }
            // The view's own text: the UI's element does not reach into the app layout's content.
            String page = org.arithmos.ScreenText.of(UI.getCurrent().getInternals().getActiveRouterTargetsChain().getFirst().getElement());
            return secrets.stream().anyMatch(page::contains);
        });
    }
}
