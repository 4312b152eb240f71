package org.arithmos.classgame.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.arithmos.classgame.ClassGameException;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.GameTableForm;

/**
 * Setting up a class game (issue 15): the game and its options (each game's own form, as in the pupils' lobby;
 * its players are the seats of every table), one deal for every table or not, the robots' level, the pupils
 * taking part (those logged in are ticked), and which table each sits at: grouped by level at a click or when
 * the seats change, then changed by hand, each table shown as it is (one with more pupils than seats flagged).
 * A pupil who logs in while the page is open is ticked and seated. It follows the language switch. Refusals
 * become a message in the teacher's language.
 */
class ClassGameSetup extends Div implements LocaleChangeObserver {

    /** How often the open setup asks again who is logged in (a pupil logging in tells this page nothing). */
    static final java.time.Duration PRESENCE = java.time.Duration.ofSeconds(20);

    private static final List<String> ORDER = List.of("NAMBARZ", "MULTICARTES", "NAIN_JAUNE", "KRAMBAMBULI");
    private static final List<String> ROBOT_LEVELS = List.of("BEGINNER", "INTERMEDIATE", "EXPERT");

    private final ClassGameService service;
    private final long classId;
    private final Consumer<UUID> started;
    private final Consumer<String> refused;
    private final Map<String, GameTableForm.Factory> forms = new LinkedHashMap<>();
    private final Select<String> game = new Select<>();
    private final Div gameForm = new Div();
    private final Checkbox commonDeal = new Checkbox();
    private final Select<String> robots = new Select<>();
    private final CheckboxGroup<ClassGameService.Candidate> pupils = new CheckboxGroup<>();
    private final Button group = new Button();
    private final Div groups = new Div();
    private final Map<Long, Select<Integer>> tableOf = new LinkedHashMap<>();
    private final Button start = new Button();
    private final H2 title = new H2();
    private final Paragraph intro = new Paragraph();
    private GameTableForm form;
    private java.util.Locale builtIn;
    private com.vaadin.flow.shared.Registration polling;

    ClassGameSetup(ClassGameService service, long classId, List<String> games, List<GameTableForm.Factory> factories,
                   Consumer<UUID> started, Consumer<String> refused) {
        this.service = service;
        this.classId = classId;
        this.started = started;
        this.refused = refused;
        addClassName("class-game-setup");
        factories.stream().filter(f -> games.contains(f.kind()))
                .sorted(Comparator.comparingInt(f -> ORDER.indexOf(f.kind()))).forEach(f -> forms.put(f.kind(), f));
        game.setId("class-game-game");
        game.setItems(forms.keySet());
        game.addValueChangeListener(e -> {
            showForm();
            groupByLevel();
        });
        commonDeal.setId("class-game-common-deal");
        robots.setId("class-game-robots");
        robots.setItems(ROBOT_LEVELS);
        robots.setValue("BEGINNER");
        // In the reader's alphabetical order, as the class page lists them ("Léa" before "Luca").
        List<ClassGameService.Candidate> all = org.arithmos.i18n.NameOrder.sorted(service.candidates(classId),
                ClassGameService.Candidate::name, getLocale());
        pupils.setId("class-game-pupils");
        pupils.setItems(all);
        List<ClassGameService.Candidate> present = all.stream().filter(ClassGameService.Candidate::present).toList();
        pupils.setValue(new java.util.HashSet<>(present.isEmpty() ? all : present));
        pupils.addValueChangeListener(e -> groupByLevel());
        group.setId("class-game-group");
        group.addClickListener(e -> groupByLevel());
        groups.setId("class-game-groups");
        groups.addClassName("class-game-groups");
        start.setId("class-game-start");
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        start.addClickListener(e -> start());
        Div options = new Div(game, gameForm, commonDeal, robots);
        options.addClassName("class-game-options");
        add(title, intro, options, pupils, group, groups, start);
        words();
        game.setValue(forms.isEmpty() ? null : forms.keySet().iterator().next());
        groupByLevel();
    }

