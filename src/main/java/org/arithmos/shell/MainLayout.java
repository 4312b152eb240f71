package org.arithmos.shell;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.AfterNavigationEvent;
import com.vaadin.flow.router.AfterNavigationObserver;
import com.vaadin.flow.router.Layout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.spring.security.AuthenticationContext;
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
public class MainLayout extends AppLayout implements LocaleChangeObserver, AfterNavigationObserver {

    private final Span title = new Span("Arithmos");
    private final SideNavItem home = new SideNavItem("", "", VaadinIcon.HOME.create());
    private final SideNavItem rules = new SideNavItem("", "rules", VaadinIcon.BOOK.create());
    private final SideNavItem play = new SideNavItem("", "play", VaadinIcon.PLAY_CIRCLE.create());
    private final SideNavItem games = new SideNavItem("", "games", VaadinIcon.ARCHIVES.create());
    private final SideNavItem together = new SideNavItem("", "together", VaadinIcon.USERS.create());
    private final SideNavItem children = new SideNavItem("", "children", VaadinIcon.FAMILY.create());
    private final SideNavItem privacy = new SideNavItem("", "admin/privacy", VaadinIcon.LOCK.create());
    private final SideNavItem accessibility = new SideNavItem("", "accessibility", VaadinIcon.EYE.create());
    private final SideNavItem classes = new SideNavItem("", "classes", VaadinIcon.GROUP.create());
    private final SideNavItem admin = new SideNavItem("", "admin", VaadinIcon.USER_STAR.create());
    private final SideNavItem progress = new SideNavItem("", "progress", VaadinIcon.CHART.create());
    private final SideNavItem multicartes = new SideNavItem("", "multicartes", VaadinIcon.CALC.create());
    private final SideNavItem nainJaune = new SideNavItem("", "nain-jaune", VaadinIcon.COINS.create());
    private final SideNavItem krambambuli = new SideNavItem("", "krambambuli", VaadinIcon.DIAMOND.create());
    /** The rules of each game, under "Rules" (which opens Nambarz's, the heart of the product). */
    private final Map<GameKind, SideNavItem> rulesOf = new EnumMap<>(Map.of(
            GameKind.NAMBARZ, new SideNavItem("", "rules"),
            GameKind.MULTICARTES, new SideNavItem("", "rules/multicartes"),
            GameKind.NAIN_JAUNE, new SideNavItem("", "rules/nain-jaune"),
            GameKind.KRAMBAMBULI, new SideNavItem("", "rules/krambambuli")));
    private final LevelService levels;
    /** A pupil's invitation to sit down at their class game's table, wherever they are. */
    private final org.arithmos.classgame.ui.ClassGameInvitation invitation;
    private final Button account = new Button();
    private final AuthenticationContext authentication;
    private final CurrentUser user;
    private final LanguageSwitch languageSwitch = new LanguageSwitch();
    private final ColorSchemeSwitch colorSchemeSwitch = new ColorSchemeSwitch();
    private final SideNav nav = new SideNav();
    /** The menu's items in their order; only those the user may use are in the page (a hidden one still costs). */
    private final List<SideNavItem> menu = List.of(home, admin, classes, children, together, play, multicartes,
            nainJaune, krambambuli, games, progress, rules, privacy, accessibility);
    private List<SideNavItem> shown = List.of();

