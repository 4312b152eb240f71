package org.arithmos.classroom.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.checkbox.CheckboxGroupVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.radiobutton.RadioGroupVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.shared.Registration;
import java.util.EnumSet;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;

/**
 * A class's level: games enabled, teaching level in three steps, jokers, hints and Check, bots. Knows
 * nothing of services: Save raises a {@link SaveEvent} with the level as the form shows it.
 */
final class LevelForm extends Div implements LocaleChangeObserver {

    final CheckboxGroup<GameKind> games = new CheckboxGroup<>();
    final RadioButtonGroup<Integer> step = new RadioButtonGroup<>();
    final RadioButtonGroup<JokerLevel> jokers = new RadioButtonGroup<>();
    final Checkbox hints = new Checkbox();
    final RadioButtonGroup<BotLevel> bots = new RadioButtonGroup<>();
    final Button save = new Button();
    private final LevelWords words = new LevelWords(this);

    LevelForm() {
        addClassName("level-form");
        setId("class-level");
        games.setId("level-games");
        games.setItems(GameKind.values());
        games.addThemeVariants(CheckboxGroupVariant.LUMO_VERTICAL);
        step.setId("level-step");
        step.setItems(LevelWords.STEPS);
        jokers.setId("level-jokers");
        jokers.setItems(JokerLevel.values());
        hints.setId("level-hints");
        bots.setId("level-bots");
        bots.setItems(BotLevel.values());
        for (var group : java.util.List.of(step, jokers, bots)) {
            group.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        }
        save.setId("level-save");
        save.setIcon(VaadinIcon.CHECK.create());
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        save.addClickListener(e -> fireEvent(new SaveEvent(this, level())));
        add(games, step, jokers, hints, bots, save);
        setLevel(Level.STARTING);
    }

    /** A choice that belongs to the level (the class's way of playing Multicartes): above Save, not below it. */
    void addBeforeSave(com.vaadin.flow.component.Component choice) {
        addComponentAtIndex(indexOf(save), choice);
    }

    void setLevel(Level level) {
        games.setValue(level.games().isEmpty() ? EnumSet.noneOf(GameKind.class) : EnumSet.copyOf(level.games()));
        step.setValue(level.step());
        jokers.setValue(level.jokers());
        hints.setValue(level.hintsAllowed());
        bots.setValue(level.bots());
    }

    /** Shown but not changeable (the admin looks at a class's level; its teacher sets it). */
    void setReadOnly(boolean readOnly) {
        games.setReadOnly(readOnly);
        step.setReadOnly(readOnly);
        jokers.setReadOnly(readOnly);
        hints.setReadOnly(readOnly);
        bots.setReadOnly(readOnly);
        save.setVisible(!readOnly);
    }

    Level level() {
        Level rest = new Level(games.getValue(), Level.STARTING.operations(), false, jokers.getValue(),
                hints.getValue(), bots.getValue());
        return Level.ofStep(step.getValue(), rest);
    }

    Registration addSaveListener(ComponentEventListener<SaveEvent> listener) {
        return addListener(SaveEvent.class, listener);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        games.setLabel(getTranslation("teacher.level.games"));
        games.setItemLabelGenerator(words::gameWithState);
        step.setLabel(getTranslation("play.setup.level"));
        step.setItemLabelGenerator(words::step);
        jokers.setLabel(getTranslation("play.setup.jokers"));
        jokers.setItemLabelGenerator(words::jokers);
        hints.setLabel(getTranslation("teacher.level.hintsAllowed"));
        bots.setLabel(getTranslation("play.setup.bots"));
        bots.setItemLabelGenerator(words::bots);
        save.setText(getTranslation("teacher.level.save"));
    }

    static final class SaveEvent extends ComponentEvent<LevelForm> {
        private final Level level;

        SaveEvent(LevelForm source, Level level) {
            super(source, false);
            this.level = level;
        }

        Level level() {
            return level;
        }
    }
}
