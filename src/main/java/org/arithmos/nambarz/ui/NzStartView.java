package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.radiobutton.RadioGroupVariant;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableRoutes;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.Guests;

/**
 * Choosing a Nambarz game: players, teams, rounds, level, jokers, bots and mode. Anyone may play: the game is a
 * private table against robots (decision 0018, step 3), a guest's kept in memory under their browser's pass.
 */
@Route(TableRoutes.NEW_NAMBARZ_GAME)
@AnonymousAllowed
class NzStartView extends VerticalLayout implements LocaleChangeObserver, HasDynamicTitle, BeforeEnterObserver {

    /** The teaching levels of the mission: + and − only, then × and ÷, then brackets (NZ-CALC-5/6). */
    enum Level { PLUS_MINUS, ALL_FOUR, BRACKETS }

    private final TableService tables;
    private final GuestTables guests;
    private final CurrentUser user;
    /** {@code ?seed=…} deals a known game (a teacher's demonstration, the browser tests). */
    private Long seed;
    private final H1 heading = new H1();
    private final Paragraph intro = new Paragraph();
    final Select<Integer> players = new Select<>();
    final RadioButtonGroup<Integer> teams = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> rounds = new RadioButtonGroup<>();
    final RadioButtonGroup<Level> level = new RadioButtonGroup<>();
    final RadioButtonGroup<JokerLevel> jokers = new RadioButtonGroup<>();
    final RadioButtonGroup<BotLevel> bots = new RadioButtonGroup<>();
    final RadioButtonGroup<GameMode> mode = new RadioButtonGroup<>();
    final RadioButtonGroup<Integer> pace = new RadioButtonGroup<>();
    final Checkbox showResults = new Checkbox();
    final Button start = new Button();

    private final Paragraph levelNote = new Paragraph();
    private final java.util.Optional<org.arithmos.classroom.Level> myLevel;

