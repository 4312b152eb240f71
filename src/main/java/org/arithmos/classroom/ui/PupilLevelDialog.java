package org.arithmos.classroom.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.checkbox.CheckboxGroupVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.radiobutton.RadioGroupVariant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.arithmos.accounts.Account;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelChange;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;

/**
 * A pupil's own level: each field "as the class" (what the class has is said next to it) or a value of
 * its own. Save hands the {@link LevelChange} to the page; nothing is stored here.
 */
final class PupilLevelDialog extends Dialog {

    final RadioButtonGroup<Boolean> ownGames = new RadioButtonGroup<>();
    final CheckboxGroup<GameKind> games = new CheckboxGroup<>();
    final RadioButtonGroup<Optional<Integer>> step = new RadioButtonGroup<>();
    final RadioButtonGroup<Optional<JokerLevel>> jokers = new RadioButtonGroup<>();
    final RadioButtonGroup<Optional<Boolean>> hints = new RadioButtonGroup<>();
    final RadioButtonGroup<Optional<BotLevel>> bots = new RadioButtonGroup<>();
    private final LevelWords words = new LevelWords(this);

    PupilLevelDialog(Account pupil, Level ofClass, LevelChange change, Consumer<LevelChange> onSave) {
        setId("pupil-level-dialog");
        addClassName("teacher-dialog");
        setHeaderTitle(getTranslation("teacher.pupilLevel.title", pupil.displayName()));
        String asClass = "teacher.pupilLevel.asClass";

        ownGames.setId("pupil-level-own-games");
        ownGames.setLabel(getTranslation("teacher.level.games"));
        ownGames.setItems(false, true);
        ownGames.setItemLabelGenerator(own -> own ? getTranslation("teacher.pupilLevel.ownGames")
                : getTranslation(asClass, words.games(ofClass.games())));
        ownGames.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        games.setId("pupil-level-games");
        games.setItems(GameKind.values());
        games.setItemLabelGenerator(words::gameWithState);
        games.addThemeVariants(CheckboxGroupVariant.LUMO_VERTICAL);
        ownGames.addValueChangeListener(e -> games.setEnabled(Boolean.TRUE.equals(e.getValue())));
        ownGames.setValue(change.games() != null);
        java.util.Set<GameKind> shown = change.games() != null ? change.games() : ofClass.games();
        games.setValue(shown.isEmpty() ? EnumSet.noneOf(GameKind.class) : EnumSet.copyOf(shown));
        games.setEnabled(change.games() != null);

        setUp(step, "pupil-level-step", "play.setup.level", LevelWords.STEPS, words::step, ofClass.step(),
                change.operations() == null ? null
                        : Boolean.TRUE.equals(change.parentheses()) ? 2 : change.operations() == OperationSet.ALL ? 1 : 0);
        setUp(jokers, "pupil-level-jokers", "play.setup.jokers", List.of(JokerLevel.values()), words::jokers,
                ofClass.jokers(), change.jokers());
        setUp(hints, "pupil-level-hints", "teacher.level.hintsAllowed", List.of(true, false), words::hints,
                ofClass.hintsAllowed(), change.hintsAllowed());
        setUp(bots, "pupil-level-bots", "play.setup.bots", List.of(BotLevel.values()), words::botsShort,
                ofClass.bots(), change.bots());

        FormLayout form = new FormLayout(new Div(ownGames, games), step, jokers, hints, bots);
        form.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1), new FormLayout.ResponsiveStep("36rem", 2));
        add(new Paragraph(getTranslation("teacher.pupilLevel.intro")), form);

        Button save = new Button(getTranslation("teacher.pupilLevel.save"), e -> {
            onSave.accept(change());
            close();
        });
        save.setId("pupil-level-save");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        Button followAll = new Button(getTranslation("teacher.pupilLevel.followAll"), e -> {
            onSave.accept(LevelChange.FOLLOW_CLASS);
            close();
        });
        followAll.setId("pupil-level-follow");
        followAll.addThemeVariants(ButtonVariant.LUMO_LARGE);
        Button cancel = new Button(getTranslation("teacher.cancel"), e -> close());
        cancel.setId("pupil-level-cancel");
        cancel.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        getFooter().add(cancel, followAll, save);
    }

    /** A field whose first choice is "as the class (its value)", then each value of its own. */
    private <T> void setUp(RadioButtonGroup<Optional<T>> group, String id, String labelKey, List<T> values,
                           Function<T, String> label, T classValue, T own) {
        group.setId(id);
        group.setLabel(getTranslation(labelKey));
        List<Optional<T>> items = new ArrayList<>();
        items.add(Optional.empty());
        values.forEach(v -> items.add(Optional.of(v)));
        group.setItems(items);
        group.setItemLabelGenerator(item -> item.map(label)
                .orElseGet(() -> getTranslation("teacher.pupilLevel.asClass", label.apply(classValue))));
        group.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        group.setValue(Optional.ofNullable(own));
    }

    /** The pupil's level as the dialog shows it. */
    LevelChange change() {
        Integer s = step.getValue().orElse(null);
        return new LevelChange(Boolean.TRUE.equals(ownGames.getValue()) ? games.getValue() : null,
                s == null ? null : s == 0 ? OperationSet.ADD_SUBTRACT : OperationSet.ALL,
                s == null ? null : s == 2, jokers.getValue().orElse(null), hints.getValue().orElse(null),
                bots.getValue().orElse(null));
    }
}
