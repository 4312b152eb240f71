package org.arithmos.progress.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.Icon;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.classroom.GameKind;
import org.arithmos.progress.Achievement;
import org.arithmos.progress.Achievements;
import org.arithmos.progress.Granularity;
import org.arithmos.progress.ProgressService;
import org.arithmos.progress.ProgressWords;
import org.arithmos.progress.PupilProgress;
import org.arithmos.progress.charts.Series;
import org.arithmos.progress.charts.StackedBarChart;
import org.arithmos.tables.GameShelf;
import org.arithmos.tables.ShelfGame;

/**
 * A pupil's own progress, for a child: a few big numbers, right plays week by week, and their own
 * achievements (with how to earn the others). Nothing is compared with other children.
 */
@Route("progress")
@RolesAllowed("PUPIL")
class MyProgressView extends Div implements HasDynamicTitle {

    static final int WEEKS = 8;

    private final ProgressService progress;
    /** Every game feature's "My games" (a game against robots, a table): the first one finished is an achievement. */
    private final List<GameShelf> shelves;
    private final CurrentUser user;
    private final ProgressWords words = new ProgressWords(this::getTranslation);

    MyProgressView(ProgressService progress, List<GameShelf> shelves, CurrentUser user) {
        this.progress = progress;
        this.shelves = shelves;
        this.user = user;
        addClassNames("page", "my-progress");
        setId("my-progress");
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        removeAll();
        long me = user.require().id();
        PupilProgress p = progress.pupilProgress(me);
        add(new H1(getTranslation("myProgress.title")));
        Instant firstFinished = shelves.stream().flatMap(shelf -> shelf.myShelf().stream())
                .filter(g -> g.kind() == GameKind.NAMBARZ && g.finished()).map(ShelfGame::lastPlayedAt)
                .min(Instant::compareTo).orElse(null);
        List<Achievement> earned = Achievements.of(progress.myEvents(), firstFinished);
        if (p.plays().total() == 0) {
            Paragraph nothing = new Paragraph(getTranslation("myProgress.nothing"));
            nothing.addClassName("my-progress-cheer");
            add(nothing);
        } else {
            Paragraph cheer = new Paragraph(getTranslation("myProgress.right", p.plays().correct(), p.plays().total()));
            cheer.addClassName("my-progress-cheer");
            cheer.setId("my-progress-cheer");
            add(cheer);
        }
        int longest = earned.stream().filter(a -> a.kind() == Achievement.Kind.LONGEST_CALCULATION)
                .mapToInt(Achievement::value).findFirst().orElse(0);
        Div tiles = new Div(tile(VaadinIcon.GAMEPAD, p.games(), "myProgress.games"),
                tile(VaadinIcon.CHECK_CIRCLE, p.plays().correct(), "myProgress.rightPlays"),
                tile(VaadinIcon.STAR, p.masterStrokes(), "myProgress.masterStrokes"),
                tile(VaadinIcon.ARROWS_LONG_H, longest, "myProgress.longest"));
        tiles.addClassName("my-tiles");
        add(tiles, weeks(me), achievements(earned));
    }

    private Div tile(VaadinIcon icon, int value, String key) {
        Icon i = icon.create();
        i.addClassName("my-tile-icon");
        Span number = new Span(Integer.toString(value));
        number.addClassName("my-tile-number");
        Span label = new Span(getTranslation(key));
        label.addClassName("my-tile-label");
        Div tile = new Div(i, number, label);
        tile.addClassName("my-tile");
        return tile;
    }

    private ChartBox weeks(long me) {
        var series = progress.series(me, Granularity.WEEK, WEEKS);
        DateTimeFormatter day = DateTimeFormatter.ofPattern("d MMM", getLocale());
        List<String> labels = series.periods().stream().map(w -> day.format(w.start())).toList();
        var right = new Series(getTranslation("myProgress.chart.right"),
                series.periods().stream().map(w -> (double) w.plays().correct()).toList());
        var notYet = new Series(getTranslation("myProgress.chart.notYet"),
                series.periods().stream().map(w -> (double) (w.plays().total() - w.plays().correct())).toList());
        var chart = new StackedBarChart(getTranslation("myProgress.chart"), getTranslation("myProgress.chart.desc"),
                labels, List.of(right, notYet), v -> Long.toString(Math.round(v)), getTranslation("myProgress.chart.empty"));
        return new ChartBox(chart, getTranslation("pupilPage.chart.table"));
    }

    private Div achievements(List<Achievement> earned) {
        Map<Achievement.Kind, Achievement> byKind = earned.stream()
                .collect(Collectors.toMap(Achievement::kind, Function.identity()));
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(getLocale())
                .withZone(ZoneId.systemDefault());
        Div grid = new Div();
        grid.addClassName("achievements");
        grid.setId("achievements");
        for (Achievement.Kind kind : Achievement.Kind.values()) {
            Achievement a = byKind.get(kind);
            Icon icon = icon(kind).create();
            icon.addClassName("achievement-icon");
            Span title = new Span(getTranslation("achievement." + kind.name(), a == null ? 0 : a.value()));
            title.addClassName("achievement-title");
            Span how = new Span(a == null ? getTranslation("achievement.how." + kind.name())
                    : getTranslation("myProgress.earned", when.format(a.earnedAt())));
            how.addClassName("achievement-when");
            Div card = new Div(icon, title, how);
            card.addClassNames("achievement", a == null ? "achievement-locked" : "achievement-earned");
            card.getElement().setAttribute("data-kind", kind.name());
            grid.add(card);
        }
        return new Div(new H2(getTranslation("myProgress.achievements")), grid);
    }

    private static VaadinIcon icon(Achievement.Kind kind) {
        return switch (kind) {
            case FIRST_PLAY -> VaadinIcon.THUMBS_UP;
            case FIRST_CALCULATION -> VaadinIcon.CALC;
            case FIRST_GAME_FINISHED -> VaadinIcon.FLAG_CHECKERED;
            case FIRST_MASTER_STROKE -> VaadinIcon.STAR;
            case TEN_IN_A_ROW -> VaadinIcon.FIRE;
            case FIRST_TIMES_OR_DIVIDE -> VaadinIcon.CLOSE_BIG;
            case FIRST_BRACKETS -> VaadinIcon.CODE;
            case HUNDRED_RIGHT -> VaadinIcon.TROPHY;
            case LONGEST_CALCULATION -> VaadinIcon.ARROWS_LONG_H;
        };
    }

    @Override
    public String getPageTitle() {
        return getTranslation("myProgress.title") + " · Arithmos";
    }
}
