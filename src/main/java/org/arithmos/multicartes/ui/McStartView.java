package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.radiobutton.RadioGroupVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.multicartes.McAccess;
import org.arithmos.multicartes.McService;
import org.arithmos.multicartes.McSetup;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.multicartes.PlayChoice;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.PrivateTableStart;
import org.arithmos.tables.ui.TablePages;

/**
 * Starting Multicartes: solo, or against 1-3 bots of a level, for a number of rounds. A pupil whose level
 * does not include Multicartes is told so; the class's play choice limits solo and bots. A signed-in pupil
 * sees their times-table map here. {@code ?seed=…} deals a known game (demonstrations, browser tests). The game
 * is a private table (decision 0018, step 3; the solo game one seat and no robot), a guest's kept in memory under
 * their browser's pass.
 */
@Route("multicartes")
@AnonymousAllowed
@StyleSheet("styles/multicartes.css")
class McStartView extends VerticalLayout implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    enum Mode { SOLO, BOTS }

    private final McService service;
    private final CurrentUser user;
    private final TableService tables;
    private final PrivateTableStart opening;
    private final H1 heading = new H1();
    private final Paragraph intro = new Paragraph();
    private final Paragraph refusal = new Paragraph();
    final RadioButtonGroup<Mode> mode = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> bots = new RadioButtonGroup<>();
    final RadioButtonGroup<MulticartesBot> level = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> rounds = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> pace = new RadioButtonGroup<>();
    final Button start = new Button();
    private final RouterLink rulesLink = new RouterLink();
    private final H2 mapTitle = new H2();
    private TimesTableMap map;
    private final com.vaadin.flow.component.html.Div resume = new com.vaadin.flow.component.html.Div();
    private final java.util.List<org.arithmos.tables.UnfinishedGame> openGames;
    private McAccess access;
    private Long seed;

    McStartView(McService service, TableService tables, GuestTables guests, CurrentUser user) {
        this.service = service;
        this.tables = tables;
        this.opening = new PrivateTableStart(tables, guests, user);
        this.user = user;
        addClassName("mc-start");
        mode.setId("mc-mode");
        mode.setItems(Mode.values());
        mode.addValueChangeListener(e -> updateVisibility());
        bots.setId("mc-bots");
        bots.setItems(1, 2, 3);
        bots.setValue(1);
        level.setId("mc-level");
        level.setItems(MulticartesBot.values());
        level.setValue(MulticartesBot.BEGINNER);
        rounds.setId("mc-rounds");
        rounds.setItems(1, 3, 5);
        rounds.setValue(1);
        pace.setId("mc-pace");
        pace.setItems(2500, 1500, 700);
        pace.setValue(McSetup.DEFAULT_PACE);
        for (var group : java.util.List.of(mode, level, pace)) {
            group.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        }
        start.setId("mc-start");
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        start.addClickListener(e -> start());
        refusal.setId("mc-refusal");
        refusal.addClassName("mc-message-error");
        rulesLink.setRoute(McRulesView.class);
        rulesLink.setId("mc-rules-link");
        resume.setId("mc-resume");
        resume.addClassName("mc-resume");
        // The person's unfinished private tables (the games stored before too, migrated to tables: 0018, step 3).
        openGames = user.account().isPresent() ? tables.myUnfinished(McTableGame.KIND, 5) : java.util.List.of();
        add(heading, intro, rulesLink, resume, refusal, mode, bots, level, rounds, pace, start);
        if (user.account().map(a -> a.role() == Role.PUPIL).orElse(false)) {
            map = new TimesTableMap(service.myTimesTable());
            add(mapTitle, map);
        }
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        seed = TablePages.seedParameter(event);
        access = service.myAccess();
        PlayChoice choice = access.choice();
        mode.setValue(choice == PlayChoice.BOTS_ONLY ? Mode.BOTS : Mode.SOLO);
        mode.setItemEnabledProvider(m -> choice == PlayChoice.BOTH || (m == Mode.SOLO) == (choice == PlayChoice.SOLO_ONLY));
        updateVisibility();
    }

    private void updateVisibility() {
        boolean enabled = access == null || access.enabled();
        refusal.setVisible(!enabled);
        boolean withBots = mode.getValue() == Mode.BOTS;
        mode.setVisible(enabled);
        bots.setVisible(enabled && withBots);
        level.setVisible(enabled && withBots);
        rounds.setVisible(enabled && withBots);
        pace.setVisible(enabled && withBots);
        start.setVisible(enabled);
    }

    /** Every choice of the form as a private table asks for it: solo is one seat and no robot (0018 step 3). */
    McSetup setup() {
        return mode.getValue() == Mode.SOLO ? McSetup.soloGame()
                : new McSetup(bots.getValue(), level.getValue(), rounds.getValue(), 0, pace.getValue(), null);
    }

    /**
     * Signed in: a stored private table (a pupil's with their level's robots); a guest: in memory. The class's play
     * choice (solo, robots) is the class's teaching choice, asked of the service here as the old table did.
     */
    private void start() {
        McSetup setup = setup();
        McAccess now = service.myAccess();
        if (!now.enabled() || !now.choice().allows(setup)) {
            refuse("mc.error.NOT_ENABLED");
            return;
        }
        // Multicartes at a table is in learning mode: no penalty, a refused product is explained (0025).
        var wanted = new TableService.NewTable(McTableGame.KIND, setup.options().notation(), setup.bots() + 1,
                "LEARNING", false, 60, setup.botPaceMillis(), false);
        // The choices stay on the form when no table opens: the pupil or guest reads why, and tries again.
        opening.open(this, wanted, setup.botLevel().name(), seed, "mc.error.NOT_ENABLED", refusal);
    }

    private void refuse(String key) {
        refusal.setText(getTranslation(key));
        refusal.setVisible(true);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("mc.start.title"));
        intro.setText(getTranslation("mc.start.intro"));
        rulesLink.setText(getTranslation("mc.start.rules"));
        refusal.setText(getTranslation("mc.error.NOT_ENABLED"));
        mode.setLabel(getTranslation("mc.start.mode"));
        mode.setItemLabelGenerator(m -> getTranslation("mc.start.mode." + m.name()));
        bots.setLabel(getTranslation("mc.start.bots"));
        level.setLabel(getTranslation("mc.start.level"));
        level.setItemLabelGenerator(l -> getTranslation("mc.start.level." + l.name()));
        rounds.setLabel(getTranslation("mc.start.rounds"));
        pace.setLabel(getTranslation("mc.start.pace"));
        pace.setItemLabelGenerator(p -> getTranslation("mc.start.pace." + p));
        start.setText(getTranslation("mc.start.go"));
        mapTitle.setText(getTranslation("mc.map.mine"));
        resume.removeAll();
        for (var game : openGames) {
            int robots = org.arithmos.engine.multicartes.MulticartesOptions.parse(game.options()).players() - 1;
            String text = robots == 0 ? getTranslation("mc.start.continue.solo", game.moves())
                    : getTranslation("mc.start.continue.bots", robots, game.moves());
            resume.add(new com.vaadin.flow.component.html.Div(new RouterLink(text, McTableView.class,
                    new RouteParameters("tableId", game.tableId().toString()))));
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("mc.start.title") + " · Arithmos";
    }
}
