package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import java.util.List;
import java.util.Locale;
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
 * Browserless: the class game's page follows the language chosen in the top bar at once, as the other pages do.
 * Found in a trial: after FR the menu was French and the whole class game page stayed English until a reload.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassGameLanguageTest {

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
    void theClassGamePageTurnsFrenchWhenTheTeacherChoosesFrench() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account lea = school.pupilIn(teacher, c).pupil();
        Account sami = school.pupilIn(teacher, c).pupil();
        var table = new TableService.NewTable(NzTableGame.KIND, NambarzOptions.of(3).notation(), 3, "GAME",
                false, 600, 0);
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(table,
                false, "BEGINNER", List.of(List.of(lea.id()), List.of(sami.id())))));

        MockLogin.open(context, ROUTES, teacher, "class-games/" + id);
        assertThat(text("class-game-end")).isEqualTo("End the class game");
        assertThat(page()).contains("Class game: Nambarz").contains("Started on ").contains("2 tables playing");

        UI.getCurrent().setLocale(Locale.FRENCH);
        assertThat(text("class-game-end")).isEqualTo("Terminer la partie de classe");
        assertThat(text("class-game-projector")).isEqualTo("Vue projecteur");
        // "Commencée le 27 nov. 2026 10:20" (a date, not an hour: "à" read wrong).
        assertThat(page()).contains("Partie de classe\u00a0: Nambarz").contains("Commencée le ").contains("2 tables en jeu")
                .doesNotContain("Class game").doesNotContain("playing");
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    private static String page() {
        return _get(ClassGameSessionView.class).getElement().getTextRecursively();
    }
}
