package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
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
import java.util.List;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneOptions.Continuing;
import org.arithmos.engine.nainjaune.NainJauneOptions.Dealing;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.nainjaune.NjService;
import org.arithmos.nainjaune.NjSetup;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.KnownDeal;
import org.arithmos.tables.ui.PrivateTableStart;

/**
 * Starting Nain Jaune: 1 to 7 bots of a level, simplified or classic dealing, a number of rounds or until
 * someone has no tokens, the starting tokens, who continues a sequence (decision 50), the bots' pace; the unfinished
 * games to resume. A pupil whose level does not include Nain Jaune is told so. {@code ?seed=…} deals a known game
 * (demonstrations, tests). The game is a private table against robots (decision 0018, step 3), a guest's kept in
 * memory under their browser's pass, as Nambarz's new game is.
 */
@Route("nain-jaune")
@AnonymousAllowed
@StyleSheet("styles/nainjaune.css")
class NjStartView extends VerticalLayout implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private final NjService service;
    private final PrivateTableStart opening;
    private final H1 heading = new H1();
    private final Paragraph intro = new Paragraph();
    private final Paragraph refusal = new Paragraph();
    final RadioButtonGroup<Integer> bots = new RadioButtonGroup<>();
    final RadioButtonGroup<NainJauneBot> level = new RadioButtonGroup<>();
    final RadioButtonGroup<Dealing> dealing = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> rounds = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> tokens = new RadioButtonGroup<>();
    final RadioButtonGroup<Continuing> continuing = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> pace = new RadioButtonGroup<>();
    final Button start = new Button();
    private final RouterLink rulesLink = new RouterLink();
    private final Div resume = new Div();
    private final List<org.arithmos.tables.UnfinishedGame> openGames;
    private Long seed;

    NjStartView(NjService service, TableService tables, GuestTables guests, CurrentUser user) {
        this.service = service;
        this.opening = new PrivateTableStart(tables, guests, user);
        addClassName("nj-start");
        bots.setId("nj-bots");
        bots.setItems(1, 2, 3, 4, 5, 6, 7);
        bots.setValue(3);
        level.setId("nj-level");
        level.setItems(NainJauneBot.values());
        level.setValue(NainJauneBot.BEGINNER);
        dealing.setId("nj-dealing");
        dealing.setItems(Dealing.SIMPLIFIED, Dealing.CLASSIC);
        dealing.setValue(Dealing.SIMPLIFIED);
        rounds.setId("nj-rounds");
        rounds.setItems(1, 3, 5, NainJauneOptions.MAX_ROUNDS);
        rounds.setValue(3);
        tokens.setId("nj-tokens");
        tokens.setItems(20, 50, 100);
        tokens.setValue(50);
        continuing.setId("nj-continuing");
        continuing.setItems(Continuing.FAMILY, Continuing.NEXT_PLAYER);
        continuing.setValue(NainJauneOptions.of(2).continuing());
        pace.setId("nj-pace");
        pace.setItems(2500, 1500, 700);
        pace.setValue(NjSetup.DEFAULT_PACE);
        for (var group : List.of(level, dealing, rounds, continuing, pace)) {
            group.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        }
        start.setId("nj-start");
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        start.addClickListener(e -> start());
        refusal.setId("nj-refusal");
        refusal.addClassName("nj-message-error");
        rulesLink.setRoute(NjRulesView.class);
        rulesLink.setId("nj-rules-link");
        resume.setId("nj-resume");
        resume.addClassName("nj-resume");
        // The person's unfinished private tables (the games stored before too, migrated to tables: 0018, step 3).
        openGames = user.account().isPresent() ? tables.myUnfinished(NjTableGame.KIND, 5) : List.of();
        // The choices side by side on a laptop, so that the start button shows without scrolling.
        Div options = new Div(bots, level, dealing, rounds, tokens, continuing, pace);
        options.addClassName("nj-options");
        add(heading, intro, rulesLink, resume, refusal, options, start);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        seed = KnownDeal.seed(event);
        boolean enabled = service.mayPlay();
        refusal.setVisible(!enabled);
        for (var c : List.of(bots, level, dealing, rounds, tokens, continuing, pace)) {
            c.setVisible(enabled);
        }
        start.setVisible(enabled);
    }

    /** Every choice of the form as a private table asks for it: the seats, the options, the robots' pace. */
    TableService.NewTable wanted() {
        NjSetup setup = new NjSetup(bots.getValue(), level.getValue(), dealing.getValue(), rounds.getValue(),
                tokens.getValue(), continuing.getValue(), pace.getValue(), seed);
        // Nain Jaune has no learning mode (0026): GAME, no results to show while building anything.
        return new TableService.NewTable(NjTableGame.KIND, setup.options().notation(), setup.bots() + 1, "GAME",
                false, 60, setup.botPaceMillis(), false);
    }

    /** Signed in: a stored private table (a pupil's with their level's robots); a guest: in memory. */
    private void start() {
        opening.open(this, wanted(), level.getValue().name(), seed, "nj.error.NOT_ENABLED", refusal);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("nj.start.title"));
        intro.setText(getTranslation("nj.start.intro"));
        rulesLink.setText(getTranslation("nj.start.rules"));
        refusal.setText(getTranslation("nj.error.NOT_ENABLED"));
        bots.setLabel(getTranslation("nj.start.bots"));
        level.setLabel(getTranslation("nj.start.level"));
        level.setItemLabelGenerator(l -> getTranslation("nj.start.level." + l.name()));
        dealing.setLabel(getTranslation("nj.start.dealing"));
        dealing.setItemLabelGenerator(d -> getTranslation("nj.start.dealing." + d.name()));
        rounds.setLabel(getTranslation("nj.start.rounds"));
        rounds.setItemLabelGenerator(r -> r == NainJauneOptions.MAX_ROUNDS ? getTranslation("nj.start.rounds.untilNoTokens")
                : getTranslation(r == 1 ? "nj.start.rounds.one" : "nj.start.rounds.many", r));
        tokens.setLabel(getTranslation("nj.start.tokens"));
        continuing.setLabel(getTranslation("nj.start.continuing"));
        continuing.setItemLabelGenerator(c -> getTranslation("nj.start.continuing." + c.name()));
        pace.setLabel(getTranslation("nj.start.pace"));
        pace.setItemLabelGenerator(p -> getTranslation("nj.start.pace." + p));
        start.setText(getTranslation("nj.start.go"));
        resume.removeAll();
        for (var game : openGames) {
            int robots = NainJauneOptions.parse(game.options()).players() - 1;
            resume.add(new Div(new RouterLink(getTranslation("nj.start.continue", robots, game.moves()),
                    NjTableView.class, new RouteParameters("tableId", game.tableId().toString()))));
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("nj.start.title") + " · Arithmos";
    }
}
