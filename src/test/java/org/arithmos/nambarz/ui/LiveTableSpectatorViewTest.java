package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.communication.UidlWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
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
 * The teacher watching a Nambarz live table of her class (issue 15: "opening any table shows it as a spectator,
 * no hand shown"). Found in a trial: the screen said "The game has not started yet." at a table in play, and
 * every move there failed on the teacher's screen. She sees the seats with their card counts, the card to
 * cover and whose turn it is, kept current as the pupils play; never a card of a hand, nothing to play.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LiveTableSpectatorViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(NzTableView.class);
    }

    /**
     * A card as the table's screen marks it: {@code "key":"data-card",…,"value":"7F"} on an element, or
     * {@code data-card=\"7F\"} in a part drawn as markup (decision 0038).
     */
    private static final Pattern SENT_CARD = Pattern.compile(
            "(?:\"key\":\"data-card\"[^}]*?\"value\":\"|data-card=\\\\\")([^\"\\\\]+)");

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
    void theTeacherSeesTheTableInPlayAndItsMovesButNoHand() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account lea = school.pupilIn(teacher, c).pupil();
        Account sami = school.pupilIn(teacher, c).pupil();
        UUID id = TestSchool.as(lea, () -> tables.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(2).notation(), 2, "LEARNING", false, 600, 0)));
        TestSchool.as(sami, () -> tables.join(id));
        TestSchool.as(lea, () -> {
            tables.start(id, false, "BEGINNER");
            return null;
        });

        MockLogin.open(context, ROUTES, teacher, "live/" + id);
        assertThat(text("narration")).doesNotContain("not started");
        assertThat(text("seats")).contains(name(lea)).contains(name(sami));
        assertThat(text("draw-count")).contains("cards to draw");
        assertThat(org.arithmos.ScreenText.has("hand-0")).as("no hand for the teacher").isFalse();
        assertThat(_find(CalculationBar.class)).as("nothing to play: no calculation bar").isEmpty();
        assertSentCardsAreThePilesOnly(id, lea);

        int moves = 0;
        for (int guard = 0; guard < 20 && moves < 4 && !TestSchool.as(lea, () -> tables.look(id)).over(); guard++) {
            Account mover = TestSchool.as(lea, () -> tables.look(id)).yourTurn() ? lea : sami;
            SeatedTable t = TestSchool.as(mover, () -> tables.look(id));
            NambarzMove move = seen(t).legalMoves().stream()
                    .filter(m -> m instanceof NambarzMove.Draw || m instanceof NambarzMove.Pass).findFirst()
                    .orElse(seen(t).legalMoves().getFirst());
            TestSchool.as(mover, () -> tables.move(id, t.version(), move));
            moves++;
            MockVaadin.runUIQueue();
            assertSentCardsAreThePilesOnly(id, lea);
        }
        int drawPile = seen(TestSchool.as(lea, () -> tables.look(id))).drawPileSize();
        assertThat(text("draw-count")).as("the screen follows the moves").contains(String.valueOf(drawPile));
        String current = TestSchool.as(lea, () -> tables.look(id)).yourTurn() ? name(lea) : name(sami);
        assertThat(text("turn-prompt")).contains(current);
    }

    private String name(Account pupil) {
        return pupil.displayName();
    }

    private static String text(String id) {
        return org.arithmos.ScreenText.byId(id);
    }

    private static NambarzObservation seen(SeatedTable t) {
        return ((NzSeatView) t.view()).seen();
    }

    /** Every card sent to the teacher's browser is one of the pile's, as many times as it is there. */
    private void assertSentCardsAreThePilesOnly(UUID id, Account pupil) {
        List<String> allowed = new ArrayList<>();
        seen(TestSchool.as(pupil, () -> tables.look(id))).pileTop().forEach(card -> allowed.add(card.notation()));
        Matcher m = SENT_CARD.matcher(new UidlWriter().createUidl(UI.getCurrent(), false, true).toString());
        while (m.find()) {
            assertThat(allowed).as("a card sent to the teacher that is not on the pile: " + m.group(1))
                    .contains(m.group(1));
            allowed.remove(m.group(1));
        }
    }
}
