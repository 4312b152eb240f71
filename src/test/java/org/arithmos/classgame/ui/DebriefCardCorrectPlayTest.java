package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.multicartes.McSeatView;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.TableService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: a trial's finding. A card game's refused step showed only its reason in the debrief, where
 * Nambarz's examples show a correct play. Each card game's example now says the correct play at that moment (the
 * rules' correction, else the expert robot's play), worked out when the step was refused; played then, the table
 * takes it (MC-TURN-1, NJ-PLAY-2/3/5, KB-TURN-1).
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class DebriefCardCorrectPlayTest {

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
    private SchoolClass c;
    private final List<Account> pupils = new ArrayList<>();

    @BeforeEach
    void aClassOfTwo() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        c = school.classOf(teacher);
        for (int i = 0; i < 2; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil());
        }
    }

    @AfterEach
    void stop() {
        MockLogin.close();
        TestSchool.logOut();
    }

    @Test
    void aProductNotOnTheCardShowsAProductOfTheCardTheHandMade() {
        String text = refusedThenDebrief(McTableGame.KIND, new MulticartesOptions(2, 1, 0).notation(),
                "LEARNING", t -> {
                    var seen = ((McSeatView) t.view()).seen();
                    for (int a = 0; a < seen.hand().size(); a++) {
                        for (int b = a + 1; b < seen.hand().size(); b++) {
                            if (!seen.combination().values().contains(seen.hand().get(a) * seen.hand().get(b))) {
                                return new MulticartesMove.Multiply(seen.hand().get(a), seen.hand().get(b));
                            }
                        }
                    }
                    throw new AssertionError("every product of the hand is on the card");
                });
        assertThat(text).containsPattern("The correct play was: (\\d+ × \\d+ = \\d+|.*pass)");
    }

    @Test
    void aRefusedCardShowsTheCardTheRulesAllowedOrTheExpertsPlay() {
        String text = refusedThenDebrief(NjTableGame.KIND, new NainJauneOptions(2,
                NainJauneOptions.Dealing.SIMPLIFIED, 1, 50, NainJauneOptions.Continuing.FAMILY).notation(), "GAME",
                t -> {
                    NainJauneObservation seen = (NainJauneObservation) t.view();
                    return seen.hand().stream().map(card -> (NainJauneMove) new NainJauneMove.Put(card))
                            .filter(m -> !seen.legalMoves().contains(m)).findFirst()
                            .orElseGet(NainJauneMove.Pass::new);
                });
        assertThat(text).contains("The correct play was: ");
    }

    @Test
    void aStepBeforeDrawingShowsTheExpertsStep() {
        String text = refusedThenDebrief(KbTableGame.KIND, new KrambambuliOptions(2, 2, 20, 500).notation(),
                "GAME", t -> new KrambambuliMove.Discard(((KrambambuliObservation) t.view()).hand().getFirst()));
        assertThat(text).contains("The correct play was: ");
    }

    /**
     * A class game of two pupils at one table; the pupil to move tries {@code wrong}, which is refused; its mark's
     * correct play is then played and taken. The class game ends; the debrief's example, as text.
     */
    private String refusedThenDebrief(String kind, String options, String mode, Function<SeatedTable, Object> wrong) {
        UUID id = TestSchool.as(teacher, () -> classGames.start(c.id(), new ClassGameService.NewClassGame(
                new TableService.NewTable(kind, options, 2, mode, false, 600, 0), false, "BEGINNER",
                List.of(pupils.stream().map(Account::id).toList()))));
        UUID table = TestSchool.as(teacher, () -> classGames.find(id)).tables().getFirst();
        Account mover = TestSchool.as(pupils.get(0), () -> tables.look(table)).yourTurn() ? pupils.get(0)
                : pupils.get(1);
        SeatedTable before = TestSchool.as(mover, () -> tables.look(table));
        Object move = wrong.apply(before);
        assertThat(TestSchool.as(mover, () -> tables.move(table, before.version(), move)).isRefused()).isTrue();

        TableMark mark = TestSchool.as(teacher, () -> classGames.overview(id)).getFirst().marks().getFirst();
        TableMark.Refused example = (TableMark.Refused) mark.example();
        assertThat(example.correct()).as("a correct play for %s", mark.rule()).isNotNull();
        assertThat(TestSchool.as(mover, () -> tables.move(table, before.version(), example.correct().move()))
                .isRefused()).as("the correct play is taken").isFalse();
        TestSchool.as(teacher, () -> {
            classGames.end(id);
            return null;
        });

        MockLogin.open(context, ROUTES, teacher, "class-games/" + id + "/debrief");
        Div box = _find(Div.class, spec -> spec.withClasses("debrief-mistake")).getFirst();
        assertThat(_find(Div.class, spec -> spec.withId("debrief-best")))
                .as("a card game's plays are no calculations: no 'best calculations' saying there were none").isEmpty();
        assertThat(_find(box, Paragraph.class, spec -> spec.withClasses("debrief-correct-play"))).singleElement()
                .satisfies(p -> assertThat(p.getText()).startsWith("The correct play was: "));
        return box.getElement().getTextRecursively();
    }
}
