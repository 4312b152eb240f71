package org.arithmos.progress.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridSortOrder;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.data.provider.SortDirection;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import jakarta.annotation.security.RolesAllowed;
import java.io.ByteArrayInputStream;
import java.text.Collator;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Comparator;
import java.util.List;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.i18n.Language;
import org.arithmos.progress.ClassProgress;
import org.arithmos.progress.ProgressService;
import org.arithmos.progress.ProgressWords;
import org.arithmos.progress.PupilProgress;

/**
 * A class at a glance for its teacher: one sortable row per pupil; pupils who struggle come first, in
 * colour and with a sign and the reason in words (never colour alone). A row opens the pupil's page.
 */
@Route("classes/:classId([0-9]{1,18})/progress")
@RolesAllowed({"TEACHER", "ADMIN"})
class ClassDashboardView extends Div implements BeforeEnterObserver, HasDynamicTitle {

    private final ProgressService progress;
    private final ProgressWords words = new ProgressWords(this::getTranslation);
    final Grid<PupilProgress> grid = new Grid<>();
    private ClassProgress shown;
    private long classId;

    ClassDashboardView(ProgressService progress) {
        this.progress = progress;
        addClassNames("page", "class-dashboard");
        setId("class-dashboard");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        classId = event.getRouteParameters().getLong("classId").orElse(-1L);
        try {
            shown = progress.classProgress(classId);
        } catch (ClassroomException e) {
            shown = null;
        }
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        removeAll();
        // The table needs the whole width; the menu stays one click away.
        var layout = findAncestor(AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        if (shown == null) {
            Paragraph missing = new Paragraph(getTranslation("dashboard.notFound"));
            missing.setId("not-found");
            add(new H1(getTranslation("dashboard.heading")), missing);
            return;
        }
        H1 heading = new H1(getTranslation("dashboard.title", shown.schoolClass().name()));
        Anchor back = new Anchor("classes/" + classId, getTranslation("dashboard.back"));
        back.setId("class-link");
        Anchor csv = new Anchor(csvDownload(), "");
        csv.add(VaadinIcon.DOWNLOAD.create(), new Span(getTranslation("dashboard.csv")));
        csv.setId("csv-download");
        csv.addClassName("csv-download");
        Div links = new Div(back, csv);
        links.addClassName("dashboard-links");
        int struggling = shown.struggling().size();
        Paragraph summary = new Paragraph(struggling == 0 ? getTranslation("dashboard.struggling.none")
                : getTranslation("dashboard.struggling.some", struggling));
        summary.setId("dashboard-summary");
        summary.addClassName(struggling == 0 ? "dashboard-calm" : "dashboard-alert");
        Paragraph rules = new Paragraph(getTranslation("dashboard.rules"));
        rules.addClassName("dashboard-rules");
        buildGrid();
        add(heading, links, summary, grid, rules);
    }

    private DownloadHandler csvDownload() {
        Language language = Language.of(getLocale()).orElse(Language.fallback());
        String file = shown.schoolClass().name().replaceAll("[^\\p{L}\\p{N}_-]+", "-") + "-progress.csv";
        long id = classId;
        // Made when the teacher clicks, so that the file has the figures of that moment.
        return DownloadHandler.fromInputStream(event -> {
            byte[] bytes = progress.classCsv(id, language);
            return new DownloadResponse(new ByteArrayInputStream(bytes), file, "text/csv; charset=utf-8", bytes.length);
        });
    }

    /*
     * The eleven columns add up to 79.5rem, so that the whole table fits a 1366 px screen (the menu is closed
     * here): at 109rem it scrolled sideways there, hiding the last columns (issue 13). Headers and reasons
     * wrap (progress.css).
     */
    private void buildGrid() {
        grid.removeAllColumns();
        grid.setId("dashboard-grid");
        grid.setAllRowsVisible(true);
        grid.setMultiSort(true);
        grid.setPartNameGenerator(p -> p.struggling() ? "struggling" : null);
        var attention = grid.addComponentColumn(this::attention).setHeader(getTranslation("progress.col.attention"))
                .setComparator(Comparator.comparing(PupilProgress::struggling)).setSortable(true).setFlexGrow(2)
                .setWidth("10rem").setKey("attention");
        Collator byName = Collator.getInstance(getLocale());
        var name = grid.addColumn(PupilProgress::name).setHeader(getTranslation("progress.col.pupil"))
                .setComparator(Comparator.comparing(PupilProgress::name, byName)).setKey("name").setWidth("7rem")
                .setFlexGrow(0).setFrozen(true);
        grid.addColumn(p -> words.step(p.level().step())).setHeader(getTranslation("progress.col.level"))
                .setComparator(Comparator.comparingInt(p -> p.level().step())).setKey("level").setWidth("8rem")
                .setFlexGrow(0);
        number("games", PupilProgress::games);
        number("turns", PupilProgress::moves);
        grid.addColumn(p -> words.percent(p.plays())).setHeader(getTranslation("progress.col.success"))
                .setComparator(Comparator.comparing(p -> p.plays().percent(), Comparator.nullsFirst(Comparator.naturalOrder())))
                .setTextAlign(ColumnTextAlign.END).setKey("success").setWidth("5.5rem").setFlexGrow(0);
        grid.addColumn(words::penalties).setHeader(getTranslation("progress.col.penalties"))
                .setComparator(Comparator.comparingInt(PupilProgress::penalties)).setKey("penalties").setWidth("9rem")
                .setFlexGrow(2);
        number("masterStrokes", PupilProgress::masterStrokes);
        number("missed", PupilProgress::missedPlays);
        number("hints", PupilProgress::hints);
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).withLocale(getLocale())
                .withZone(ZoneId.systemDefault());
        grid.addColumn(p -> p.lastActive() == null ? getTranslation("dashboard.never") : when.format(p.lastActive()))
                .setHeader(getTranslation("progress.col.lastActive"))
                .setComparator(Comparator.comparing(PupilProgress::lastActive, Comparator.nullsFirst(Comparator.naturalOrder())))
                .setKey("lastActive").setWidth("7.5rem").setFlexGrow(0);
        grid.getColumns().forEach(c -> c.setResizable(true));
        grid.setItems(shown.pupils());
        grid.sort(List.of(new GridSortOrder<>(attention, SortDirection.DESCENDING),
                new GridSortOrder<>(name, SortDirection.ASCENDING)));
        grid.addItemClickListener(e -> open(e.getItem()));
    }

    private void number(String key, java.util.function.ToIntFunction<PupilProgress> value) {
        grid.addColumn(p -> value.applyAsInt(p)).setHeader(getTranslation("progress.col." + key))
                .setComparator(Comparator.comparingInt(value)).setTextAlign(ColumnTextAlign.END).setKey(key)
                .setWidth("6.5rem").setFlexGrow(0);
    }

    /** "⚠ Needs help: why", in colour, or a calm tick: the sign and the words say it without colour. */
    private Component attention(PupilProgress p) {
        Span badge = new Span();
        badge.getElement().setAttribute("data-pupil", String.valueOf(p.pupilId()));
        if (p.struggling()) {
            badge.setText(getTranslation("dashboard.attention.why", words.struggles(p)));
            badge.addClassName("attention-badge");
        } else {
            badge.setText(getTranslation("dashboard.ok"));
            badge.addClassName("calm-badge");
        }
        return badge;
    }

    void open(PupilProgress p) {
        getUI().ifPresent(ui -> ui.navigate("pupils/" + p.pupilId()));
    }

    @Override
    public String getPageTitle() {
        return (shown == null ? getTranslation("dashboard.heading") : getTranslation("dashboard.title",
                shown.schoolClass().name())) + " · Arithmos";
    }
}
