package org.arithmos.krambambuli.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.krambambuli.KbTableGame;
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
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Browserless: the live Krambambuli screen with the real table service, engine and translations. Léa's seat
 * shows her hand and Sami by name; a step the rules refuse is explained in the words of the game against
 * robots and changes nothing; the class's teacher watches without any hand.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class KbTableViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(KbTableView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private TableService service;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private JdbcTemplate jdbc;

    private Account teacher;
    private Account lea;
    private Account sami;
    private UUID table;

    @BeforeEach
    void aStartedTable() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        TestSchool.as(teacher, () -> levels.setClassLevel(c.id(),
                TestLevels.withGame(levels.classLevel(c.id()), GameKind.KRAMBAMBULI)));
        table = TestSchool.as(lea, () -> service.open(new TableService.NewTable(KbTableGame.KIND,
                KrambambuliOptions.of(3).notation(), 3, "GAME", false, 600, 5_000)));
        TestSchool.as(sami, () -> service.join(table));
        TestSchool.as(lea, () -> {
            service.start(table, true, "BEGINNER");
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

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    private static int handSize() {
        return _find(PlayingCardView.class, spec -> spec.withClasses("pc-card")).stream()
                .filter(c -> c.getParent().flatMap(Component::getId).filter("kb-hand"::equals).isPresent()).toList()
                .size();
    }

    @Test
    void thePupilsSeatARefusedStepExplainedAsAgainstRobotsThenADraw() {
        TestSchool.logIn(lea);
        Signs.onRequest(); // Vaadin's view access checks read the request's principal
        UI.getCurrent().navigate("live/krambambuli/" + table);
        assertThat(text("kb-seat-0")).contains("You");
        assertThat(text("kb-seat-1")).contains(sami.displayName());
        assertThat(text("live-code")).isNotBlank();
        assertThat(handSize()).isEqualTo(13);

        // Discarding before drawing: refused by KB-TURN-1, with the words of the game against robots.
        KbTableView view = _get(KbTableView.class);
        var card = view.table().view().hand().getFirst();
        view.send(new KrambambuliMove.Discard(card));
        assertThat(text("kb-message")).isEqualTo("First draw a card (or take the top discard into a meld). (KB-TURN-1)");
        assertThat(handSize()).isEqualTo(13);
        assertThat(jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, table))
                .isZero();

        _click(_get(Button.class, spec -> spec.withId("kb-draw")));
        assertThat(handSize()).isEqualTo(14);
        assertThat(text("kb-story")).startsWith("You drew");
        assertThat(_get(Button.class, spec -> spec.withId("kb-discard-card")).isEnabled()).isTrue();
    }

    @Test
    void aClassmateWhoLeftIsShownAsTheRobotPlayingForThem() throws InterruptedException {
        UUID quick = TestSchool.as(lea, () -> service.open(new TableService.NewTable(KbTableGame.KIND,
                KrambambuliOptions.of(2).notation(), 2, "GAME", false, 1, 5_000)));
        TestSchool.as(sami, () -> service.join(quick));
        TestSchool.as(lea, () -> {
            service.start(quick, false, "BEGINNER");
            return null;
        });
        // Sami never opens the table: after the grace time (1 s) a robot plays his seat.
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!TestSchool.as(sami, () -> service.look(quick)).seats().get(1).standIn()) {
            assertThat(System.nanoTime()).isLessThan(deadline);
            Thread.sleep(50);
        }
        TestSchool.logIn(lea);
        Signs.onRequest();
        UI.getCurrent().navigate("live/krambambuli/" + quick);
        assertThat(text("kb-seat-1")).contains("robot playing for " + sami.displayName());
    }

    @Test
    void theTeacherWatchesWithoutAnyHand() {
        TestSchool.logIn(teacher);
        Signs.onRequest();
        UI.getCurrent().navigate("live/krambambuli/" + table);
        assertThat(text("kb-seat-0")).contains(lea.displayName());
        assertThat(text("kb-seat-1")).contains(sami.displayName());
        assertThat(handSize()).isZero();
        // Karibu finds shown components only: no hand and no buttons for a spectator.
        assertThat(_find(Component.class, spec -> spec.withId("kb-hand"))).isEmpty();
        assertThat(_find(Button.class, spec -> spec.withId("kb-draw"))).isEmpty();
        assertThat(text("kb-message")).contains("is playing");
    }
}
