package org.arithmos.testing;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.RouterLink;
import java.time.Duration;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Supplier;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.tables.SeatedTable;
import org.springframework.context.ApplicationContext;

/**
 * A card game's private table at its addresses (decision 0018, step 3), checked alike for Multicartes, Nain Jaune
 * and Krambambuli: someone else's table is "not found" with a way to a new game, for a guest and for a teacher, and
 * opens for its person; the old address of a game stored before the switch ({@code <route>/<id>}) takes its person
 * to the table and says "not found" to anyone else and for an address that was never a game; the start page's
 * "continue" lists it once, at the table. With the Karibu helpers the three games' view tests share.
 *
 * @param route the game's address ({@code live/<route>/<id>} the table, {@code <route>/<id>} the old one)
 * @param prefix the ids' prefix on the game's screen ({@code <prefix>-live-missing}, {@code <prefix>-hand})
 */
public record PrivateTableAddresses(ApplicationContext context, Routes routes, String route, String prefix,
                                    Class<? extends Component> tableView, Class<? extends Component> oldAddress) {

    private static final String NOT_FOUND = "This game cannot be found.";

    /** The table {@code id} of {@code person}, opened by a guest's browser, a teacher and its person. */
    public void someoneElsesTableIsNotFound(UUID id, Account person, Account teacher) {
        guestsBrowser();
        UI.getCurrent().navigate("live/" + route + "/" + id);
        assertThat(text(prefix + "-live-missing")).isEqualTo(NOT_FOUND);
        assertThat(_get(tableView).getElement().getTextRecursively()).contains("New game")
                .doesNotContain(person.displayName());
        MockVaadin.tearDown();

        MockLogin.open(context, routes, teacher, "live/" + route + "/" + id);
        assertThat(text(prefix + "-live-missing")).isEqualTo(NOT_FOUND);
        MockLogin.close();

        MockLogin.open(context, routes, person, "live/" + route + "/" + id);
        assertThat(_find(Component.class, spec -> spec.withId(prefix + "-live-missing"))).isEmpty();
        assertThat(_find(Component.class, spec -> spec.withId(prefix + "-hand"))).hasSize(1);
    }

    /**
     * The old address and the start page for the unfinished table {@code id} of {@code person}, whose "continue"
     * link's words start with {@code continueWords}; {@code stranger} is anyone else.
     */
    public void theOldAddressOpensTheTableForItsPersonOnly(UUID id, Account person, Account stranger,
                                                          String continueWords) {
        MockLogin.open(context, routes, person, route + "/" + id);
        assertThat(_find(tableView)).as("the live table's screen").hasSize(1);
        assertThat(_find(oldAddress)).isEmpty();
        assertThat(_find(Component.class, spec -> spec.withId(prefix + "-hand"))).as("their hand, at the table")
                .hasSize(1);
        MockLogin.close();

        MockLogin.open(context, routes, person, route);
        var links = _find(RouterLink.class).stream()
                .filter(l -> l.getHref().equals("live/" + route + "/" + id)).toList();
        assertThat(links).as("continue the game: once, at the table").singleElement()
                .satisfies(l -> assertThat(l.getText()).startsWith(continueWords));
        MockLogin.close();

        MockLogin.open(context, routes, stranger, route + "/" + id);
        assertThat(text(prefix + "-live-missing")).isEqualTo(NOT_FOUND);
        assertThat(_find(Component.class, spec -> spec.withId(prefix + "-hand"))).isEmpty();
        MockLogin.close();

        MockLogin.open(context, routes, stranger, route + "/not-a-game");
        assertThat(text(prefix + "-live-missing")).as("an address that was never a game").isEqualTo(NOT_FOUND);
    }

    /** A browser with nobody signed in, in English. */
    public void guestsBrowser() {
        TestSchool.logOut();
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(routes, context, uiFactory));
        UI.getCurrent().setLocale(Locale.ENGLISH);
    }

    /** The screen has caught up with the table (the robots' moves pushed to it) and waits for the person. */
    public SeatedTable caughtUp(Supplier<SeatedTable> look) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            MockVaadin.runUIQueue();
            SeatedTable t = look.get();
            String seen = _get(tableView).getElement().getAttribute("data-version");
            if ((t.yourTurn() || t.over() || shown(prefix + "-next-round")) && String.valueOf(t.version()).equals(seen)) {
                return t;
            }
            Thread.sleep(5);
        }
        SeatedTable t = look.get();
        throw new AssertionError("the robots did not play on: " + t.version() + " " + t.yourTurn() + " " + t.over()
                + " seen " + _get(tableView).getElement().getAttribute("data-version") + " round shown "
                + shown(prefix + "-next-round") + " " + _get(tableView).getElement().getTextRecursively());
    }

    /** The words of the element with this id (a component, or an element in a part drawn as markup). */
    public static String text(String id) {
        return org.arithmos.ScreenText.byId(id);
    }

    /** Whether the element with this id is on the screen and visible (a component, or in a part's markup). */
    public static boolean shown(String id) {
        return org.arithmos.ScreenText.has(id);
    }
}
