package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: a class game ended from another screen (the teacher's second tab) is shown ended on this one,
 * its latecomers' seats gone with the End button. Found in a trial: the second tab kept "A seat for …" buttons
 * that could only answer "This class game is over."
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassGameEndedElsewhereTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ClassGameSessionView.class);
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
    void theLatecomersGoWhenTheClassGameIsEndedFromAnotherScreen() throws InterruptedException {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account lea = school.pupilIn(teacher, c).pupil();
        school.pupilIn(teacher, c); // not in the plan: a latecomer
        var table = new TableService.NewTable(NzTableGame.KIND, NambarzOptions.of(3).notation(), 3, "GAME",
                false, 600, 0);
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(table,
                false, "BEGINNER", List.of(List.of(lea.id())))));

        MockLogin.open(context, ROUTES, teacher, "class-games/" + id);
        assertThat(_get(Component.class, spec -> spec.withId("class-game-latecomers")).isVisible()).isTrue();

        TestSchool.as(teacher, () -> {
            classGames.end(id);
            return null;
        });
        // The screen is told on a thread of its own (TableHub): wait for it.
        for (int i = 0; i < 50 && !_find(Component.class, spec -> spec.withId("class-game-end")).isEmpty(); i++) {
            Thread.sleep(100);
            MockVaadin.runUIQueue();
        }
        assertThat(_find(Component.class, spec -> spec.withId("class-game-end"))).as("told it ended").isEmpty();
        assertThat(_find(Component.class, spec -> spec.withId("class-game-latecomers"))).isEmpty();
    }
}
