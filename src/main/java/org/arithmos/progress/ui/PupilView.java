package org.arithmos.progress.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Set;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.krambambuli.KrambambuliProgress;
import org.arithmos.krambambuli.ui.KbPupilSummary;
import org.arithmos.multicartes.McService;
import org.arithmos.multicartes.ui.TimesTableMap;
import org.arithmos.progress.GameTally;
import org.arithmos.progress.Granularity;
import org.arithmos.progress.Operation;
import org.arithmos.progress.ProgressService;
import org.arithmos.progress.ProgressWords;
import org.arithmos.progress.PupilProgress;

/**
 * One pupil for their teacher, a linked parent or an admin: the week in plain words, the level suggestion
 * (teachers), charts over time by day or week, the mistakes that come back, and recent games to replay.
 */
@Route("pupils/:pupilId([0-9]{1,18})")
@RolesAllowed({"TEACHER", "PARENT", "ADMIN"})
class PupilView extends Div implements BeforeEnterObserver, HasDynamicTitle {

    static final int DAYS = 14;
    static final int WEEKS = 12;
    static final int RECENT_GAMES = 10;

    private final ProgressService progress;
    private final McService multicartes;
    private final org.arithmos.nainjaune.NjService nainJaune;
    private final KrambambuliProgress krambambuli;
    private final LevelService levels;
    private final CurrentUser user;
    private final ProgressWords words = new ProgressWords(this::getTranslation);
    private final Div charts = new Div();
    final RadioButtonGroup<Granularity> period = new RadioButtonGroup<>();
    private PupilProgress pupil;
    private long pupilId;

    PupilView(ProgressService progress, LevelService levels, CurrentUser user, McService multicartes,
              org.arithmos.nainjaune.NjService nainJaune, KrambambuliProgress krambambuli) {
        this.krambambuli = krambambuli;
        this.multicartes = multicartes;
        this.nainJaune = nainJaune;
        this.progress = progress;
        this.levels = levels;
        this.user = user;
        addClassNames("page", "pupil-page");
        setId("pupil-page");
        charts.addClassName("chart-grid");
        charts.setId("charts");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        pupilId = event.getRouteParameters().getLong("pupilId").orElse(-1L);
        try {
            pupil = progress.pupilProgress(pupilId);
        } catch (ClassroomException e) {
            pupil = null;
        }
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        removeAll();
        if (pupil == null) {
            Paragraph missing = new Paragraph(getTranslation("pupilPage.notFound"));
            missing.setId("not-found");
            add(new H1(getTranslation("pupilPage.heading")), missing);
            return;
        }
        H1 heading = new H1(getTranslation("pupilPage.title", pupil.name()));
        Paragraph level = new Paragraph(getTranslation("pupilPage.level", words.level(pupil.level().step())));
        level.setId("pupil-level");
        add(heading, level, week());
        if (teacherOrAdmin()) {
            add(new SuggestionBox(progress.levelSuggestion(pupilId), words, isTeacher(), this::applySuggestion));
        }
        period.setId("period");
        period.setItems(Granularity.WEEK, Granularity.DAY);
        period.setItemLabelGenerator(g -> getTranslation(g == Granularity.DAY ? "pupilPage.byDay" : "pupilPage.byWeek"));
        period.setValue(Granularity.WEEK);
        period.addValueChangeListener(e -> showCharts());
        add(new H2(getTranslation("pupilPage.overTime")), period, charts);
        showCharts();
        add(new ChartBox(new PupilCharts(words, getLocale()).misconceptions(pupil), getTranslation("pupilPage.chart.table")));
        add(new H2(getTranslation("pupilPage.games")), recentGames());
        // Multicartes: which products the pupil knows (issue 5), for the teacher and the parents alike.
        TimesTableMap map = new TimesTableMap(multicartes.timesTable(pupilId));
        map.setId("times-table");
        add(new H2(getTranslation("mc.map.title")), map);
        // Nain Jaune: one line, when the pupil has played it.
        var nj = nainJaune.progressOf(pupilId);
        if (!nj.empty()) {
            Paragraph line = new Paragraph(getTranslation("nj.pupil.line", nj.games(), nj.cardsPut(), nj.boxesWon(),
                    nj.boxTokens(), nj.roundsWon(), nj.roundTokens(), nj.tokensPaid()));
            line.setId("nain-jaune-line");
            add(new H2(getTranslation("nj.start.title")), line);
        }
        var kb = krambambuli.progressOf(pupilId);
        if (!kb.empty()) {
            add(new H2(getTranslation("kb.start.title")), new KbPupilSummary(kb, this::getTranslation));
        }
    }

