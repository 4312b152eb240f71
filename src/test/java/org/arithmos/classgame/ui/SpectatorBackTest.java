package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.router.QueryParameters;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.OneTableClassGame;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: a trial's finding. The teacher's Watch page (a class game's table watched as a spectator) had no
 * way back to the overview; opened from the overview, it now has one, and only to a class game's overview.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class SpectatorBackTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ClassGameSessionView.class);
        try {
            // Nambarz's live table, a view of its own package's (not public).
            ROUTES.getRoutes().add(Class.forName("org.arithmos.nambarz.ui.NzTableView")
                    .asSubclass(com.vaadin.flow.component.Component.class));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private ClassGameService classGames;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    @Test
    void theWatchPageLeadsBackToTheClassGame() {
        OneTableClassGame game = OneTableClassGame.start(accounts, classroom, classGames);
        Account teacher = game.teacher();
        UUID id = game.id();
        UUID tableId = TestSchool.as(teacher, () -> classGames.find(id)).tables().getFirst();

        // From the overview, its Watch link.
        MockLogin.open(context, ROUTES, teacher, "class-games/" + id);
        String watch = _get(Anchor.class, spec -> spec.withId("overview-watch-" + TestSchool.as(teacher,
                () -> classGames.overview(id)).getFirst().code())).getHref();
        assertThat(watch).isEqualTo("live/" + tableId + "?from=class-games/" + id);
        UI.getCurrent().navigate("live/" + tableId, QueryParameters.of("from", "class-games/" + id));
        assertThat(_get(Anchor.class, spec -> spec.withId("spectator-back")).getHref()).isEqualTo("class-games/" + id);
        // Anywhere else is not followed.
        UI.getCurrent().navigate("class-games/" + id);
        UI.getCurrent().navigate("live/" + tableId, QueryParameters.of("from", "https://example.org/"));
        assertThat(_find(Anchor.class, spec -> spec.withId("spectator-back"))).isEmpty();
    }
}