    NzStartView(TableService tables, GuestTables guests, CurrentUser user, LevelService levels) {
        this.tables = tables;
        this.guests = guests;
        this.user = user;
        this.myLevel = levels.myLevel();
        addClassName("new-game");
        players.setItems(IntStream.rangeClosed(2, 12).boxed().toList());
        players.setValue(4);
        players.setId("players");
        players.addValueChangeListener(e -> updateTeams());
        teams.setId("teams");
        rounds.setItems(1, 3, 5);
        rounds.setValue(1);
        rounds.setId("rounds");
        level.setItems(Level.values());
        level.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        rounds.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        jokers.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        bots.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        mode.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        pace.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        level.setValue(Level.PLUS_MINUS);
        level.setId("level");
        jokers.setItems(JokerLevel.values());
        jokers.setValue(JokerLevel.BEGINNER);
        jokers.setId("jokers");
        bots.setItems(BotLevel.values());
        bots.setValue(BotLevel.BEGINNER);
        bots.setId("bots");
        mode.setItems(GameMode.values());
        mode.setValue(GameMode.LEARNING);
        mode.setId("mode");
        mode.addValueChangeListener(e -> showResults.setValue(e.getValue() == GameMode.LEARNING));
        pace.setItems(NzSetup.SLOW_PACE, NzSetup.NORMAL_PACE, NzSetup.FAST_PACE);
        pace.setValue(NzSetup.NORMAL_PACE);
        pace.setId("pace");
        showResults.setValue(true);
        showResults.setId("show-results");
        start.setId("start-game");
        start.setIcon(VaadinIcon.PLAY.create());
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        start.addClickListener(e -> startGame());
        updateTeams();
        myLevel.ifPresent(this::followLevel);
        levelNote.setId("level-note");
        levelNote.setVisible(myLevel.isPresent());
        FormLayout form = new FormLayout(players, teams, level, rounds, jokers, bots, mode, pace, showResults);
        form.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("44rem", 2));
        form.setColspan(showResults, 2);
        add(heading, intro, levelNote, form, start);
    }

    /** A pupil plays at the level their teacher set: shown, but not theirs to change (the server holds to it). */
    private void followLevel(org.arithmos.classroom.Level set) {
        level.setValue(Level.values()[set.step()]);
        level.setReadOnly(true);
        jokers.setValue(set.jokers());
        jokers.setReadOnly(true);
        bots.setValue(set.bots());
        bots.setReadOnly(true);
        if (!set.hintsAllowed()) {
            mode.setValue(GameMode.GAME);
            mode.setReadOnly(true);
        }
    }

    /** Teams of at least two: from each for themselves up to half the players (at most 6, NZ-TEAM-1). */
    private void updateTeams() {
        int n = players.getValue();
        Integer chosen = teams.getValue();
        List<Integer> choices = new ArrayList<>(List.of(0));
        for (int t = 2; t <= Math.min(6, n / 2); t++) {
            choices.add(t);
        }
        teams.setItems(choices);
        teams.setValue(choices.contains(chosen) ? chosen : 0);
        teams.setItemLabelGenerator(t -> t == 0 ? getTranslation("play.setup.teams.none")
                : getTranslation("play.setup.teams.count", t));
    }

    NambarzOptions options() {
        NambarzOptions o = new NambarzOptions(players.getValue(), List.of(), rounds.getValue(),
                level.getValue() == Level.PLUS_MINUS ? OperationSet.ADD_SUBTRACT : OperationSet.ALL,
                level.getValue() == Level.BRACKETS, jokers.getValue());
        int t = teams.getValue();
        if (t == 0) {
            return o;
        }
        Integer[] sizes = new Integer[t];
        for (int i = 0; i < t; i++) {
            sizes[i] = players.getValue() / t + (i < players.getValue() % t ? 1 : 0);
        }
        return o.withTeams(sizes);
    }

    /** Every choice of the form as a private table asks for it (the seats and the pace among them). */
    TableService.NewTable wanted() {
        return new TableService.NewTable(NzTableGame.KIND, options().notation(), players.getValue(),
                mode.getValue().name(), false, 60, pace.getValue(), showResults.getValue());
    }

    /** Signed in: a stored private table (a pupil's at their level, whatever the form says); a guest: in memory. */
    private void startGame() {
        String robots = bots.getValue().name();
        java.util.UUID id;
        try {
            id = user.account().isPresent() ? tables.openPrivate(wanted(), robots, seed)
                    : guests.open(Guests.pass(), wanted(), robots, seed);
        } catch (TableException e) {
            // The choices stay on the form: the pupil or guest reads why, and tries again or changes them.
            String key = switch (e.problem()) {
                case BUSY, NOT_ENABLED, NOT_FOUND -> "table.error." + e.problem().name();
                default -> "live.error.BAD_OPTIONS";
            };
            Notification.show(getTranslation(key), 6000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_WARNING);
            return;
        }
        getUI().ifPresent(ui -> ui.navigate(TableRoutes.of(NzTableGame.KIND, id)));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        seed = event.getLocation().getQueryParameters().getSingleParameter("seed").flatMap(text -> {
            try {
                return java.util.Optional.of(Long.parseLong(text.strip()));
            } catch (NumberFormatException e) {
                return java.util.Optional.empty(); // a wrong seed in the address: just a random deal
            }
        }).orElse(null);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("play.setup.heading"));
        intro.setText(getTranslation("play.setup.intro"));
        levelNote.setText(getTranslation("play.setup.levelChosen"));
        players.setLabel(getTranslation("play.setup.players"));
        players.setItemLabelGenerator(n -> getTranslation("play.setup.players.count", n));
        teams.setLabel(getTranslation("play.setup.teams"));
        updateTeams();
        rounds.setLabel(getTranslation("play.setup.rounds"));
        rounds.setItemLabelGenerator(r -> getTranslation("play.setup.rounds." + r));
        level.setLabel(getTranslation("play.setup.level"));
        level.setItemLabelGenerator(l -> getTranslation("play.setup.level." + l.name()));
        jokers.setLabel(getTranslation("play.setup.jokers"));
        jokers.setItemLabelGenerator(j -> getTranslation("play.setup.jokers." + j.name(), j.jokers()));
        bots.setLabel(getTranslation("play.setup.bots"));
        bots.setItemLabelGenerator(b -> getTranslation("play.setup.bots." + b.name()));
        mode.setLabel(getTranslation("play.setup.mode"));
        mode.setItemLabelGenerator(m -> getTranslation("play.setup.mode." + m.name()));
        pace.setLabel(getTranslation("play.setup.pace"));
        pace.setItemLabelGenerator(p -> getTranslation(p == NzSetup.SLOW_PACE ? "play.setup.pace.slow"
                : p == NzSetup.FAST_PACE ? "play.setup.pace.fast" : "play.setup.pace.normal"));
        showResults.setLabel(getTranslation("play.setup.showResults"));
        start.setText(getTranslation("play.setup.start"));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("play.setup.heading") + " · Arithmos";
    }
}
