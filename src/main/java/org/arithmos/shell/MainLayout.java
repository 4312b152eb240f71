package org.arithmos.shell;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.Icon;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.AfterNavigationEvent;
import com.vaadin.flow.router.AfterNavigationObserver;
import com.vaadin.flow.router.Layout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.spring.security.AuthenticationContext;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;

/**
 * The frame around every page: app title, language and light/dark switches in the top bar,
 * and the side navigation. Views find it through {@link Layout}.
 */
@Layout
@AnonymousAllowed
// Draws the parts of pages written as markup (decision 0038), in place; loaded with the first page.
@com.vaadin.flow.component.dependency.JavaScript(Markup.SCRIPT)
public class MainLayout extends AppLayout implements LocaleChangeObserver, AfterNavigationObserver {

    private final Span title = new Span("Arithmos");
    private final AppMenu nav = new AppMenu();
    private String path = "";
    private final LevelService levels;
    /** A pupil's invitation to sit down at their class game's table, wherever they are. */
    private final org.arithmos.classgame.ui.ClassGameInvitation invitation;
    private final AuthenticationContext authentication;
    private final CurrentUser user;
    /** Log in or out, the language, light or dark. */
    private final BarButtons buttons;

    public MainLayout(AuthenticationContext authentication, CurrentUser user, LevelService levels,
                      org.arithmos.classgame.ClassGameService classGames) {
        this.invitation = new org.arithmos.classgame.ui.ClassGameInvitation(classGames, user);
        this.authentication = authentication;
        this.user = user;
        this.levels = levels;
        setPrimarySection(Section.DRAWER);
        title.addClassName("app-title");
        title.setId("app-title");

        buttons = new BarButtons(() -> {
            if (user.account().isPresent()) {
                authentication.logout();
            } else {
                getUI().ifPresent(ui -> ui.navigate("login"));
            }
        });
        // The abacus before the name is a real Vaadin icon, not markup: Vaadin loads the "vaadin:" icon set of a page
        // only for the icon components in it, and the menu's and the bar's icons (markup, 0038) need it on every page.
        Icon logo = VaadinIcon.ABACUS.create();
        logo.addClassName("app-logo");
        logo.getElement().setAttribute("aria-hidden", "true");
        var bar = new HorizontalLayout(new DrawerToggle(), logo, title, invitation, buttons);
        bar.addClassName("app-bar");
        bar.setWidthFull();
        bar.setAlignItems(FlexComponent.Alignment.CENTER);
        addToNavbar(bar);

        addToDrawer(nav);
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        super.onAttach(attachEvent);
        buttons.applyStoredScheme();
    }

    @Override
    public void afterNavigation(AfterNavigationEvent event) {
        invitation.at(event.getLocation().getPath());
        path = event.getLocation().getPath();
        showMenu();
        // Pages scroll inside the layout's content area, where the router's scroll reset does not reach:
        // without this, a new page opened at the scroll position of the previous one.
        getElement().executeJs("""
                const content = this.shadowRoot && this.shadowRoot.querySelector('[part~="content"]');
                if (content) { content.scrollTop = 0; }
                window.scrollTo(0, 0);""");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        showMenu();
        buttons.account(user.account().map(a -> getTranslation("nav.logout") + " (" + a.displayName() + ")")
                .orElse(getTranslation("nav.login")), user.account().isPresent() ? "sign-out" : "sign-in");
        // Screen readers and hyphenation follow the page language.
        event.getUI().getPage().executeJs("document.documentElement.lang = $0", event.getLocale().getLanguage());
    }

    /** The menu's items the user may open, in its order, in the page's language, the page shown marked. */
    private void showMenu() {
        // Teachers' and admins' pages, shown only to them (the views also deny everyone else).
        Role role = user.account().map(Account::role).orElse(null);
        boolean teacher = role == Role.TEACHER || role == Role.ADMIN;
        var items = new ArrayList<AppMenu.Item>();
        items.add(item("nav-home", "", "home", "nav.home"));
        if (role == Role.ADMIN) {
            items.add(item("nav-admin", "admin", "user-star", "nav.admin"));
        }
        if (teacher) {
            items.add(item("nav-classes", "classes", "group", role == Role.ADMIN ? "nav.allClasses" : "nav.classes"));
        }
        if (role == Role.PARENT) {
            items.add(item("nav-children", "children", "family", "nav.children"));
        }
        if (role == Role.PUPIL) {
            items.add(item("nav-together", "together", "users", "nav.together"));
        }
        // A pupil sees the games their level enables; everyone else may try every game.
        if (levels.mayPlay(GameKind.NAMBARZ)) {
            items.add(item("nav-play", "play", "play-circle", "nav.play"));
        }
        if (levels.mayPlay(GameKind.MULTICARTES)) {
            items.add(item("nav-multicartes", "multicartes", "calc", "nav.multicartes"));
        }
        if (levels.mayPlay(GameKind.NAIN_JAUNE)) {
            items.add(item("nav-nain-jaune", "nain-jaune", "coins", "nav.nainjaune"));
        }
        if (levels.mayPlay(GameKind.KRAMBAMBULI)) {
            items.add(item("nav-krambambuli", "krambambuli", "diamond", "nav.krambambuli"));
        }
        if (user.account().isPresent()) {
            items.add(item("nav-games", "games", "archives", "nav.games"));
        }
        if (role == Role.PUPIL) {
            items.add(item("nav-progress", "progress", "chart", "nav.progress"));
        }
        // The rules of each game, under "Rules" (which opens Nambarz's, the heart of the product).
        items.add(new AppMenu.Item("nav-rules", "rules", "book", getTranslation("nav.rulesAll"), RULES.entrySet().stream()
                .map(rule -> new AppMenu.Item("nav-rules-" + rule.getKey().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                        rule.getValue(), null, getTranslation("teacher.game." + rule.getKey().name()), List.of()))
                .toList()));
        if (role == Role.ADMIN) {
            items.add(item("nav-privacy", "admin/privacy", "lock", "nav.privacy"));
        }
        items.add(item("nav-accessibility", "accessibility", "eye", "nav.accessibility"));
        nav.show(items, path, getTranslation("shell.menu"));
    }

    private AppMenu.Item item(String id, String address, String icon, String key) {
        return new AppMenu.Item(id, address, icon, getTranslation(key), List.of());
    }

    /** Each game's rules page, under "Rules" in the games' order. */
    private static final Map<GameKind, String> RULES = new EnumMap<>(Map.of(GameKind.NAMBARZ, "rules",
            GameKind.MULTICARTES, "rules/multicartes", GameKind.NAIN_JAUNE, "rules/nain-jaune",
            GameKind.KRAMBAMBULI, "rules/krambambuli"));
}
