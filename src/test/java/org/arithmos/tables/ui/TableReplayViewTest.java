package org.arithmos.tables.ui;

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
import com.vaadin.flow.component.html.Anchor;
import java.time.Duration;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.multicartes.McSeatView;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.SeatedTable;
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
 * Browserless: the tables' replay (docs/decisions/0035) of a Multicartes, a Nain Jaune and a Krambambuli table that
 * Léa, Sami and a robot played until their teacher ended it, with the real service, engines and translations.
 * Léa steps through it from her own seat only (her hand, each move's story in the live table's words); the
 * teacher chooses any seat; Sami cannot open Léa's seat; nobody replays a table still being played.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class TableReplayViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(TableReplayView.class);
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

    private Account teacher;
    private Account lea;
    private Account sami;

    @BeforeEach
    void aClassOfTheThreeCardGames() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        lea = school.pupilIn(teacher, c).pupil();
        sami = school.pupilIn(teacher, c).pupil();
        for (GameKind g : java.util.List.of(GameKind.MULTICARTES, GameKind.NAIN_JAUNE, GameKind.KRAMBAMBULI)) {
            TestSchool.as(teacher, () -> levels.setClassLevel(c.id(), TestLevels.withGame(levels.classLevel(c.id()), g)));
        }
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    /** Léa, Sami and a robot play a few moves (the pupils: a first legal play), then the teacher ends the table. */
    private UUID playedAndEnded(String kind, String options) {
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(kind, options, 3, "GAME", false, 600,
                0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, true, "BEGINNER");
            return null;
        });
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        // Four moves at least, one of them Léa's (a deal may give one player several moves in a row, NJ-PLAY-3).
        int leasMoves = 0;
        while ((TestSchool.as(lea, () -> service.look(id)).version() < 4 || leasMoves == 0)
                && System.nanoTime() < deadline) {
            for (Account who : java.util.List.of(lea, sami)) {
                SeatedTable t = TestSchool.as(who, () -> service.look(id));
                if (t.yourTurn() && !t.over()) {
                    TestSchool.as(who, () -> service.move(id, t.version(), firstPlay(t)));
                    leasMoves += who == lea ? 1 : 0;
                }
            }
            pause();
        }
        TestSchool.as(teacher, () -> {
            service.end(id);
            return null;
        });
        return id;
    }

    private static Object firstPlay(SeatedTable t) {
        return switch (t.view()) {
            case McSeatView v -> v.seen().legalMoves().stream().filter(m -> !(m instanceof MulticartesMove.Pass))
                    .findFirst().orElse(v.seen().legalMoves().getFirst());
            case NainJauneObservation v -> v.legalMoves().getFirst();
            case KrambambuliObservation v -> v.turn().drawn() ? new KrambambuliMove.Discard(v.hand().getLast())
                    : new KrambambuliMove.Draw();
            default -> throw new IllegalStateException("not a card game: " + t.kind());
        };
    }

    private static void pause() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    private void open(Account who, String address) {
        TestSchool.logIn(who);
        Signs.onRequest();
        int q = address.indexOf('?');
        if (q < 0) {
            UI.getCurrent().navigate(address);
        } else {
            UI.getCurrent().navigate(address.substring(0, q),
                    com.vaadin.flow.router.QueryParameters.fromString(address.substring(q + 1)));
        }
    }

    @Test
    void leaStepsThroughEachCardGameFromHerOwnSeatOnly() {
        record Game(String kind, String options, String seatPrefix) {
        }
        for (Game g : java.util.List.of(
                new Game(McTableGame.KIND, MulticartesOptions.of(3).notation(), "mc-seat-"),
                new Game(NjTableGame.KIND, NainJauneOptions.of(3).notation(), "nj-seat-"),
                new Game(KbTableGame.KIND, KrambambuliOptions.of(3).notation(), "kb-seat-"))) {
            UUID id = playedAndEnded(g.kind(), g.options());
            open(lea, "table-replay/" + id);
            TableReplayView view = _get(TableReplayView.class);
            assertThat(view.replay).as(g.kind()).isNotNull();
            assertThat(view.replay.seat()).isZero();
            assertThat(text("table-replay-heading")).contains(lea.displayName());
            // Only her own seat to see it from: no choice of seats shown.
            assertThat(_find(Component.class, spec -> spec.withId("replay-viewpoints"))).isEmpty();
            assertThat(text("replay-position")).isEqualTo("The deal (then " + view.replay.moves() + " moves)");
            assertThat(text("table-replay-story")).contains("The cards are dealt");
            // The seat's board with the live table's parts: every seat, Sami by name.
            assertThat(text(g.seatPrefix() + "1")).contains(sami.displayName());
            assertThat(view.replay.moves()).isPositive();

            _click(_get(Button.class, spec -> spec.withId("replay-next")));
            assertThat(text("replay-position")).isEqualTo("Move 1 of " + view.replay.moves());
            assertThat(text("table-replay-mover")).startsWith("Move of ");
            assertThat(_find(Component.class, spec -> spec.withId("table-replay-story")).getFirst().getChildren()
                    .count()).as("the move's story lines, " + g.kind()).isGreaterThan(1);
            // Where Léa was to move: the best play she had, in words, with the expert's reason.
            int hers = view.replay.best().keySet().stream().min(Integer::compare).orElseThrow();
            view.show(hers);
            assertThat(text("table-replay-best")).startsWith("Next, the best play from this seat: ");
            _click(_get(Button.class, spec -> spec.withId("replay-last")));
            assertThat(view.frame).isEqualTo(view.replay.moves());
            assertThat(_get(Button.class, spec -> spec.withId("replay-next")).isEnabled()).isFalse();
            assertThat(_find(Button.class, spec -> spec.withClasses("replay-list-item"))).hasSize(view.replay.moves());

            // Léa cannot see Sami's seat: the page says it does not exist.
            open(lea, "table-replay/" + id + "?seat=1");
            assertThat(_find(Component.class, spec -> spec.withId("not-found"))).hasSize(1);
            // The teacher chooses any seat, the robot's too.
            open(teacher, "table-replay/" + id + "?seat=1");
            assertThat(_get(TableReplayView.class).replay.seat()).isEqualTo(1);
            assertThat(_find(Anchor.class, spec -> spec.withClasses("shown"))).extracting(a -> a.getText())
                    .containsExactly(sami.displayName());
            assertThat(_find(Anchor.class, spec -> spec.withId("viewpoint-2"))).hasSize(1);
        }
    }

    @Test
    void aTableStillBeingPlayedHasNoReplayYet() {
        UUID id = TestSchool.as(lea, () -> service.open(new TableService.NewTable(McTableGame.KIND,
                MulticartesOptions.of(2).notation(), 2, "GAME", false, 600, 0)));
        TestSchool.as(sami, () -> service.join(id));
        TestSchool.as(lea, () -> {
            service.start(id, false, "BEGINNER");
            return null;
        });
        open(teacher, "table-replay/" + id);
        assertThat(text("not-found")).isEqualTo("This table is still being played: its replay opens once it is over.");
    }
}
