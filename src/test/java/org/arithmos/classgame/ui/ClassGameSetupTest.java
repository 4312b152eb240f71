package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.PollEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.select.Select;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountPrincipal;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.AccountSessions;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Browserless: a new teacher's trial of the class game's setup. A pupil moved by hand to "Table 2" stayed listed
 * under Table 1; 2 players a table left three pupils at one table; the language switch left the setup as it was;
 * a pupil who logged in while it was open was not ticked until a reload.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassGameSetupTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ClassGameView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private AccountSessions sessions;

    private Account teacher;
    private SchoolClass c;
    private final List<Account> pupils = new ArrayList<>();
    private final List<String> loggedIn = new ArrayList<>();

    @BeforeEach
    void aClassOfThree() {
        TestSchool school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        c = school.classOf(teacher);
        for (int i = 0; i < 3; i++) {
            pupils.add(school.pupilIn(teacher, c).pupil());
        }
    }

    @AfterEach
    void stop() {
        loggedIn.forEach(sessions::removeSessionInformation);
        MockLogin.close();
    }

    private void open() {
        MockLogin.open(context, ROUTES, teacher, "classes/" + c.id() + "/class-game");
    }

    private void logIn(Account pupil) {
        String id = "setup-test-" + pupil.id();
        sessions.registerNewSession(id, new AccountPrincipal(pupil, "n/a"));
        loggedIn.add(id);
    }

    /** Each table card's pupils, by the ids of their selectors. */
    private static List<List<Long>> tables() {
        Div groups = _get(Div.class, spec -> spec.withId("class-game-groups"));
        return groups.getChildren().map(card -> _find(card, Select.class).stream()
                .map(s -> Long.valueOf(s.getId().orElseThrow().substring("class-game-table-of-".length()))).toList())
                .toList();
    }

    @SuppressWarnings("unchecked")
    private static Select<Integer> select(String id) {
        return _get(Select.class, spec -> spec.withId(id));
    }

    @SuppressWarnings("unchecked")
    private static Select<String> choice(String id) {
        return _get(Select.class, spec -> spec.withId(id));
    }

    @Test
    void aPupilMovedByHandIsListedAtTheirNewTable() {
        open();
        assertThat(tables()).hasSize(1).first().asList().hasSize(3);
        long moved = pupils.get(1).id();
        select("class-game-table-of-" + moved).setValue(2);
        assertThat(tables()).hasSize(2);
        assertThat(tables().get(1)).containsExactly(moved);
        assertThat(tables().get(0)).hasSize(2).doesNotContain(moved);
    }

    @Test
    void fewerPlayersATableGroupsThePupilsAgainAtOnce() {
        open();
        select("live-players").setValue(2);
        assertThat(tables()).hasSize(2).allSatisfy(t -> assertThat(t.size()).isLessThanOrEqualTo(2));
        // Moved by hand to a full table: the table says it has one pupil too many.
        List<List<Long>> two = tables();
        long extra = two.get(1).getFirst();
        select("class-game-table-of-" + extra).setValue(1);
        assertThat(_find(Component.class, spec -> spec.withClasses("class-game-too-many"))).singleElement()
                .satisfies(p -> assertThat(p.getElement().getText()).contains("3 pupils for 2 seats"));
    }

    @Test
    void theSetupFollowsTheLanguageSwitch() {
        open();
        assertThat(_get(Component.class, spec -> spec.withId("class-game-start")).getElement().getText())
                .isEqualTo("Start the class game");
        UI.getCurrent().setLocale(Locale.FRENCH);
        String page = _get(ClassGameView.class).getElement().getTextRecursively();
        assertThat(_get(Component.class, spec -> spec.withId("class-game-start")).getElement().getText())
                .isNotEqualTo("Start the class game");
        assertThat(page).doesNotContain("Start the class game").doesNotContain("Back to the class")
                .doesNotContain("A game for the whole class").contains("Table 1");
        assertThat(tables()).hasSize(1).first().asList().hasSize(3);
    }

    @Test
    void theChosenGameAndItsOptionsStayThroughTheLanguageSwitch() {
        open();
        choice("class-game-game").setValue("NAIN_JAUNE");
        select("nj-live-rounds").setValue(5);
        select("nj-live-tokens").setValue(20);
        choice("class-game-robots").setValue("EXPERT");
        _get(com.vaadin.flow.component.checkbox.Checkbox.class, spec -> spec.withId("class-game-common-deal"))
                .setValue(true);
        select("nj-live-players").setValue(2);
        List<List<Long>> grouped = tables();
        UI.getCurrent().setLocale(Locale.FRENCH);
        // A trial's finding: the game's form was made again in French with its defaults (3 rounds, 50 tokens).
        assertThat(choice("class-game-game").getValue()).isEqualTo("NAIN_JAUNE");
        assertThat(select("nj-live-rounds").getValue()).isEqualTo(5);
        assertThat(select("nj-live-tokens").getValue()).isEqualTo(20);
        assertThat(select("nj-live-players").getValue()).isEqualTo(2);
        assertThat(choice("class-game-robots").getValue()).isEqualTo("EXPERT");
        assertThat(_get(com.vaadin.flow.component.checkbox.Checkbox.class,
                spec -> spec.withId("class-game-common-deal")).getValue()).isTrue();
        assertThat(select("nj-live-rounds").getLabel()).isEqualTo("Durée");
        assertThat(tables()).isEqualTo(grouped);
    }

    @Test
    void aPupilWhoLogsInWhileTheSetupIsOpenIsTickedAndSeated() {
        logIn(pupils.get(0));
        open();
        @SuppressWarnings("unchecked")
        CheckboxGroup<ClassGameService.Candidate> ticked = _get(CheckboxGroup.class,
                spec -> spec.withId("class-game-pupils"));
        assertThat(ticked.getValue()).extracting(ClassGameService.Candidate::id).containsExactly(pupils.get(0).id());
        logIn(pupils.get(2));
        ComponentUtil.fireEvent(UI.getCurrent(), new PollEvent(UI.getCurrent(), true));
        assertThat(ticked.getValue()).extracting(ClassGameService.Candidate::id)
                .containsExactlyInAnyOrder(pupils.get(0).id(), pupils.get(2).id());
        assertThat(tables()).singleElement().asList().containsExactlyInAnyOrder(pupils.get(0).id(), pupils.get(2).id());
        assertThat(UI.getCurrent().getPollInterval()).isEqualTo((int) ClassGameSetup.PRESENCE.toMillis());
    }
}
