package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;

/**
 * A level in words, in the reader's language: each field's label (the new-game page's where it has one,
 * so that teachers and pupils read the same words) and a short summary of what a pupil's own level changes.
 */
final class LevelWords {

    /** The teaching level's three steps, as {@link Level#step()} numbers them. */
    static final List<Integer> STEPS = List.of(0, 1, 2);
    private static final String[] STEP_KEYS = {"PLUS_MINUS", "ALL_FOUR", "BRACKETS"};

    private final Component c;

    LevelWords(Component c) {
        this.c = c;
    }

    String step(int step) {
        return c.getTranslation("play.setup.level." + STEP_KEYS[step]);
    }

    String jokers(JokerLevel level) {
        return c.getTranslation("play.setup.jokers." + level.name(), level.jokers());
    }

    String bots(BotLevel level) {
        return c.getTranslation("play.setup.bots." + level.name());
    }

    String botsShort(BotLevel level) {
        return c.getTranslation("teacher.level.bots.short." + level.name());
    }

    String hints(boolean allowed) {
        return c.getTranslation(allowed ? "teacher.level.hints.on" : "teacher.level.hints.off");
    }

    String game(GameKind game) {
        return c.getTranslation("teacher.game." + game.name());
    }

    /** A game's name, with a word that it cannot be played yet when so. */
    String gameWithState(GameKind game) {
        return game.playable() ? game(game) : c.getTranslation("teacher.game.notYet", game(game));
    }

    String games(Set<GameKind> games) {
        return games.isEmpty() ? c.getTranslation("teacher.level.games.none")
                : games.stream().sorted().map(this::game).collect(Collectors.joining(", "));
    }

    /** What differs between a pupil's level and their class's, e.g. "+ − × ÷ · champion bots"; "" if nothing. */
    String differences(Level pupil, Level ofClass) {
        List<String> parts = new ArrayList<>();
        if (!pupil.games().equals(ofClass.games())) {
            parts.add(games(pupil.games()));
        }
        if (pupil.step() != ofClass.step()) {
            parts.add(step(pupil.step()));
        }
        if (pupil.jokers() != ofClass.jokers()) {
            parts.add(jokers(pupil.jokers()));
        }
        if (pupil.hintsAllowed() != ofClass.hintsAllowed()) {
            parts.add(hints(pupil.hintsAllowed()));
        }
        if (pupil.bots() != ofClass.bots()) {
            parts.add(botsShort(pupil.bots()));
        }
        return String.join(" · ", parts);
    }
}