    /** Every word of the setup in the page's language (at first, and at each language switch). */
    private void words() {
        builtIn = getLocale();
        title.setText(t("classGame.setupTitle"));
        intro.setText(t("classGame.setupIntro"));
        game.setLabel(t("live.form.game"));
        game.setItemLabelGenerator(k -> t("teacher.game." + k));
        commonDeal.setLabel(t("classGame.commonDeal"));
        robots.setLabel(t("classGame.robots"));
        robots.setItemLabelGenerator(l -> t("classGame.robot." + l));
        pupils.setLabel(t("classGame.pupils"));
        pupils.setItemLabelGenerator(c -> c.present() ? t("classGame.present", c.name()) : c.name());
        group.setText(t("classGame.groupByLevel"));
        start.setText(t("classGame.start"));
    }

    /**
     * The language switched in the top bar: the setup says everything again in it, as the overview does (a trial's
     * finding: it stayed in the previous language until a reload). The game's form is made again in it with the
     * choices made (a later finding: they went back to their defaults); the pupils keep their tables.
     */
    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (event.getLocale().equals(builtIn)) {
            return; // attached in the language it was built in
        }
        words();
        List<List<Long>> kept = current();
        FormChoices chosen = form == null ? null : FormChoices.of(form.form());
        showForm(chosen);
        showGroups(kept);
    }

    @Override
    protected void onAttach(AttachEvent event) {
        polling = Ticking.every(event.getUI(), PRESENCE, this::presence);
    }

    @Override
    protected void onDetach(DetachEvent event) {
        if (polling != null) {
            polling.remove();
            polling = null;
        }
    }

    /**
     * Who is logged in now: the labels say it, and a pupil who logged in since is ticked and seated at the first
     * table with a free seat (or a new one), the tables changed by hand staying as they are (a trial's finding:
     * they appeared only after a reload).
     */
    void presence() {
        Map<Long, ClassGameService.Candidate> before = new LinkedHashMap<>();
        pupils.getListDataView().getItems().forEach(c -> before.put(c.id(), c));
        List<ClassGameService.Candidate> now = org.arithmos.i18n.NameOrder.sorted(service.candidates(classId),
                ClassGameService.Candidate::name, getLocale());
        if (now.equals(new ArrayList<>(before.values()))) {
            return;
        }
        java.util.Set<Long> chosen = new java.util.HashSet<>(pupils.getValue().stream()
                .map(ClassGameService.Candidate::id).toList());
        List<Long> arrived = now.stream().filter(c -> c.present() && (before.get(c.id()) == null
                || !before.get(c.id()).present()) && !chosen.contains(c.id())).map(ClassGameService.Candidate::id).toList();
        chosen.addAll(arrived);
        List<List<Long>> seated = current().stream().map(ArrayList::new).collect(java.util.stream.Collectors.toList());
        quiet = true;
        try {
            pupils.setItems(now);
            pupils.setValue(new java.util.HashSet<>(now.stream().filter(c -> chosen.contains(c.id())).toList()));
        } finally {
            quiet = false;
        }
        int seats = form == null ? 0 : form.value().seats();
        for (Long pupil : arrived) {
            seated.stream().filter(g -> g.size() < seats).findFirst().orElseGet(() -> {
                List<Long> table = new ArrayList<>();
                seated.add(table);
                return table;
            }).add(pupil);
        }
        if (form != null) {
            showGroups(seated);
        }
    }

    private boolean quiet;

    private void showForm() {
        showForm(null);
    }

    /** The chosen game's form, with {@code chosen} taken back before it regroups anyone (null: its defaults). */
    private void showForm(FormChoices chosen) {
        gameForm.removeAll();
        form = game.getValue() == null ? null : forms.get(game.getValue()).create(this);
        if (form != null) {
            if (chosen != null) {
                chosen.giveTo(form.form());
            }
            gameForm.add(form.form());
            // Fewer players a table: the pupils are grouped again at once (three at a 2-seat table: Start refused).
            form.onSeatsChange(this::groupByLevel);
        }
        start.setEnabled(form != null);
    }

    /** The chosen pupils, grouped by level into tables of the game's seats; each can be moved by hand. */
    private void groupByLevel() {
        if (quiet) {
            return;
        }
        groups.removeAll();
        tableOf.clear();
        if (form == null || pupils.getValue().isEmpty()) {
            return;
        }
        List<List<Long>> byLevel;
        try {
            byLevel = service.groupsByLevel(classId, pupils.getValue().stream().map(ClassGameService.Candidate::id)
                    .toList(), form.value().seats());
        } catch (ClassGameException e) {
            refused.accept(t("classGame.error." + e.problem().name()));
            return;
        } catch (IllegalArgumentException e) {
            refused.accept(t("classGame.error.BAD_OPTIONS"));
            return;
        }
        showGroups(byLevel);
    }

    /** The pupils at their tables now, by table number (a pupil moved by hand is at their new table). */
    private List<List<Long>> current() {
        Map<Integer, List<Long>> byTable = new java.util.TreeMap<>();
        tableOf.forEach((pupil, where) -> byTable.computeIfAbsent(where.getValue(), n -> new ArrayList<>()).add(pupil));
        return List.copyOf(byTable.values());
    }

    /**
     * One card per table with its pupils, each with a selector to move them; a move shows the tables again as they
     * now are (a trial's finding: the pupil stayed listed under their old table and the new one never appeared).
     * A table with more pupils than seats is flagged.
     */
    private void showGroups(List<List<Long>> tables) {
        groups.removeAll();
        tableOf.clear();
        Map<Long, String> names = new LinkedHashMap<>();
        pupils.getValue().forEach(c -> names.put(c.id(), c.name()));
        List<List<Long>> shown = tables.stream().map(g -> g.stream().filter(names::containsKey).toList())
                .filter(g -> !g.isEmpty()).toList();
        int seats = form == null ? Integer.MAX_VALUE : form.value().seats();
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= shown.size() + 1; i++) {
            numbers.add(i);
        }
        for (int table = 0; table < shown.size(); table++) {
            Div column = new Div(new Span(t("classGame.tableNumber", table + 1)));
            column.addClassName("class-game-group");
            column.setId("class-game-group-" + (table + 1));
            if (shown.get(table).size() > seats) {
                column.addClassName("too-many");
                Paragraph full = new Paragraph(t("classGame.tooMany", shown.get(table).size(), seats));
                full.addClassName("class-game-too-many");
                column.add(full);
            }
            for (Long pupil : shown.get(table)) {
                Select<Integer> where = new Select<>();
                where.setId("class-game-table-of-" + pupil);
                where.setLabel(names.get(pupil));
                where.setItems(numbers);
                where.setItemLabelGenerator(n -> t("classGame.tableNumber", n));
                where.setValue(table + 1);
                where.addValueChangeListener(e -> showGroups(current()));
                tableOf.put(pupil, where);
                column.add(where);
            }
            groups.add(column);
        }
    }

    private void start() {
        if (form == null) {
            return;
        }
        if (tableOf.isEmpty()) {
            refused.accept(t("classGame.error.NO_PUPILS"));
            return;
        }
        Map<Integer, List<Long>> byTable = new java.util.TreeMap<>();
        tableOf.forEach((pupil, where) -> byTable.computeIfAbsent(where.getValue(), n -> new ArrayList<>()).add(pupil));
        try {
            TableService.NewTable table = form.value();
            started.accept(service.start(classId, new ClassGameService.NewClassGame(table, commonDeal.getValue(),
                    robots.getValue(), List.copyOf(byTable.values()))));
        } catch (ClassGameException e) {
            refused.accept(t("classGame.error." + e.problem().name()));
        } catch (IllegalArgumentException e) {
            refused.accept(t("classGame.error.BAD_OPTIONS"));
        }
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }
}
