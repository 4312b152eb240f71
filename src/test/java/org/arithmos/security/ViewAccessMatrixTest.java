package org.arithmos.security;

import static org.arithmos.security.AccessWorld.Who.ADMIN;
import static org.arithmos.security.AccessWorld.Who.GUEST;
import static org.arithmos.security.AccessWorld.Who.PARENT;
import static org.arithmos.security.AccessWorld.Who.PUPIL;
import static org.arithmos.security.AccessWorld.Who.TEACHER;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AccessAnnotationChecker;
import java.security.Principal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.arithmos.security.AccessWorld.Who;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

/**
 * The access matrix of the views: every route of the application, with who may open it. Views deny by
 * default: a route without an access annotation is closed to all, and a route missing from this table
 * fails the test, so a new screen cannot ship without a decision. What a view shows of whose data is the
 * services' business ({@link ServiceAccessMatrixTest}).
 */
class ViewAccessMatrixTest {

    private static final Set<Who> EVERYONE = EnumSet.allOf(Who.class);
    private static final Set<Who> SIGNED_IN = EnumSet.of(PUPIL, TEACHER, PARENT, ADMIN);

    /** Route template → who may open it. */
    static final Map<String, Set<Who>> EXPECTED = Map.ofEntries(
            Map.entry("", EVERYONE),
            Map.entry("rules", EVERYONE),
            // The accessibility statement (issue 13, decision 0021) is public, like the rules.
            Map.entry("accessibility", EVERYONE),
            Map.entry("login", EVERYONE),
            Map.entry("class", EVERYONE),
            // Guests play without an account (nothing is recorded); the service checks whose game it is.
            Map.entry("play", EVERYONE),
            Map.entry("table", EVERYONE),
            // Live tables (0018): a class's pupils; the service shows each only their seat, a teacher no hand.
            Map.entry("together", EnumSet.of(PUPIL)),
            // Since 0018's step 3 also a guest's and a grown-up's game against robots: the table answers its people.
            Map.entry("live", EVERYONE),
            Map.entry("live/krambambuli/:tableId", EVERYONE), // private tables against robots too (0018 step 3)
            Map.entry("live/multicartes/:tableId", EVERYONE), // private tables against robots and solo too (0018 step 3)
            Map.entry("table-replay/:tableId", EnumSet.of(PUPIL, TEACHER, ADMIN)),
            Map.entry("live/nain-jaune/:tableId", EVERYONE), // private tables against robots too (0018 step 3)
            Map.entry("games", SIGNED_IN),
            Map.entry("signup", EVERYONE),
            Map.entry("children", EnumSet.of(PARENT)),
            Map.entry("pupils/:pupilId/data", EnumSet.of(TEACHER, PARENT, ADMIN)),
            Map.entry("admin/privacy", EnumSet.of(ADMIN)),
            // A teacher's classes; the admin sees every class but changes none and prints no secrets (0009).
            Map.entry("classes", EnumSet.of(TEACHER, ADMIN)),
            Map.entry("classes/:classId", EnumSet.of(TEACHER, ADMIN)),
            Map.entry("classes/:classId/class-game", EnumSet.of(TEACHER, ADMIN)),
            Map.entry("class-games/:classGameId", EnumSet.of(TEACHER, ADMIN)),
            Map.entry("class-games/:classGameId/projector", EnumSet.of(TEACHER, ADMIN)),
            Map.entry("class-games/:classGameId/debrief", EnumSet.of(TEACHER, ADMIN)),
            // The projector's short-lived link (0028): the link is the permission, checked by ProjectorLinks.
            Map.entry("projector/:token", EVERYONE),
            Map.entry("classes/:classId/cards", EnumSet.of(TEACHER)),
            // Importing a class list (0029): the service keeps a teacher to their own classes.
            Map.entry("classes/import", EnumSet.of(TEACHER, ADMIN)),
            Map.entry("classes/:classId/parent-cards", EnumSet.of(TEACHER)),
            Map.entry("admin", EnumSet.of(ADMIN)),
            // Sign in through the school (0023): why a sign-in opened nothing; the admin's pending sign-ins.
            Map.entry("sign-in/refused", EVERYONE),
            Map.entry("admin/sign-ins", EnumSet.of(ADMIN)),
            // Progress (decision 0010): the services check whose class, pupil or game it is.
            Map.entry("classes/:classId([0-9]{1,18})/progress", EnumSet.of(TEACHER, ADMIN)),
            Map.entry("pupils/:pupilId([0-9]{1,18})", EnumSet.of(TEACHER, PARENT, ADMIN)),
            Map.entry("replay", SIGNED_IN),
            Map.entry("progress", EnumSet.of(PUPIL)),
            // Multicartes: start page, table (the service checks whose game it is) and rules.
            Map.entry("multicartes", EVERYONE),
            Map.entry("multicartes/:gameId", EVERYONE),
            Map.entry("rules/multicartes", EVERYONE),
            Map.entry("krambambuli", EVERYONE),
            Map.entry("krambambuli/:gameId", EVERYONE),
            Map.entry("rules/krambambuli", EVERYONE),
            // Nain Jaune: start page, table (the service checks whose game it is) and rules.
            Map.entry("nain-jaune", EVERYONE),
            Map.entry("nain-jaune/:gameId", EVERYONE),
            Map.entry("rules/nain-jaune", EVERYONE));

    private final AccessAnnotationChecker checker = new AccessAnnotationChecker();

    @Test
    void everyRouteOpensToExactlyWhomTheTableSays() {
        Map<String, Class<?>> routes = routes();
        assertThat(routes.keySet()).as("routes of the application (add new ones to EXPECTED)")
                .containsExactlyInAnyOrderElementsOf(EXPECTED.keySet());
        List<String> wrong = new ArrayList<>();
        routes.forEach((path, view) -> {
            for (Who who : Who.values()) {
                boolean opens = checker.hasAccess(view, principal(who), role -> who != GUEST && role.equals(who.name()));
                if (opens != EXPECTED.get(path).contains(who)) {
                    wrong.add("/" + path + " (" + view.getSimpleName() + ") " + (opens ? "opens" : "is closed")
                            + " to " + who);
                }
            }
        });
        assertThat(wrong).isEmpty();
    }

    private static Principal principal(Who who) {
        return who == GUEST ? null : () -> who.name().toLowerCase();
    }

    private static Map<String, Class<?>> routes() {
        var scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
        Map<String, Class<?>> routes = new TreeMap<>();
        for (var candidate : scanner.findCandidateComponents("org.arithmos")) {
            try {
                Class<?> view = Class.forName(candidate.getBeanClassName());
                routes.put(view.getAnnotation(Route.class).value(), view);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        return routes;
    }
}
