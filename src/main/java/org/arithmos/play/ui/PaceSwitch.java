package org.arithmos.play.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import java.util.function.IntConsumer;
import org.arithmos.play.TableSetup;

/**
 * How fast the bots play, changeable at any moment of the game. The group's own label names it, right above
 * its radio buttons (a separate text sat far from them, and a screen reader did not tie it to the group).
 */
final class PaceSwitch extends Div {

    private final RadioButtonGroup<Integer> pace = new RadioButtonGroup<>();
    private boolean updating;

    PaceSwitch(IntConsumer onChange) {
        addClassName("pace-switch");
        pace.setId("table-pace");
        pace.setItems(TableSetup.SLOW_PACE, TableSetup.NORMAL_PACE, TableSetup.FAST_PACE);
        pace.addValueChangeListener(e -> {
            if (!updating && e.isFromClient() && e.getValue() != null) {
                onChange.accept(e.getValue());
            }
        });
        add(pace);
    }

    void show(int millis, Words words) {
        updating = true;
        pace.setLabel(words.t("play.setup.pace"));
        pace.setItemLabelGenerator(p -> words.t(p == TableSetup.SLOW_PACE ? "play.setup.pace.slow"
                : p == TableSetup.FAST_PACE ? "play.setup.pace.fast" : "play.setup.pace.normal"));
        pace.setValue(millis == TableSetup.SLOW_PACE || millis == TableSetup.FAST_PACE ? millis : TableSetup.NORMAL_PACE);
        updating = false;
    }
}
