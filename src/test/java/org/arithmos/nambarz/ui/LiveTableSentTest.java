package org.arithmos.nambarz.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
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
import org.arithmos.engine.nambarz.Card;
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
 * What the server sends to Léa's browser at a live table with Sami (docs/decisions/0018; issue 11: "nothing of
 * another hand ever reaches a browser: checked by a test that reads what is sent"). Vaadin's own writer of the
 * messages to the browser ({@link UidlWriter}) is asked for what Léa's screen would be sent, first when it
 * opens, then after each of Sami's moves, his draws included; every card in it must be one of Léa's own or
 * one of the pile's, as many times as they are there.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class LiveTableSentTest {

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
    void leasBrowserIsSentHerOwnCardsAndThePilesNeverSamis() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account lea = school.pupilIn(teacher, c).pupil();
        Account sami = school.pupilIn(teacher, c).pupil();
        UUID id = TestSchool.as(lea, () -> tables.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(2).notation(), 2, "GAME", false, 600, 0)));
        TestSchool.as(sami, () -> tables.join(id));
        TestSchool.as(lea, () -> {
            tables.start(id, false, "BEGINNER");
            return null;
        });

        MockLogin.open(context, ROUTES, lea, "live/" + id);
        String first = sent();
        assertSentCardsAreLeasOrThePiles(first, lea, id);
        // The check reads real cards: the first message holds Léa's whole hand.
        assertThat(countSent(first)).isGreaterThanOrEqualTo(seen(tables.look(id)).hand().cards().size());

        int samisDraws = 0;
        for (int guard = 0; guard < 60 && samisDraws < 4; guard++) {
            SeatedTable t = tables.look(id);
            if (t.over()) {
                break;
            }
            if (t.yourTurn()) {
                // Léa draws or passes (her own cards may be sent to her).
                NambarzMove mine = seen(t).legalMoves().stream()
                        .filter(m -> m instanceof NambarzMove.Draw || m instanceof NambarzMove.Pass).findFirst()
                        .orElse(seen(t).legalMoves().getFirst());
                tables.move(id, t.version(), mine);
            } else {
                SeatedTable his = TestSchool.as(sami, () -> tables.look(id));
                NambarzMove move = seen(his).legalMoves().stream()
                        .filter(m -> m instanceof NambarzMove.Draw).findFirst()
                        .orElse(seen(his).legalMoves().getFirst());
                TestSchool.as(sami, () -> tables.move(id, his.version(), move));
                if (move instanceof NambarzMove.Draw) {
                    samisDraws++;
                }
            }
            MockVaadin.runUIQueue();
            assertSentCardsAreLeasOrThePiles(sent(), lea, id);
        }
        assertThat(samisDraws).as("Sami drew cards while Léa watched").isGreaterThanOrEqualTo(2);
        // And Sami does hold cards Léa was never sent as hers: the check above could fail.
        List<String> samis = TestSchool.as(sami, () -> seen(tables.look(id)).hand().cards().stream()
                .map(Card::notation).toList());
        assertThat(samis).isNotEmpty();
    }

    private static int countSent(String message) {
        return (int) SENT_CARD.matcher(message).results().count();
    }

    /**
     * What Léa's browser holds now, as Vaadin sends it: its message writer asked for a resynchronisation (the
     * whole page's state, as after a reconnect), since the mock browser has taken every earlier message.
     */
    private static String sent() {
        return new UidlWriter().createUidl(UI.getCurrent(), false, true).toString();
    }

    /** Each card sent is Léa's own or on the pile she sees, counted: a card of Sami's would be one too many. */
    private void assertSentCardsAreLeasOrThePiles(String message, Account lea, UUID id) {
        NambarzObservation view = seen(tables.look(id));
        List<String> allowed = new ArrayList<>();
        view.hand().cards().forEach(card -> allowed.add(card.notation()));
        view.pileTop().forEach(card -> allowed.add(card.notation()));
        Matcher m = SENT_CARD.matcher(message);
        List<String> sentCards = new ArrayList<>();
        while (m.find()) {
            sentCards.add(m.group(1));
        }
        for (String card : sentCards) {
            assertThat(allowed).as("a card sent to Léa's browser that is neither hers nor the pile's: " + card
                    + " (sent " + sentCards + ")").contains(card);
            allowed.remove(card);
        }
    }

    private static NambarzObservation seen(SeatedTable t) {
        return ((NzSeatView) t.view()).seen();
    }
}