    private Div week() {
        Div box = new Div(new H2(getTranslation("pupilPage.summary.title")));
        box.addClassName("week-summary");
        box.setId("week-summary");
        WeekText.sentences(progress.lastWeek(pupilId), words).forEach(s -> box.add(new Paragraph(s)));
        return box;
    }

    void showCharts() {
        Granularity g = period.getValue() == null ? Granularity.WEEK : period.getValue();
        var series = progress.series(pupilId, g, g == Granularity.DAY ? DAYS : WEEKS);
        charts.removeAll();
        PupilCharts made = new PupilCharts(words, getLocale());
        Set<Operation> atLevel = Operation.of(pupil.level().operations().code(), pupil.level().parentheses());
        List<ChartBox> boxes = made.over(series, atLevel).stream()
                .map(c -> new ChartBox(c, getTranslation("pupilPage.chart.table"))).toList();
        String notYet = made.notYet(atLevel);
        if (notYet != null) {
            Paragraph note = new Paragraph(notYet);
            note.setId("not-yet");
            note.addClassName("chart-note");
            boxes.getFirst().add(note);
        }
        boxes.forEach(charts::add);
    }

    private Div recentGames() {
        var list = progress.gameTallies(pupilId).stream().limit(RECENT_GAMES).toList();
        Div box = new Div();
        box.setId("recent-games");
        if (list.isEmpty()) {
            box.add(new Paragraph(getTranslation("pupilPage.games.none")));
            return box;
        }
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(getLocale()).withZone(ZoneId.systemDefault());
        Grid<GameTally> grid = new Grid<>();
        grid.setAllRowsVisible(true);
        grid.addColumn(g -> when.format(g.last())).setHeader(getTranslation("pupilPage.games.when")).setAutoWidth(true);
        grid.addColumn(GameTally::moves).setHeader(getTranslation("progress.col.turns")).setTextAlign(ColumnTextAlign.END);
        grid.addColumn(g -> getTranslation("pupilPage.games.right", g.plays().correct(), g.plays().total()))
                .setHeader(getTranslation("progress.col.correct")).setAutoWidth(true);
        grid.addColumn(GameTally::penalties).setHeader(getTranslation("progress.col.penalties")).setTextAlign(ColumnTextAlign.END);
        grid.addColumn(GameTally::masterStrokes).setHeader(getTranslation("progress.col.masterStrokes"))
                .setTextAlign(ColumnTextAlign.END);
        grid.addColumn(GameTally::hints).setHeader(getTranslation("progress.col.hints")).setTextAlign(ColumnTextAlign.END);
        grid.addComponentColumn(g -> {
            Anchor replay = new Anchor("replay/" + g.gameId(), getTranslation("pupilPage.games.replay"));
            replay.setId("replay-" + list.indexOf(g));
            replay.addClassName("replay-link");
            return replay;
        }).setAutoWidth(true);
        grid.setItems(list);
        box.add(grid);
        return box;
    }

    /** Moves the pupil to the suggested step; their other level settings stay as they were. */
    void applySuggestion() {
        var s = progress.levelSuggestion(pupilId);
        LevelChange now = levels.pupilChange(pupilId);
        Level target = Level.ofStep(s.suggestedStep(), pupil.level());
        levels.setPupilChange(pupilId, new LevelChange(now.games(), target.operations(), target.parentheses(),
                now.jokers(), now.hintsAllowed(), now.bots()));
        Notification.show(getTranslation("pupilPage.suggestion.applied", words.step(s.suggestedStep())));
        pupil = progress.pupilProgress(pupilId);
        onAttach(null);
    }

    private boolean teacherOrAdmin() {
        return user.account().map(a -> a.role() == Role.TEACHER || a.role() == Role.ADMIN).orElse(false);
    }

    private boolean isTeacher() {
        return user.account().map(a -> a.role() == Role.TEACHER).orElse(false);
    }

    @Override
    public String getPageTitle() {
        return (pupil == null ? getTranslation("pupilPage.heading") : getTranslation("pupilPage.title", pupil.name()))
                + " · Arithmos";
    }
}
