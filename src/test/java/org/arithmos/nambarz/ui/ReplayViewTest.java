package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.PlayedGames;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: stepping through a real stored game; the penalty explained with the table's own words. */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ReplayViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ReplayView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private org.arithmos.tables.TableService tables;
    @Autowired
    private org.springframework.jdbc.core.JdbcTemplate jdbc;

    private void openAs(Account who, String route) {
        MockLogin.open(context, ROUTES, who, route);
    }

    @AfterEach
    void tearDown() {
        MockLogin.close();
    }

    @Test
    void theTeacherStepsThroughTheGameAndReadsWhyAPlayWasPenalized() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        var c = school.classOf(teacher);
        Account lea = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Léa")).pupil();
        PlayedGames.Played played = new PlayedGames(tables, jdbc).playedBy(lea, 11);
        openAs(teacher, "replay/" + played.id());
        ReplayView view = _get(ReplayView.class);
        Span position = _get(Span.class, spec -> spec.withId("replay-position"));
        assertThat(position.getText()).startsWith("The deal");
        assertThat(view.previous.isEnabled()).isFalse();
        view.next.click();
        assertThat(position.getText()).isEqualTo("Move 1 of " + played.moveCount());
        // The pupil's penalized play: the first one they made (PlayedGames puts a wrong card down first).
        int penalty = -1;
        for (int i = 1; i <= played.moveCount(); i++) {
            view.show(i);
            if (_get(Paragraph.class, spec -> spec.withId("replay-what")).getText().startsWith("Léa")
                    && org.arithmos.ScreenText.of(view.getElement()).contains("Why this play was a penalty")) {
                penalty = i;
                break;
            }
        }
        assertThat(penalty).isPositive();
        assertThat(org.arithmos.ScreenText.of(view.getElement())).contains("(NZ-MATCH-1)").contains("Léa: that play breaks a rule.");
        view.last.click();
        assertThat(position.getText()).isEqualTo("Move " + played.moveCount() + " of " + played.moveCount());
        assertThat(view.next.isEnabled()).isFalse();
    }

    @Test
    void aStrangerGetsNotFound() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account lea = school.newPupil();
        PlayedGames.Played played = new PlayedGames(tables, jdbc).playedBy(lea, 12);
        openAs(school.parent(), "replay/" + played.id());
        assertThat(_get(Paragraph.class, spec -> spec.withId("not-found")).getText()).contains("does not exist");
        UI.getCurrent().navigate("replay/not-a-game");
        assertThat(_get(Paragraph.class, spec -> spec.withId("not-found")).getText()).contains("does not exist");
    }
}
