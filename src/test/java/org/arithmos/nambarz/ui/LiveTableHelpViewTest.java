package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Check and Hint on Léa's screen of a live table with Sami (docs/decisions/0018): shown in learning mode as at a
 * game against robots, said to her alone; not shown in game mode.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LiveTableHelpViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NzTableView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    private Account lea;
    private Account sami;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    /** Léa's screen of a table of two in {@code mode}, once it is her turn (Sami plays his turns before it). */
    private UUID leasScreenOnHerTurn(String mode) {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        UUID id = TestSchool.as(lea, () -> tables.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(2).notation(), 2, mode, false, 600, 0)));
        TestSchool.as(sami, () -> tables.join(id));
        TestSchool.as(lea, () -> {
            tables.start(id, false, "BEGINNER");
            return null;
        });
        MockLogin.open(context, ROUTES, lea, "live/" + id);
        for (int guard = 0; guard < 20 && !tables.look(id).yourTurn(); guard++) {
            SeatedTable his = TestSchool.as(sami, () -> tables.look(id));
            NambarzMove move = ((NzSeatView) his.view()).seen().legalMoves().getFirst();
            TestSchool.as(sami, () -> tables.move(id, his.version(), move));
            MockVaadin.runUIQueue();
        }
        assertThat(tables.look(id).yourTurn()).isTrue();
        return id;
    }

    private static String text(String id) {
        return org.arithmos.ScreenText.byId(id);
    }

    @Test
    void inLearningModeLeaAsksForAHintAndItIsSaidToHer() {
        UUID id = leasScreenOnHerTurn("LEARNING");
        CalculationBar bar = _get(CalculationBar.class);
        assertThat(bar.shows("hint")).isTrue();
        assertThat(bar.shows("check")).isTrue();
        int version = tables.look(id).version();
        bar.press("hint");
        assertThat(text("narration")).contains("Hint:");
        assertThat(tables.look(id).version()).as("a hint plays nothing").isEqualTo(version);
    }

    @Test
    void inGameModeThereIsNoCheckNorHint() {
        leasScreenOnHerTurn("GAME");
        // The turn's buttons are there, Check and Hint are not.
        CalculationBar bar = _get(CalculationBar.class);
        assertThat(bar.shows("play")).isTrue();
        assertThat(bar.shows("hint")).isFalse();
        assertThat(bar.shows("check")).isFalse();
    }
}