    public MainLayout(AuthenticationContext authentication, CurrentUser user, LevelService levels,
                      org.arithmos.classgame.ClassGameService classGames) {
        this.invitation = new org.arithmos.classgame.ui.ClassGameInvitation(classGames, user);
        this.authentication = authentication;
        this.user = user;
        this.levels = levels;
        setPrimarySection(Section.DRAWER);
        title.addClassName("app-title");
        title.setId("app-title");

        var spacer = new Div();
        account.setId("account-button");
        account.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        account.addClickListener(e -> {
            if (user.account().isPresent()) {
                authentication.logout();
            } else {
                getUI().ifPresent(ui -> ui.navigate("login"));
            }
        });
        var bar = new HorizontalLayout(new DrawerToggle(), title, invitation, spacer, account, languageSwitch, colorSchemeSwitch);
        bar.addClassName("app-bar");
        bar.setWidthFull();
        bar.setAlignItems(FlexComponent.Alignment.CENTER);
        bar.setFlexGrow(1, spacer);
        addToNavbar(bar);

        home.setId("nav-home");
        rules.setId("nav-rules");
        play.setId("nav-play");
        games.setId("nav-games");
        together.setId("nav-together");
        children.setId("nav-children");
        privacy.setId("nav-privacy");
        accessibility.setId("nav-accessibility");
        classes.setId("nav-classes");
        admin.setId("nav-admin");
        progress.setId("nav-progress");
        nav.addClassName("app-nav");
        multicartes.setId("nav-multicartes");
        nainJaune.setId("nav-nain-jaune");
        krambambuli.setId("nav-krambambuli");
        rulesOf.forEach((game, item) -> {
            item.setId("nav-rules-" + game.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            rules.addItem(item);
        });
        addToDrawer(nav);
    }

    /** Puts in the menu the items whose flag is true and those without a flag, in the menu's order. */
    private void showOnly(Map<SideNavItem, Boolean> mayUse) {
        List<SideNavItem> now = menu.stream().filter(item -> mayUse.getOrDefault(item, true)).toList();
        if (!now.equals(shown)) {
            nav.removeAll();
            now.forEach(nav::addItem);
            shown = now;
        }
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        super.onAttach(attachEvent);
        colorSchemeSwitch.applyStoredChoice();
        // Vaadin 25.2's side-nav item points its toggle at aria-controls="children", an id its own list of
        // children lacks (axe: aria-valid-attr-value, critical, once the item is expanded). Give the list that id.
        rules.getElement().executeJs("""
                const item = this;
                (item.updateComplete || Promise.resolve()).then(() => {
                    const list = item.shadowRoot && item.shadowRoot.querySelector('[part="children"]');
                    if (list) { list.id = 'children'; }
                });""");
    }

    @Override
    public void afterNavigation(AfterNavigationEvent event) {
        invitation.at(event.getLocation().getPath());
        // Pages scroll inside the layout's content area, where the router's scroll reset does not reach:
        // without this, a new page opened at the scroll position of the previous one.
        getElement().executeJs("""
                const content = this.shadowRoot && this.shadowRoot.querySelector('[part~="content"]');
                if (content) { content.scrollTop = 0; }
                window.scrollTo(0, 0);""");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        home.setLabel(getTranslation("nav.home"));
        rules.setLabel(getTranslation("nav.rulesAll"));
        rulesOf.forEach((game, item) -> item.setLabel(getTranslation("teacher.game." + game.name())));
        play.setLabel(getTranslation("nav.play"));
        games.setLabel(getTranslation("nav.games"));
        multicartes.setLabel(getTranslation("nav.multicartes"));
        nainJaune.setLabel(getTranslation("nav.nainjaune"));
        krambambuli.setLabel(getTranslation("nav.krambambuli"));
        // Teachers' and admins' pages, shown only to them (the views also deny everyone else).
        Role role = user.account().map(Account::role).orElse(null);
        classes.setLabel(getTranslation(role == Role.ADMIN ? "nav.allClasses" : "nav.classes"));
        admin.setLabel(getTranslation("nav.admin"));
        children.setLabel(getTranslation("nav.children"));
        privacy.setLabel(getTranslation("nav.privacy"));
        accessibility.setLabel(getTranslation("nav.accessibility"));
        progress.setLabel(getTranslation("nav.progress"));
        together.setLabel(getTranslation("nav.together"));
        showOnly(Map.ofEntries(
                Map.entry(games, user.account().isPresent()),
                Map.entry(classes, role == Role.TEACHER || role == Role.ADMIN),
                Map.entry(admin, role == Role.ADMIN),
                Map.entry(children, role == Role.PARENT),
                Map.entry(privacy, role == Role.ADMIN),
                Map.entry(progress, role == Role.PUPIL),
                Map.entry(together, role == Role.PUPIL),
                // A pupil sees the games their level enables; everyone else may try every game.
                Map.entry(play, levels.mayPlay(GameKind.NAMBARZ)),
                Map.entry(multicartes, levels.mayPlay(GameKind.MULTICARTES)),
                Map.entry(nainJaune, levels.mayPlay(GameKind.NAIN_JAUNE)),
                Map.entry(krambambuli, levels.mayPlay(GameKind.KRAMBAMBULI))));
        account.setText(user.account().map(a -> getTranslation("nav.logout") + " (" + a.displayName() + ")")
                .orElse(getTranslation("nav.login")));
        account.setIcon((user.account().isPresent() ? VaadinIcon.SIGN_OUT : VaadinIcon.SIGN_IN).create());
        languageSwitch.localeChange(event.getLocale());
        colorSchemeSwitch.updateLabel();
        // Screen readers and hyphenation follow the page language.
        event.getUI().getPage().executeJs("document.documentElement.lang = $0", event.getLocale().getLanguage());
    }
}
