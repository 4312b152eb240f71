package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.QueryParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * The teacher replays a live table of two pupils (issue 15: "each table's replay from any seat"). Found in a
 * trial: every move was listed under the name of the pupil the replay was seen from, and the "Seen by" links
 * changed the address but not the page.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LiveReplayViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ReplayView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    @Test
    void eachMoveIsListedUnderItsOwnPupilAndAnotherSeatOpensAtOnce() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account lea = school.pupilIn(teacher, c).pupil();
        Account sami = school.pupilIn(teacher, c).pupil();
        UUID id = TestSchool.as(lea, () -> tables.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(2).notation(), 2, "GAME", false, 600, 0)));
        TestSchool.as(sami, () -> tables.join(id));
        TestSchool.as(lea, () -> {
            tables.start(id, false, "BEGINNER");
            return null;
        });
        // Six moves, each by whoever has the turn (draws and passes: no card needs to be right).
        List<String> movers = new ArrayList<>();
        for (int move = 0; move < 6; move++) {
            Account mover = TestSchool.as(lea, () -> tables.look(id)).yourTurn() ? lea : sami;
            SeatedTable t = TestSchool.as(mover, () -> tables.look(id));
            var legal = ((NzSeatView) t.view()).seen().legalMoves();
            NambarzMove m = legal.stream().filter(x -> x instanceof NambarzMove.Draw || x instanceof NambarzMove.Pass)
                    .findFirst().orElse(legal.getFirst());
            TestSchool.as(mover, () -> tables.move(id, t.version(), m));
            movers.add(mover.displayName());
        }
        assertThat(movers).as("both pupils moved").contains(lea.displayName(), sami.displayName());

        MockLogin.open(context, ROUTES, teacher, "replay/" + id);
        assertThat(handLabel()).contains(lea.displayName());
        assertMovesListedUnder(movers);

        // Sami's seat, as the "Seen by" link opens it: the same view, navigated to again.
        UI.getCurrent().navigate("replay/" + id, QueryParameters.simple(Map.of("pupil", String.valueOf(sami.id()))));
        assertThat(handLabel()).contains(sami.displayName()).doesNotContain(lea.displayName());
        assertMovesListedUnder(movers);
    }

    private static String handLabel() {
        return org.arithmos.ScreenText.of(_get(Component.class, spec -> spec.withId("replay-hand")).getElement());
    }

    private static void assertMovesListedUnder(List<String> movers) {
        List<String> listed = _get(Component.class, spec -> spec.withId("replay-list")).getChildren()
                .map(b -> org.arithmos.ScreenText.of(b.getElement()).replace("⚠ ", "")).toList();
        assertThat(listed).hasSize(movers.size());
        for (int i = 0; i < movers.size(); i++) {
            assertThat(listed.get(i)).startsWith((i + 1) + ". " + movers.get(i) + ":");
        }
    }
}
