package org.arithmos.play.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.Shortcuts;
import java.util.function.IntConsumer;
import org.arithmos.engine.arithmetic.Operator;

/**
 * The Nambarz table's keys (decision 0007), one list for the table against robots and the live table (the live
 * one had lost the operators and brackets: issue 13, found by KeyboardLiveIT): digits 1-9 pick the first nine
 * cards, + - * x / : ( ) build the calculation, Backspace takes back, Escape clears, Enter plays, D draws, P
 * keeps or passes.
 */
final class TableKeys {

    private TableKeys() {
    }

    static void bind(Component view, CalculationBar.Actions actions, IntConsumer pickSlot) {
        for (int digit = 1; digit <= 9; digit++) {
            int slot = digit - 1;
            typed(view, String.valueOf(digit), () -> pickSlot.accept(slot));
        }
        typed(view, "+", () -> actions.operator(Operator.PLUS));
        typed(view, "-", () -> actions.operator(Operator.MINUS));
        typed(view, "*", () -> actions.operator(Operator.TIMES));
        typed(view, "x", () -> actions.operator(Operator.TIMES));
        typed(view, "/", () -> actions.operator(Operator.DIVIDE));
        typed(view, ":", () -> actions.operator(Operator.DIVIDE));
        typed(view, "(", actions::open);
        typed(view, ")", actions::close);
        Shortcuts.addShortcutListener(view, actions::undo, Key.BACKSPACE);
        // Escape also closes a dialog (the penalty's explanation), which listens on the document: the shortcut
        // must neither cancel that key nor stop it on the way there.
        Shortcuts.addShortcutListener(view, actions::clear, Key.ESCAPE).allowBrowserDefault()
                .allowEventPropagation();
        Shortcuts.addShortcutListener(view, actions::play, Key.ENTER);
        Shortcuts.addShortcutListener(view, actions::draw, Key.KEY_D);
        Shortcuts.addShortcutListener(view, actions::pass, Key.KEY_P);
    }

    /**
     * A key that types a character: shortcuts match modifiers exactly, and whether a character needs Shift
     * depends on the keyboard ("+" on a US one, the digits on a French one), so both are bound.
     */
    private static void typed(Component view, String character, Runnable action) {
        Shortcuts.addShortcutListener(view, action::run, Key.of(character));
        Shortcuts.addShortcutListener(view, action::run, Key.of(character), KeyModifier.SHIFT);
    }
}
