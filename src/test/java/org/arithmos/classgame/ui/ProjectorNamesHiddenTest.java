package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.checkbox.Checkbox;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classgame.ProjectorLinks;
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
 * Browserless: a trial's finding. "Hide first names" on the projector was lost on reload and the names came
 * back on the projected screen; it is now kept with the class game, for the teacher's projector and the link's.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ProjectorNamesHiddenTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ProjectorView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private ClassGameService classGames;
    @Autowired
    private ProjectorLinks links;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    @Test
    void hiddenNamesStayHiddenAfterAReload() {
        OneTableClassGame game = OneTableClassGame.start(accounts, classroom, classGames);
        Account teacher = game.teacher();
        Account lea = game.pupil();
        UUID id = game.id();

        MockLogin.open(context, ROUTES, teacher, "class-games/" + id + "/projector");
        assertThat(board()).contains(lea.displayName());
        assertThat(_find(Component.class, spec -> spec.withClasses("projector-strokes"))).as("Nambarz's master strokes")
                .hasSize(1);
        _get(Checkbox.class, spec -> spec.withId("projector-anonymous")).setValue(true);
        assertThat(board()).doesNotContain(lea.displayName()).contains("Player 1");

        // A reload: a new page, a new board.
        MockLogin.close();
        MockLogin.open(context, ROUTES, teacher, "class-games/" + id + "/projector");
        assertThat(_get(Checkbox.class, spec -> spec.withId("projector-anonymous")).getValue()).isTrue();
        assertThat(board()).doesNotContain(lea.displayName()).contains("Player 1");
        // The link's projector too: it is told the names are hidden.
        String token = TestSchool.as(teacher, () -> links.open(id).token());
        assertThat(links.show(token).namesHidden()).isTrue();
    }

    private static String board() {
        return _get(ProjectorView.class).getElement().getTextRecursively();
    }
}
