package org.arithmos.classgame.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
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
 * taking part (those logged in are ticked), and which table each sits at: grouped by level at a click, then
 * changed by hand. Refusals become a message in the teacher's language.
 */
class ClassGameSetup extends Div {

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
    private GameTableForm form;

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
        game.setLabel(t("live.form.game"));
        game.setItems(forms.keySet());
        game.setItemLabelGenerator(k -> t("teacher.game." + k));
        game.addValueChangeListener(e -> showForm());
        commonDeal.setId("class-game-common-deal");
        commonDeal.setLabel(t("classGame.commonDeal"));
        robots.setId("class-game-robots");
        robots.setLabel(t("classGame.robots"));
        robots.setItems(ROBOT_LEVELS);
        robots.setItemLabelGenerator(l -> t("classGame.robot." + l));
        robots.setValue("BEGINNER");
        // In the reader's alphabetical order, as the class page lists them ("Léa" before "Luca").
        List<ClassGameService.Candidate> all = org.arithmos.i18n.NameOrder.sorted(service.candidates(classId),
                ClassGameService.Candidate::name, getLocale());
        pupils.setId("class-game-pupils");
        pupils.setLabel(t("classGame.pupils"));
        pupils.setItems(all);
        pupils.setItemLabelGenerator(c -> c.present() ? t("classGame.present", c.name()) : c.name());
        List<ClassGameService.Candidate> present = all.stream().filter(ClassGameService.Candidate::present).toList();
        pupils.setValue(new java.util.HashSet<>(present.isEmpty() ? all : present));
        pupils.addValueChangeListener(e -> groupByLevel());
        group.setId("class-game-group");
        group.setText(t("classGame.groupByLevel"));
        group.addClickListener(e -> groupByLevel());
        groups.setId("class-game-groups");
        groups.addClassName("class-game-groups");
        start.setId("class-game-start");
        start.setText(t("classGame.start"));
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        start.addClickListener(e -> start());
        Div options = new Div(game, gameForm, commonDeal, robots);
        options.addClassName("class-game-options");
        add(new H2(t("classGame.setupTitle")), new Paragraph(t("classGame.setupIntro")), options, pupils, group, groups,
                start);
        game.setValue(forms.isEmpty() ? null : forms.keySet().iterator().next());
        groupByLevel();
    }

    private void showForm() {
        gameForm.removeAll();
        form = game.getValue() == null ? null : forms.get(game.getValue()).create(this);
        if (form != null) {
            gameForm.add(form.form());
        }
        start.setEnabled(form != null);
    }

    /** The chosen pupils, grouped by level into tables of the game's seats; each can be moved by hand. */
    private void groupByLevel() {
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
        Map<Long, String> names = new LinkedHashMap<>();
        pupils.getValue().forEach(c -> names.put(c.id(), c.name()));
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= byLevel.size() + 1; i++) {
            numbers.add(i);
        }
        for (int table = 0; table < byLevel.size(); table++) {
            Div column = new Div(new Span(t("classGame.tableNumber", table + 1)));
            column.addClassName("class-game-group");
            for (Long pupil : byLevel.get(table)) {
                Select<Integer> where = new Select<>();
                where.setId("class-game-table-of-" + pupil);
                where.setLabel(names.get(pupil));
                where.setItems(numbers);
                where.setItemLabelGenerator(n -> t("classGame.tableNumber", n));
                where.setValue(table + 1);
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
