package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import java.util.Locale;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.tables.ui.Guests;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * The new-game form opens a private table against robots (docs/decisions/0018, step 3, "the switch") and goes to
 * its live screen, carrying every choice: a guest's in memory under their browser's pass, a signed-in person's
 * stored (a pupil's at their level).
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NzStartViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NzStartView.class);
        ROUTES.getRoutes().add(NzTableView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private GuestTables guests;
    @Autowired
    private TableService tables;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    @Test
    void aGuestsChoicesAndTheSeedOfTheAddressMakeTheirTable() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
        UI.getCurrent().setLocale(Locale.ENGLISH);
        UI.getCurrent().navigate("play", com.vaadin.flow.router.QueryParameters.of("seed", "7"));
        NzStartView form = _get(NzStartView.class);
        form.choices.fromBrowser("players", "6");
        form.choices.fromBrowser("teams", "3");
        form.choices.fromBrowser("rounds", "3");
        form.choices.fromBrowser("level", NzStartView.Level.BRACKETS.name());
        form.choices.fromBrowser("bots", BotLevel.EXPERT.name());
        form.choices.fromBrowser("mode", GameMode.GAME.name());
        assertThat(form.choices.value("show-results")).as("game mode unticks it").isEqualTo("false");
        form.choices.fromBrowser("show-results", "true"); // the guest ticks it again
        form.choices.fromBrowser("pace", String.valueOf(NzSetup.SLOW_PACE));
        _get(NzStartView.class).act("start");

        UUID id = liveTableShown();
        SeatedTable t = guests.look(Guests.pass(), id);
        NambarzOptions asked = NambarzOptions.parse(t.options());
        assertThat(t.seatCount()).isEqualTo(6);
        assertThat(asked.teamSizes()).as("three teams of two").containsExactly(2, 2, 2);
        assertThat(asked.rounds()).isEqualTo(3);
        assertThat(asked.parentheses()).isTrue();
        assertThat(t.mode()).isEqualTo("GAME");
        assertThat(t.showResults()).isTrue();
        assertThat(t.paceMillis()).isEqualTo(NzSetup.SLOW_PACE);
        assertThat(t.seats()).filteredOn(s -> s.isRobot()).extracting(s -> s.robotLevel()).containsOnly("EXPERT");
        assertThat(t.status()).as("started at once").isEqualTo(TableStatus.PLAYING);

        UUID again = guests.open(Guests.pass(), form.wanted(), "EXPERT", 7L);
        assertThat(hand(guests.look(Guests.pass(), again))).as("the address's seed deals the game")
                .isEqualTo(hand(guests.look(Guests.pass(), id)));
    }

    @Test
    void aPupilsGameIsAStoredPrivateTableAtTheirLevel() {
        Account pupil = new TestSchool(accounts, classroom).pupilPlaying(levels);
        MockLogin.open(context, ROUTES, pupil, "play");
        NzStartView form = _get(NzStartView.class);
        form.choices.fromBrowser("players", "3");
        form.choices.fromBrowser("pace", String.valueOf(NzSetup.FAST_PACE));
        // The level's choices are locked for a pupil; a forged request changes nothing.
        form.choices.fromBrowser("level", NzStartView.Level.BRACKETS.name());
        form.choices.fromBrowser("jokers", org.arithmos.engine.nambarz.JokerLevel.EXPERIENCED.name());
        _get(NzStartView.class).act("start");

        UUID id = liveTableShown();
        SeatedTable t = TestSchool.as(pupil, () -> tables.look(id));
        assertThat(t.seatCount()).isEqualTo(3);
        assertThat(t.paceMillis()).isEqualTo(NzSetup.FAST_PACE);
        assertThat(t.seats().getFirst().accountId()).isEqualTo(pupil.id());
        org.arithmos.classroom.Level level = levels.myLevel().orElseThrow();
        assertThat(t.seats()).filteredOn(s -> s.isRobot()).extracting(s -> s.robotLevel())
                .as("the robots of the pupil's level").containsOnly(level.bots().name());
        NambarzOptions played = NambarzOptions.parse(t.options());
        assertThat(played.operations()).as("brackets asked for, played at the pupil's level")
                .isEqualTo(level.operations());
        assertThat(played.parentheses()).isEqualTo(level.parentheses());
        assertThat(played.jokerLevel()).isEqualTo(level.jokers());
    }

    @Test
    void aPupilWhoseTeacherHasNotOpenedTheGameIsToldSoAndKeepsTheForm() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        Account pupil = school.pupilIn(teacher, school.classOf(teacher)).pupil();
        TestSchool.as(teacher, () -> levels.setPupilChange(pupil.id(), new org.arithmos.classroom.LevelChange(
                java.util.Set.of(org.arithmos.classroom.GameKind.MULTICARTES), null, null, null, null, null)));
        MockLogin.open(context, ROUTES, pupil, "play");
        _get(NzStartView.class).act("start");

        assertThat(com.github.mvysny.kaributesting.v10.NotificationsKt.getNotifications()).anySatisfy(n ->
                assertThat(n.getElement().getProperty("text", ""))
                        .isEqualTo("Your teacher has not opened this game for you yet."));
        assertThat(_find(NzStartView.class)).as("the form stays, with the choices made").hasSize(1);
        assertThat(_find(NzTableView.class)).isEmpty();
    }

    /** The screen now is the live table's, at {@code live/<id>}; the id it shows. */
    private static UUID liveTableShown() {
        _get(NzTableView.class);
        String path = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
        assertThat(path).startsWith("live/");
        return UUID.fromString(path.substring("live/".length()));
    }

    private static Object hand(SeatedTable t) {
        return ((NzSeatView) t.view()).seen().hand().cards();
    }
}
