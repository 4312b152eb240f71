package org.arithmos.play.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.ShortcutEventListener;
import com.vaadin.flow.component.Shortcuts;
import java.util.function.IntConsumer;
import org.arithmos.engine.arithmetic.Operator;

/**
 * The keys of a Nambarz table (decision 0007), the same at every table: digits pick the hand's cards, + - * x / :
 * and brackets build the calculation, Backspace takes back, Escape clears, Enter plays, D draws, P passes.
 */
final class NambarzKeys {

    private NambarzKeys() {
    }

    static void bind(Component table, CalculationBar.Actions actions, IntConsumer pick) {
        for (int digit = 1; digit <= 9; digit++) {
            int slot = digit - 1;
            typed(table, String.valueOf(digit), () -> pick.accept(slot));
        }
        typed(table, "+", () -> actions.operator(Operator.PLUS));
        typed(table, "-", () -> actions.operator(Operator.MINUS));
        typed(table, "*", () -> actions.operator(Operator.TIMES));
        typed(table, "x", () -> actions.operator(Operator.TIMES));
        typed(table, "/", () -> actions.operator(Operator.DIVIDE));
        typed(table, ":", () -> actions.operator(Operator.DIVIDE));
        typed(table, "(", actions::open);
        typed(table, ")", actions::close);
        Shortcuts.addShortcutListener(table, actions::undo, Key.BACKSPACE);
        // Escape also closes a dialog (the penalty's explanation), which listens on the document: the shortcut
        // must neither cancel that key nor stop it on the way there.
        Shortcuts.addShortcutListener(table, actions::clear, Key.ESCAPE).allowBrowserDefault().allowEventPropagation();
        Shortcuts.addShortcutListener(table, actions::play, Key.ENTER);
        Shortcuts.addShortcutListener(table, actions::draw, Key.KEY_D);
        Shortcuts.addShortcutListener(table, actions::pass, Key.KEY_P);
    }

    /** A character, with or without Shift (on many keyboards + and the brackets need it). */
    private static void typed(Component table, String character, Runnable action) {
        ShortcutEventListener listener = event -> action.run();
        Shortcuts.addShortcutListener(table, listener, Key.of(character));
        Shortcuts.addShortcutListener(table, listener, Key.of(character), KeyModifier.SHIFT);
    }
}
