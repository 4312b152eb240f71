package org.arithmos.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The menu's links as the browser gets them: the page shown marked, a group open on its pages only, text escaped. */
class AppMenuTest {

    private static final AppMenu.Item RULES = new AppMenu.Item("nav-rules", "rules", "book", "Rules", List.of(
            new AppMenu.Item("nav-rules-nambarz", "rules", null, "Nambarz", List.of()),
            new AppMenu.Item("nav-rules-multicartes", "rules/multicartes", null, "Multicartes", List.of())));
    private static final List<AppMenu.Item> ITEMS = List.of(
            new AppMenu.Item("nav-home", "", "home", "Home", List.of()),
            new AppMenu.Item("nav-play", "play", "play-circle", "Play <Nambarz> & \"more\"", List.of()),
            RULES);

    @Test
    void thePageShownIsMarkedAndOnlyIt() {
        AppMenu menu = new AppMenu();
        menu.show(ITEMS, "play", "Menu");

        String html = html(menu);
        assertThat(html).contains("<a id=\"nav-play\" href=\"play\" router-link aria-current=\"page\">")
                .contains("<a id=\"nav-home\" href=\"\" router-link>")
                .contains("<vaadin-icon icon=\"vaadin:play-circle\" aria-hidden=\"true\">");
        assertThat(html.split("aria-current", -1)).hasSize(2);
        assertThat(menu.getElement().getAttribute("aria-label")).isEqualTo("Menu");
    }

    @Test
    void aGroupShowsItsItemsOnItsPagesOnly() {
        AppMenu menu = new AppMenu();
        menu.show(ITEMS, "play", "Menu");
        assertThat(menu.ids()).containsExactly("nav-home", "nav-play", "nav-rules");
        assertThat(html(menu)).doesNotContain("nav-rules-multicartes");

        menu.show(ITEMS, "rules/multicartes", "Menu");
        assertThat(menu.ids()).containsExactly("nav-home", "nav-play", "nav-rules", "nav-rules-nambarz",
                "nav-rules-multicartes");
        assertThat(html(menu)).contains("<a id=\"nav-rules-multicartes\" href=\"rules/multicartes\" router-link"
                + " aria-current=\"page\">").contains("<a id=\"nav-rules\" href=\"rules\" router-link>");
    }

    @Test
    void wordsAreTextNeverMarkup() {
        AppMenu menu = new AppMenu();
        menu.show(ITEMS, "", "Menu");
        assertThat(html(menu)).contains("<span>Play &lt;Nambarz&gt; &amp; &quot;more&quot;</span>")
                .doesNotContain("<Nambarz>");
    }

    private static String html(AppMenu menu) {
        return Markup.html(menu);
    }
}
