package org.arithmos.tables.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import org.arithmos.shell.PushAccess;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableRoutes;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.tables.TableSummary;

/**
 * "Play with my class": the open tables of the pupil's own class (game, who sits, free seats, the short code),
 * a new table, joining by code, leaving, and starting (by whoever opened it, robots in the free seats if they
 * want). The list changes as classmates open and join tables, without reloading; when the pupil's table starts,
 * they are taken to it. Pupils only; the service shows a pupil nothing of another class.
 */
@Route("together")
@RolesAllowed("PUPIL")
class ClassTablesView extends VerticalLayout implements LocaleChangeObserver, HasDynamicTitle {

    private final TableService service;
    private final H1 heading = new H1();
    private final Paragraph intro = new Paragraph();
    private final H2 newHeading = new H2();
    private final Div newTable = new Div();
    private final Button open = new Button();
    private final TextField code = new TextField();
    private final Button join = new Button();
    private final H2 listHeading = new H2();
    private final Div list = new Div();
    private final Checkbox robots = new Checkbox();
    private final com.vaadin.flow.component.select.Select<Integer> grace = new com.vaadin.flow.component.select.Select<>();
    private final com.vaadin.flow.component.select.Select<String> game = new com.vaadin.flow.component.select.Select<>();
    private final java.util.Map<String, GameTableForm.Factory> forms = new java.util.LinkedHashMap<>();
    private GameTableForm form;
    private Runnable stopWatching;

    ClassTablesView(TableService service, List<GameTableForm.Factory> games) {
        this.service = service;
        // Nambarz first (the heart of the product), then the card games in the order of the home page.
        List<String> order = List.of("NAMBARZ", "MULTICARTES", "NAIN_JAUNE", "KRAMBAMBULI");
        List<String> mine = service.games();
        games.stream().filter(f -> mine.contains(f.kind()))
                .sorted(java.util.Comparator.comparingInt(f -> order.indexOf(f.kind())))
                .forEach(f -> forms.put(f.kind(), f));
        game.setId("live-game");
        game.setItems(forms.keySet());
        game.setValue(forms.isEmpty() ? null : forms.keySet().iterator().next());
        game.setVisible(forms.size() > 1);
        game.addValueChangeListener(e -> showForm());
        addClassName("class-tables");
        open.setId("open-table");
        open.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        open.addClickListener(e -> act(() -> service.open(withGrace(form.value())), this::goIfPlaying));
        grace.setId("live-grace");
        grace.setItems(30, 60, 120, 300);
        grace.setValue(60);
        code.setId("table-code");
        code.setMaxLength(8);
        code.addClassName("table-code-field");
        join.setId("join-by-code");
        join.addClickListener(e -> joinByCode());
        code.addKeyDownListener(com.vaadin.flow.component.Key.ENTER, e -> joinByCode());
        robots.setId("robots-in-free-seats");
        robots.setValue(true);
        list.setId("class-tables");
        list.addClassName("table-list");
        HorizontalLayout byCode = new HorizontalLayout(code, join);
        byCode.setAlignItems(Alignment.BASELINE);
        add(heading, intro, listHeading, list, byCode, newHeading, game, newTable, grace, open);
    }

    @Override
    protected void onAttach(AttachEvent event) {
        // The event's UI is looked up through the parents, which a navigation under way may have swapped (seen after
        // a pupil signs in again on another node of a cluster): the UI of the request is the same one.
        UI ui = getUI().orElseGet(UI::getCurrent);
        stopWatching = service.watchClass(null, PushAccess.asOwner(ui, this::refresh));
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        if (stopWatching != null) {
            stopWatching.run();
        }
    }

    private void joinByCode() {
        var found = service.findByCode(code.getValue());
        if (found.isEmpty()) {
            notify(t("live.error.noCode", code.getValue().strip()), true);
            return;
        }
        act(() -> service.join(found.get()), this::goIfPlaying);
    }

    /** How long a seat waits for a pupil who left before a robot plays it: a table setting (0018). */
    private TableService.NewTable withGrace(TableService.NewTable t) {
        return new TableService.NewTable(t.kind(), t.options(), t.seats(), t.mode(), t.partnersSeeHands(),
                grace.getValue(), t.paceMillis());
    }

