package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: a trial's finding. Once the class game ended, the projector still showed each table as in play
 * (fewest cards first, a "▶" on whose turn it was). A table that is over now shows its finishing places by the
 * game's own ranking, seats level sharing a place (MC-END-1: no round ended, the same cards left).
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ProjectorPlacesTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ProjectorView.class);
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
    void aTableOverShowsItsFinishingPlacesInsteadOfWhoseTurn() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account lea = school.pupilIn(teacher, c).pupil();
        Account sami = school.pupilIn(teacher, c).pupil();
        var table = new TableService.NewTable(McTableGame.KIND, new MulticartesOptions(2, 1, 0).notation(), 2,
                "LEARNING", false, 600, 0);
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(table,
                false, "BEGINNER", List.of(List.of(lea.id(), sami.id())))));

        MockLogin.open(context, ROUTES, teacher, "class-games/" + id + "/projector");
        assertThat(_find(Component.class, spec -> spec.withClasses("projector-seat to-move"))).hasSize(1);
        assertThat(_find(Component.class, spec -> spec.withClasses("finishing-place"))).isEmpty();
        assertThat(_find(Component.class, spec -> spec.withClasses("projector-strokes")))
                .as("Multicartes has no master strokes: no empty heading on the projector").isEmpty();
        TestSchool.as(teacher, () -> {
            classGames.end(id);
            return null;
        });
        MockLogin.close();
        MockLogin.open(context, ROUTES, teacher, "class-games/" + id + "/projector");

        assertThat(_find(Component.class, spec -> spec.withClasses("projector-seat"))).isEmpty();
        assertThat(_find(Component.class, spec -> spec.withClasses("finishing-place")))
                .extracting(row -> row.getElement().getTextRecursively())
                .containsExactlyInAnyOrder("1st" + lea.displayName() + "0 points", "1st" + sami.displayName() + "0 points");
    }
}
