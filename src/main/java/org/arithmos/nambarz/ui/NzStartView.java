package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
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
import org.arithmos.cards.SvgBuilder;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.shell.HtmlChoices;
import org.arithmos.shell.Markup;
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
    /**
     * The heading, the words under it and the start button, drawn as markup (issue 12, decision 0038: one state
     * node each instead of seven); the form, by the browser's own controls (a few elements instead of about 150).
     */
    private final Div words = new Div();
    final HtmlChoices choices = new HtmlChoices();
    private final Div start = new Div();

    private final java.util.Optional<org.arithmos.classroom.Level> myLevel;

    NzStartView(TableService tables, GuestTables guests, CurrentUser user, LevelService levels) {
        this.tables = tables;
        this.guests = guests;
        this.user = user;
        this.myLevel = levels.myLevel();
        addClassName("new-game");
        choices.addClassName("new-game-choices");
        choices.select("players", List.of(), "4");
        choices.radios("teams", List.of(), "0");
        choices.radios("level", List.of(), Level.PLUS_MINUS.name());
        choices.radios("rounds", List.of(), "1");
        choices.radios("jokers", List.of(), JokerLevel.BEGINNER.name());
        choices.radios("bots", List.of(), BotLevel.BEGINNER.name());
        choices.radios("mode", List.of(), GameMode.LEARNING.name());
        choices.radios("pace", List.of(), String.valueOf(NzSetup.NORMAL_PACE));
        choices.checkbox("show-results", true);
        choices.onChange((id, value) -> {
            if (id.equals("players")) {
                updateTeams();
            } else if (id.equals("mode")) {
                choices.set("show-results", String.valueOf(value.equals(GameMode.LEARNING.name())));
            }
        });
        words.addClassName("new-game-words");
        start.addClassName("new-game-start");
        Markup.onAct(start, this::act);
        add(words, choices, start);
    }

    /** The start button pressed ({@code start}); the tests press it here as the browser's click does. */
    void act(String act) {
        if (act.equals("start")) {
            startGame();
        }
    }

    /** A pupil plays at the level their teacher set: shown, but not theirs to change (the server holds to it). */
    private void followLevel(org.arithmos.classroom.Level set) {
        choices.set("level", Level.values()[set.step()].name());
        choices.lock("level", true);
        choices.set("jokers", set.jokers().name());
        choices.lock("jokers", true);
        choices.set("bots", set.bots().name());
        choices.lock("bots", true);
        if (!set.hintsAllowed()) {
            choices.set("mode", GameMode.GAME.name());
            choices.set("show-results", "false");
            choices.lock("mode", true);
        }
    }

    /** Teams of at least two: from each for themselves up to half the players (at most 6, NZ-TEAM-1). */
    private void updateTeams() {
        int n = players();
        List<HtmlChoices.Option> options = new ArrayList<>(List.of(option(0, getTranslation("play.setup.teams.none"))));
        for (int t = 2; t <= Math.min(6, n / 2); t++) {
            options.add(option(t, getTranslation("play.setup.teams.count", t)));
        }
        choices.options("teams", options);
    }

    private int players() {
        return Integer.parseInt(choices.value("players"));
    }

    private static HtmlChoices.Option option(Object value, String label) {
        return new HtmlChoices.Option(String.valueOf(value), label);
    }

    NambarzOptions options() {
        Level level = Level.valueOf(choices.value("level"));
        int players = players();
        NambarzOptions o = new NambarzOptions(players, List.of(), Integer.parseInt(choices.value("rounds")),
                level == Level.PLUS_MINUS ? OperationSet.ADD_SUBTRACT : OperationSet.ALL,
                level == Level.BRACKETS, JokerLevel.valueOf(choices.value("jokers")));
        int t = Integer.parseInt(choices.value("teams"));
        if (t == 0) {
            return o;
        }
        Integer[] sizes = new Integer[t];
        for (int i = 0; i < t; i++) {
            sizes[i] = players / t + (i < players % t ? 1 : 0);
        }
        return o.withTeams(sizes);
    }

    /** Every choice of the form as a private table asks for it (the seats and the pace among them). */
    TableService.NewTable wanted() {
        return new TableService.NewTable(NzTableGame.KIND, options().notation(), players(), choices.value("mode"),
                false, 60, Integer.parseInt(choices.value("pace")), Boolean.parseBoolean(choices.value("show-results")));
    }

    /** Signed in: a stored private table (a pupil's at their level, whatever the form says); a guest: in memory. */
    private void startGame() {
        String robots = choices.value("bots");
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
        Markup.show(words, "<h1>" + SvgBuilder.escape(getTranslation("play.setup.heading")) + "</h1><p>"
                + SvgBuilder.escape(getTranslation("play.setup.intro")) + "</p>" + (myLevel.isEmpty() ? ""
                : "<p id=\"level-note\">" + SvgBuilder.escape(getTranslation("play.setup.levelChosen")) + "</p>"));
        choices.label("players", getTranslation("play.setup.players"));
        choices.options("players", IntStream.rangeClosed(2, 12)
                .mapToObj(n -> option(n, getTranslation("play.setup.players.count", n))).toList());
        choices.label("teams", getTranslation("play.setup.teams"));
        updateTeams();
        choices.label("rounds", getTranslation("play.setup.rounds"));
        choices.options("rounds", java.util.stream.Stream.of(1, 3, 5)
                .map(r -> option(r, getTranslation("play.setup.rounds." + r))).toList());
        choices.label("level", getTranslation("play.setup.level"));
        choices.options("level", java.util.Arrays.stream(Level.values())
                .map(l -> option(l.name(), getTranslation("play.setup.level." + l.name()))).toList());
        choices.label("jokers", getTranslation("play.setup.jokers"));
        choices.options("jokers", java.util.Arrays.stream(JokerLevel.values())
                .map(j -> option(j.name(), getTranslation("play.setup.jokers." + j.name(), j.jokers()))).toList());
        choices.label("bots", getTranslation("play.setup.bots"));
        choices.options("bots", java.util.Arrays.stream(BotLevel.values())
                .map(b -> option(b.name(), getTranslation("play.setup.bots." + b.name()))).toList());
        choices.label("mode", getTranslation("play.setup.mode"));
        choices.options("mode", java.util.Arrays.stream(GameMode.values())
                .map(m -> option(m.name(), getTranslation("play.setup.mode." + m.name()))).toList());
        choices.label("pace", getTranslation("play.setup.pace"));
        choices.options("pace", List.of(option(NzSetup.SLOW_PACE, getTranslation("play.setup.pace.slow")),
                option(NzSetup.NORMAL_PACE, getTranslation("play.setup.pace.normal")),
                option(NzSetup.FAST_PACE, getTranslation("play.setup.pace.fast"))));
        choices.label("show-results", getTranslation("play.setup.showResults"));
        myLevel.ifPresent(this::followLevel);
        Markup.show(start, "<vaadin-button id=\"start-game\" theme=\"primary large\" data-act=\"start\">"
                + Markup.icon("play", "prefix")
                + SvgBuilder.escape(getTranslation("play.setup.start")) + "</vaadin-button>");
    }

    @Override
    public String getPageTitle() {
        return getTranslation("play.setup.heading") + " · Arithmos";
    }
}
