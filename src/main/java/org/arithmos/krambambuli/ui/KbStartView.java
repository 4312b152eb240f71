package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.krambambuli.KbService;
import org.arithmos.krambambuli.KbSetup;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.PrivateTableStart;
import org.arithmos.tables.ui.TablePages;

/**
 * Starting Krambambuli: 1-7 bots of a level, jokers on or off and their value, the target total, the bots'
 * pace; a logged-in player's unfinished games to resume (their private tables). A pupil whose level does not
 * include Krambambuli is told so. {@code ?seed=…} deals a known game (demonstrations, browser tests). The game is a
 * private table against robots (decision 0018, step 3), a guest's kept in memory under their browser's pass.
 */
@Route("krambambuli")
@AnonymousAllowed
@StyleSheet("styles/krambambuli.css")
class KbStartView extends VerticalLayout implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private final KbService service;
    private final PrivateTableStart opening;
    private final H1 heading = new H1();
    private final Paragraph intro = new Paragraph();
    private final Paragraph refusal = new Paragraph();
    final RadioButtonGroup<Integer> bots = new RadioButtonGroup<>();
    final RadioButtonGroup<KrambambuliBot> level = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> jokers = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> target = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> pace = new RadioButtonGroup<>();
    final Button start = new Button();
    private final RouterLink rulesLink = new RouterLink();
    private final Div resume = new Div();
    private final List<org.arithmos.tables.UnfinishedGame> openGames;
    private boolean enabled = true;
    private Long seed;

    KbStartView(KbService service, TableService tables, GuestTables guests, CurrentUser user) {
        this.service = service;
        this.opening = new PrivateTableStart(tables, guests, user);
        addClassName("kb-start");
        bots.setId("kb-bots");
        bots.setItems(1, 2, 3, 4, 5, 6, 7);
        bots.setValue(1);
        level.setId("kb-level");
        level.setItems(KrambambuliBot.values());
        level.setValue(KrambambuliBot.BEGINNER);
        jokers.setId("kb-jokers");
        jokers.setItems(0, 20, 50);
        jokers.setValue(20);
        target.setId("kb-target");
        target.setItems(50, 100, 200, 500);
        target.setValue(500);
        pace.setId("kb-pace");
        pace.setItems(2500, KbSetup.DEFAULT_PACE, 400);
        pace.setValue(KbSetup.DEFAULT_PACE);
        start.setId("kb-start");
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        start.addClickListener(e -> start());
        refusal.setId("kb-refusal");
        refusal.addClassName("kb-message-error");
        rulesLink.setRoute(KbRulesView.class);
        rulesLink.setId("kb-rules-link");
        resume.setId("kb-resume");
        resume.addClassName("kb-resume");
        openGames = user.account().isPresent() ? tables.myUnfinished(KbTableGame.KIND, 5) : List.of();
        // The choices side by side on a laptop, so that the start button shows without scrolling.
        Div options = new Div(bots, level, jokers, target, pace);
        options.addClassName("kb-options");
        add(heading, intro, rulesLink, resume, refusal, options, start);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        seed = TablePages.seedParameter(event);
        enabled = service.mayPlay();
        refusal.setVisible(!enabled);
        for (var field : List.of(bots, level, jokers, target, pace)) {
            field.setVisible(enabled);
        }
        start.setVisible(enabled);
    }

    /** Every choice of the form as a private table asks for it: the seats, the options, the robots' pace. */
    TableService.NewTable wanted() {
        int jokerChoice = jokers.getValue();
        KbSetup setup = new KbSetup(bots.getValue(), level.getValue(), jokerChoice > 0,
                jokerChoice > 0 ? jokerChoice : 20, target.getValue(), pace.getValue(), seed);
        // Krambambuli has no learning mode (0027): GAME, no results to show while building anything.
        return new TableService.NewTable(KbTableGame.KIND, setup.options().notation(), setup.bots() + 1,
                "GAME", false, 60, setup.botPaceMillis(), false);
    }

    /** Signed in: a stored private table (a pupil's with their level's robots); a guest: in memory. */
    private void start() {
        opening.open(this, wanted(), level.getValue().name(), seed, "kb.error.NOT_ENABLED", refusal);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("kb.start.title"));
        intro.setText(getTranslation("kb.start.intro"));
        rulesLink.setText(getTranslation("kb.start.rules"));
        refusal.setText(getTranslation("kb.error.NOT_ENABLED"));
        bots.setLabel(getTranslation("kb.start.bots"));
        level.setLabel(getTranslation("kb.start.level"));
        level.setItemLabelGenerator(l -> getTranslation("kb.start.level." + l.name()));
        jokers.setLabel(getTranslation("kb.start.jokers"));
        jokers.setItemLabelGenerator(j -> j == 0 ? getTranslation("kb.start.jokers.off")
                : getTranslation("kb.start.jokers.on", j));
        target.setLabel(getTranslation("kb.start.target"));
        pace.setLabel(getTranslation("kb.start.pace"));
        pace.setItemLabelGenerator(p -> getTranslation("kb.start.pace." + p));
        start.setText(getTranslation("kb.start.go"));
        resume.removeAll();
        for (var game : openGames) {
            int robots = org.arithmos.engine.krambambuli.KrambambuliOptions.parse(game.options()).players() - 1;
            resume.add(new Div(new RouterLink(getTranslation("kb.start.continue", robots, game.moves()),
                    KbTableView.class, new com.vaadin.flow.router.RouteParameters("tableId", game.tableId().toString()))));
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("kb.start.title") + " · Arithmos";
    }
}
