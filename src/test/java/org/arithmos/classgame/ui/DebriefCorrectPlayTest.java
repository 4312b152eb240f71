package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.LegalMoves;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.TableService;
import org.arithmos.testing.Signs;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: a trial's finding. The debrief showed only the penalty for a wrong result (NZ-CALC-3) or a card
 * that does not match (NZ-MATCH-1) ("3 and 8 go back to your hand. You draw 3 cards."), where the table had told
 * the pupil the play that would have worked. Every example now shows a correct play, said to the class.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class DebriefCorrectPlayTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(DebriefView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private ClassGameService classGames;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    private Account teacher;
    private final List<Account> pupils = new ArrayList<>();
    private UUID classGame;

    @BeforeEach
    void aNambarzClassGameOfThreePupils() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        for (int i = 0; i < 3; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil());
        }
        var table = new TableService.NewTable(NzTableGame.KIND, NambarzOptions.of(3).notation(), 3, "GAME",
                false, 600, 0);
        classGame = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(table,
                false, "BEGINNER", List.of(pupils.stream().map(Account::id).toList()))));
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    @Test
    void aWrongResultAndACardThatDoesNotMatchEachShowACorrectPlayInWordsForTheClass() {
        UUID table = TestSchool.as(teacher, () -> classGames.find(classGame)).tables().getFirst();
        Set<String> made = new java.util.HashSet<>();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (made.size() < 2 && System.nanoTime() < deadline) {
            for (Account p : pupils) {
                SeatedTable t = TestSchool.as(p, () -> tables.look(table));
                if (!t.yourTurn()) {
                    continue;
                }
                NambarzMove move = wrongPlay(((NzSeatView) t.view()).seen(), made);
                TestSchool.as(p, () -> tables.move(table, t.version(), move));
                TestSchool.as(teacher, () -> classGames.overview(classGame)).getFirst().marks().stream()
                        .filter(m -> m.kind() == TableMark.Kind.MISTAKE).map(TableMark::rule).forEach(made::add);
            }
        }
        assertThat(made).contains("NZ-CALC-3", "NZ-MATCH-1");
        TestSchool.as(teacher, () -> {
            classGames.end(classGame);
            return null;
        });

        Signs.logIn(teacher);
        UI.getCurrent().navigate("class-games/" + classGame + "/debrief");
        List<Div> examples = _find(Div.class, spec -> spec.withClasses("debrief-mistake"));
        assertThat(examples).hasSizeGreaterThanOrEqualTo(2).allSatisfy(box -> {
            String text = box.getElement().getTextRecursively();
            assertThat(_find(box, Paragraph.class, spec -> spec.withClasses("debrief-correct-play")))
                    .as("a correct play in %s", text).isNotEmpty();
            assertThat(text).doesNotContain("your hand").doesNotContain("You draw");
        });
        assertThat(_find(Div.class, spec -> spec.withId("debrief-best"))).as("Nambarz's best calculations").hasSize(1);
    }

    /**
     * A wrong play of the kind not made yet: two cards of one kind that make no calculation of the target
     * (NZ-CALC-3, every card back), or one card that does not match (NZ-MATCH-1); else draw or end the turn.
     */
    private static NambarzMove wrongPlay(org.arithmos.engine.nambarz.NambarzObservation seen, Set<String> made) {
        if (!(seen.phase() instanceof TurnPhase.Open)) {
            return new NambarzMove.Pass();
        }
        if (seen.target() instanceof Target.NumberTarget(NumberCard top)) {
            List<NumberCard> loose = seen.hand().cards().stream().filter(c -> c instanceof NumberCard)
                    .map(c -> (NumberCard) c).filter(n -> !n.matches(top)).toList();
            if (!made.contains("NZ-CALC-3")) {
                for (int i = 0; i < loose.size(); i++) {
                    for (int j = i + 1; j < loose.size(); j++) {
                        NumberCard a = loose.get(i);
                        NumberCard b = loose.get(j);
                        List<NumberCard> pair = List.of(a, b);
                        if (a.type() == b.type() && a.value() + b.value() != top.value()
                                && LegalMoves.plays(Hand.of(pair), seen.target(), CalcMode.LEFT_TO_RIGHT).isEmpty()) {
                            return new NambarzMove.PutDown(pair, Expr.leftToRight(List.of(Operator.PLUS)));
                        }
                    }
                }
            }
            if (!made.contains("NZ-MATCH-1") && !loose.isEmpty()) {
                return new NambarzMove.PutDown(List.of(loose.getFirst()), Expr.single());
            }
        }
        return new NambarzMove.Draw();
    }
}
