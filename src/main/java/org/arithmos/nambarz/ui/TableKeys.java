package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.Component;
import java.util.function.IntConsumer;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.tables.ui.PageKeys;

/**
 * The Nambarz table's keys (decision 0007), one list for the table against robots and the live table (the live
 * one had lost the operators and brackets: issue 13, found by KeyboardLiveIT): digits 1-9 pick the first nine
 * cards, + - * x / : ( ) build the calculation, Backspace takes back, Escape clears, Enter plays, D draws, P
 * keeps or passes. Whether a character needs Shift depends on the keyboard ("+" on a US one, the digits on a
 * French one): Shift does not matter, as when each was bound twice as a Vaadin shortcut. One listener for them
 * all ({@link PageKeys}).
 */
final class TableKeys {

    private TableKeys() {
    }

    static void bind(Component view, CalculationBar.Actions actions, IntConsumer pickSlot) {
        PageKeys keys = new PageKeys(view);
        for (int digit = 1; digit <= 9; digit++) {
            int slot = digit - 1;
            keys.on(String.valueOf(digit), () -> pickSlot.accept(slot));
        }
        keys.on("+", () -> actions.operator(Operator.PLUS))
                .on("-", () -> actions.operator(Operator.MINUS))
                .on("*", () -> actions.operator(Operator.TIMES))
                .on("x", () -> actions.operator(Operator.TIMES))
                .on("/", () -> actions.operator(Operator.DIVIDE))
                .on(":", () -> actions.operator(Operator.DIVIDE))
                .on("(", actions::open)
                .on(")", actions::close)
                .on("Backspace", actions::undo)
                // Escape also closes a dialog (the penalty's explanation), which listens on the document: the key
                // must be neither cancelled nor stopped on the way there.
                .passing("Escape", actions::clear)
                .on("Enter", actions::play)
                .on("d", actions::draw)
                .on("p", actions::pass)
                .listen();
    }
}
