package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.pro.ConfirmDialogKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import java.util.List;
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
 * Browserless: a double click on "End the class game" asks once. Found in a trial (issue 15): two dialogs
 * opened, and after confirming one the other stayed open over the ended game.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassGameEndOnceTest {

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

    /**
     * A table's news redraws the overview, not "End": the button a teacher is clicking stays in the page (a click on
     * a button replaced meanwhile is dropped by Vaadin; ClassGameIT lost one so on a busy machine).
     */
    @Test
    void endStaysThePageAsTheTablesMove() {
        OneTableClassGame game = OneTableClassGame.start(accounts, classroom, classGames);
        Account teacher = game.teacher();
        UUID id = game.id();
        MockLogin.open(context, ROUTES, teacher, "class-games/" + id);
        Button end = _get(Button.class, spec -> spec.withId("class-game-end"));

        _get(ClassGameSessionView.class).refresh(); // what a move at one of its tables brings

        assertThat(_get(Button.class, spec -> spec.withId("class-game-end"))).isSameAs(end);
        assertThat(end.isAttached()).isTrue();
    }

    @Test
    void aDoubleClickOnEndAsksOnce() {
        OneTableClassGame game = OneTableClassGame.start(accounts, classroom, classGames);
        Account teacher = game.teacher();
        UUID id = game.id();
        MockLogin.open(context, ROUTES, teacher, "class-games/" + id);

        Button end = _get(Button.class, spec -> spec.withId("class-game-end"));
        _click(end);
        _click(end);
        List<ConfirmDialog> asked = _find(ConfirmDialog.class, spec -> spec.withId("class-game-end-dialog"));
        assertThat(asked.stream().filter(ConfirmDialog::isOpened)).as("one dialog").hasSize(1);

        ConfirmDialogKt._fireConfirm(asked.getFirst());
        assertThat(_find(ConfirmDialog.class).stream().filter(ConfirmDialog::isOpened)).as("none left open").isEmpty();
        assertThat(TestSchool.as(teacher, () -> classGames.find(id)).over()).isTrue();
        assertThat(_find(Button.class, spec -> spec.withId("class-game-end"))).isEmpty();

        // Asked and kept playing: End asks again.
        UUID next = game.startAnother(classGames);
        MockLogin.close();
        MockLogin.open(context, ROUTES, teacher, "class-games/" + next);
        _click(_get(Button.class, spec -> spec.withId("class-game-end")));
        ConfirmDialogKt._fireCancel(_get(ConfirmDialog.class, spec -> spec.withId("class-game-end-dialog")));
        _click(_get(Button.class, spec -> spec.withId("class-game-end")));
        assertThat(_find(ConfirmDialog.class).stream().filter(ConfirmDialog::isOpened)).hasSize(1);
    }
}
