package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.tables.TableService;
import org.arithmos.testing.Signs;
import org.arithmos.testing.TestLevels;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: the debrief of a Multicartes class game with one deal for every table (docs/decisions/0035). At
 * the chosen moment each table shows the seat to move's board (its hand, drawn with the live table's parts, the
 * seats numbered and never named) and the best play there was, the expert's, with its reason, in the teacher's
 * language.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class DebriefCardMomentTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(DebriefView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private ClassGameService classGames;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    private Account teacher;
    private UUID classGame;
    private final List<Account> pupils = new java.util.ArrayList<>();

    @BeforeEach
    void aMulticartesClassGameEndedAtOnce() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        for (int i = 0; i < 4; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil());
        }
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(),
                TestLevels.withGame(levels.classLevel(c.id()), GameKind.MULTICARTES)));
        var table = new TableService.NewTable(McTableGame.KIND, MulticartesOptions.of(3).notation(), 3,
                "GAME", false, 600, 60_000);
        classGame = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(table,
                true, "BEGINNER", List.of(List.of(pupils.get(0).id(), pupils.get(1).id()),
                List.of(pupils.get(2).id(), pupils.get(3).id())))));
        TestSchool.as(teacher, () -> {
            classGames.end(classGame);
            return null;
        });
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    @Test
    void eachTableShowsTheSeatsBoardAndTheExpertsBestPlayWithItsReason() {
        TestSchool.logIn(teacher);
        Signs.onRequest();
        UI.getCurrent().navigate("class-games/" + classGame + "/debrief");
        Component moments = _get(Component.class, spec -> spec.withId("debrief-moment"));
        List<Component> shown = moments.getChildren().toList();
        assertThat(shown).hasSize(2);
        for (Component m : shown) {
            String text = m.getElement().getTextRecursively();
            // The board of the seat to move: its ten cards, the seats numbered, no pupil's name.
            assertThat(m.getElement().getAttribute("class")).contains("debrief-moment-board");
            assertThat(text).contains("Player 2").doesNotContain(pupils.get(1).displayName())
                    .doesNotContain(pupils.get(0).displayName());
            assertThat(m.getElement().getTextRecursively()).contains("The best play: ");
        }
        // The best play is the same at both tables (one deal), and says why (the expert's reason).
        List<String> best = _find(Paragraph.class, spec -> spec.withClasses("debrief-correct-play")).stream()
                .map(Paragraph::getText).toList();
        assertThat(best).hasSize(2).allMatch(b -> b.contains("(")).containsOnly(best.getFirst());
    }
}
