package org.arithmos.shell;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Map;

/** The front page: what Arithmos is, for pupils, teachers and parents. */
@Route("")
@AnonymousAllowed
class HomeView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    private static final List<String> AUDIENCES = List.of("pupils", "teachers", "parents");
    private static final List<String> GAMES = List.of("nambarz", "multicartes", "nainjaune", "krambambuli");
    private static final Map<String, String> RULES = Map.of("nambarz", "rules", "multicartes", "rules/multicartes",
            "nainjaune", "rules/nain-jaune", "krambambuli", "rules/krambambuli");

    HomeView() {
        addClassNames("page", "home");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        removeAll();

        var title = new H1(getTranslation("home.title"));
        title.setId("home-title");
        var lead = new Paragraph(getTranslation("home.lead"));
        lead.addClassName("lead");
        var toRules = new Button(getTranslation("home.cta"), VaadinIcon.ARROW_RIGHT.create(),
                click -> getUI().ifPresent(ui -> ui.navigate("rules")));
        toRules.setIconAfterText(true);
        toRules.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        toRules.setId("home-to-rules");
        var hero = new Section(title, lead, toRules);
        hero.addClassName("hero");

        var audiences = new Div();
        audiences.addClassName("audiences");
        for (String audience : AUDIENCES) {
            var card = new Section(new H2(getTranslation("home." + audience + ".title")),
                    new Paragraph(getTranslation("home." + audience + ".text")));
            card.addClassNames("audience", "audience-" + audience);
            audiences.add(card);
        }

        var games = new UnorderedList();
        games.addClassName("games");
        for (String game : GAMES) {
            // Each game's name opens its rules page.
            var name = new Anchor(RULES.get(game), getTranslation("game." + game + ".name"));
            name.addClassName("game-name");
            name.setId("home-game-" + game);
            games.add(new ListItem(name, new Span(getTranslation("game." + game + ".text"))));
        }
        var gamesSection = new Section(new H2(getTranslation("home.games.title")), games);
        gamesSection.addClassName("games-section");

        var status = new Paragraph(getTranslation("home.status"));
        status.addClassName("status");

        add(hero, audiences, gamesSection, status);
        event.getUI().getPage().setTitle(getPageTitle());
    }

    @Override
    public String getPageTitle() {
        return getTranslation("home.pageTitle");
    }
}