    private void goIfPlaying(UUID id) {
        refresh();
    }

    /** Runs a lobby action; a refusal becomes a message in the pupil's language, never an error page. */
    private void act(Supplier<UUID> action, java.util.function.Consumer<UUID> then) {
        try {
            then.accept(action.get());
        } catch (TableException e) {
            notify(t("live.error." + e.problem().name()), true);
        } catch (IllegalArgumentException e) {
            notify(t("live.error.BAD_OPTIONS"), true);
        }
    }

    private void refresh() {
        List<TableSummary> tables;
        try {
            tables = service.classTables(null);
        } catch (TableException e) {
            tables = List.of();
        }
        // A table the pupil sits at has started: take them to it.
        for (TableSummary s : tables) {
            if (s.youSit() && s.status() == TableStatus.PLAYING) {
                getUI().ifPresent(ui -> ui.navigate(TableRoutes.of(s.kind(), s.id())));
                return;
            }
        }
        list.removeAll();
        if (tables.isEmpty()) {
            list.add(new Paragraph(t("live.none")));
        }
        boolean seated = tables.stream().anyMatch(TableSummary::youSit);
        for (TableSummary s : tables) {
            list.add(card(s, seated));
        }
        open.setEnabled(!seated && form != null);
        // A button pressed in the list is redrawn (or replaced: Join becomes Start and Leave): the focus stays.
        TableFocus.settle(this, "#class-tables [id^='start-']", "#class-tables [id^='leave-']", "#open-table",
                "#class-tables [id^='join-']");
    }

    private Div card(TableSummary s, boolean seatedSomewhere) {
        Div card = new TableCard(s, "table-" + s.code(), true);
        Div actions = new Div();
        actions.addClassName("table-card-actions");
        if (s.status() == TableStatus.OPEN && !s.youSit() && !seatedSomewhere && s.freeSeats() > 0) {
            Button sit = new Button(t("live.join"), e -> act(() -> service.join(s.id()), this::goIfPlaying));
            sit.setId("join-" + s.code());
            sit.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
            actions.add(sit);
        }
        if (s.youSit() && s.status() == TableStatus.OPEN) {
            if (s.youHost()) {
                robots.setLabel(t("live.robots"));
                Button start = new Button(t("live.start"), e -> act(() -> {
                    service.start(s.id(), robots.getValue(), "BEGINNER");
                    return s.id();
                }, this::goIfPlaying));
                start.setId("start-" + s.code());
                start.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
                actions.add(robots, start);
            } else {
                actions.add(new Span(t("live.waitingForHost")));
            }
            Button leave = new Button(t("live.leave"), e -> act(() -> {
                service.leave(s.id());
                return s.id();
            }, this::goIfPlaying));
            leave.setId("leave-" + s.code());
            actions.add(leave);
        }
        card.add(actions);
        return card;
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }

    private void notify(String text, boolean error) {
        Notification n = Notification.show(text, 4000, Notification.Position.MIDDLE);
        n.addThemeVariants(error ? NotificationVariant.LUMO_WARNING : NotificationVariant.LUMO_CONTRAST);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(t("live.lobbyTitle"));
        intro.setText(t("live.lobbyIntro"));
        newHeading.setText(t("live.newTable"));
        listHeading.setText(t("live.classTables"));
        open.setText(t("live.open"));
        code.setLabel(t("live.codeLabel"));
        join.setText(t("live.joinByCode"));
        grace.setLabel(t("live.form.grace"));
        grace.setItemLabelGenerator(s -> s < 60 ? t("live.form.graceSeconds", s) : t("live.form.graceMinutes", s / 60));
        game.setLabel(t("live.form.game"));
        game.setItemLabelGenerator(kind -> t("teacher.game." + kind));
        showForm();
        refresh();
    }

    /** The chosen game's own choices, in the lobby's language. */
    private void showForm() {
        newTable.removeAll();
        if (game.getValue() == null) {
            // No game at live tables is open at this pupil's level: they may still join a classmate's table.
            form = null;
            open.setEnabled(false);
            return;
        }
        form = forms.get(game.getValue()).create(this);
        newTable.add(form.form());
    }

    @Override
    public String getPageTitle() {
        return t("live.lobbyTitle") + " · Arithmos";
    }
}
