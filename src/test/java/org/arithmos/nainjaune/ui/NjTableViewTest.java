package org.arithmos.nainjaune.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import java.util.EnumSet;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.SeatedTable;
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
 * Browserless: Léa's screen of a live Nain Jaune table with Sami (docs/decisions/0026), with the real table
 * service, engine and translations. Sami's moves reach Léa's screen as they happen (pushed, run by the UI's
 * queue); her refused card is explained with its rule and marked, and nothing changes.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NjTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NjTableView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    @Autowired
    private org.arithmos.tables.persistence.TableStore store;

    private TestSchool school;
    private Account teacher;
    private SchoolClass c;
    private Account lea;
    private Account sami;
    private UUID id;

    @BeforeEach
    void aTableOfTwoPupils() {
        school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), new Level(EnumSet.of(GameKind.NAMBARZ,
                GameKind.NAIN_JAUNE), Level.STARTING.operations(), false, Level.STARTING.jokers(), true,
                Level.STARTING.bots())));
        id = TestSchool.as(lea, () -> tables.open(new TableService.NewTable(NjTableGame.KIND,
                NainJauneOptions.of(2).withRounds(1).notation(), 2, "GAME", false, 600, 0)));
        TestSchool.as(sami, () -> tables.join(id));
        TestSchool.as(lea, () -> {
            tables.start(id, false, "BEGINNER");
            return null;
        });
    }

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    private static NainJauneObservation seen(SeatedTable t) {
        return (NainJauneObservation) t.view();
    }

    @Test
    void samisMovesReachLeasScreenAndHerRefusedCardIsExplained() {
        MockLogin.open(context, ROUTES, lea, "live/nain-jaune/" + id);
        SeatedTable mine = tables.look(id);
        assertThat(text("live-code")).contains(mine.code());
        assertThat(text("nj-seat-0")).contains("You");
        assertThat(text("nj-seat-1")).contains(sami.displayName());
        assertThat(_get(Component.class, spec -> spec.withId("nj-hand")).getChildren()
                .filter(c -> c instanceof PlayingCardView)).hasSize(seen(mine).hand().size());

        boolean refused = false;
        int samiMoves = 0;
        for (int guard = 0; guard < 40 && (!refused || samiMoves < 2); guard++) {
            SeatedTable t = tables.look(id);
            if (t.over()) {
                break;
            }
            if (t.yourTurn()) {
                var allowed = seen(t).legalMoves();
                if (allowed.getFirst() instanceof NainJauneMove.Pass) {
                    _click(_get(Button.class, spec -> spec.withId("nj-pass")));
                    continue;
                }
                var wrong = seen(t).hand().stream().filter(c -> !allowed.contains(new NainJauneMove.Put(c))).findFirst();
                if (!refused && wrong.isPresent()) {
                    _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + wrong.get().notation())));
                    assertThat(text("nj-message")).containsPattern("\\(NJ-PLAY-[2-5]\\)");
                    assertThat(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + wrong.get().notation()))
                            .hasClassName("pc-fault")).isTrue();
                    assertThat(tables.look(id).version()).isEqualTo(t.version());
                    refused = true;
                }
                _click(_get(PlayingCardView.class, spec -> spec.withId("nj-card-" + allowed.getFirst().notation())));
                assertThat(tables.look(id).version()).isEqualTo(t.version() + 1);
            } else {
                SeatedTable his = TestSchool.as(sami, () -> tables.look(id));
                NainJauneMove move = seen(his).legalMoves().getFirst();
                TestSchool.as(sami, () -> tables.move(id, his.version(), move));
                samiMoves++;
                MockVaadin.runUIQueue();
                // Léa's screen was told: the move is the latest line of her story, and her view moved on.
                String latest = _get(Component.class, spec -> spec.withId("nj-story")).getChildren().findFirst()
                        .orElseThrow().getElement().getText();
                assertThat(String.join(" ", text("nj-story"))).contains(sami.displayName());
                assertThat(latest).isNotBlank();
                assertThat(_get(NjTableView.class).getElement().getAttribute("data-version"))
                        .isEqualTo(String.valueOf(tables.look(id).version()));
            }
        }
        assertThat(refused).isTrue();
        assertThat(samiMoves).isGreaterThanOrEqualTo(2);
    }

    @Test
    void whenTheClasssTimerRunsOutTheStorySaysARobotPlayedForThePupil() throws InterruptedException {
        // One second, so that the test does not wait 30 (a teacher chooses among TURN_TIMERS); read at the start.
        store.setTurnSeconds(c.id(), 1);
        Account ines = school.pupilIn(teacher, c).pupil();
        Account tom = school.pupilIn(teacher, c).pupil();
        UUID timed = TestSchool.as(ines, () -> tables.open(new TableService.NewTable(NjTableGame.KIND,
                NainJauneOptions.of(2).withRounds(1).notation(), 2, "GAME", false, 600, 0)));
        TestSchool.as(tom, () -> tables.join(timed));
        TestSchool.as(ines, () -> {
            tables.start(timed, false, "BEGINNER");
            return null;
        });
        MockLogin.open(context, ROUTES, ines, "live/nain-jaune/" + timed);
        String yours = "1 s are up: a robot played for " + ines.displayName() + ".";
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline && !text("nj-story").contains(yours)) {
            Thread.sleep(200);
            MockVaadin.runUIQueue();
        }
        // Ines never clicked: her own turn ran out, and her story says who played it.
        assertThat(text("nj-story")).contains(yours);
    }

    @Test
    void aTableOfAnotherClassIsNotShown() {
        Account stranger = new TestSchool(accounts, classroom).newPupil();
        MockLogin.open(context, ROUTES, stranger, "live/nain-jaune/" + id);
        assertThat(text("nj-live-missing")).contains("not one of your class");
    }
}
