package org.arithmos.tables.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/**
 * How fast the robots of a private table play, changeable at any moment (0018 step 3): the game's own paces and
 * words (Nambarz and Nain Jaune). The group's own label names it, right above its buttons (a separate text sat
 * far from them, and a screen reader did not tie it to the group).
 */
public final class PaceChoice extends Div {

    private final RadioButtonGroup<Integer> pace = new RadioButtonGroup<>();
    private final List<Integer> paces;
    private boolean updating;

    /** @param paces the game's paces in milliseconds, slowest first; the middle one is the default */
    public PaceChoice(List<Integer> paces, IntConsumer onChange) {
        this.paces = List.copyOf(paces);
        addClassName("pace-switch");
        pace.setId("table-pace");
        pace.setItems(this.paces);
        pace.addValueChangeListener(e -> {
            if (!updating && e.isFromClient() && e.getValue() != null) {
                onChange.accept(e.getValue());
            }
        });
        add(pace);
    }

    /** The pace now (the nearest of the game's), in the reader's words. */
    public void show(int millis, String label, IntFunction<String> name) {
        updating = true;
        pace.setLabel(label);
        pace.setItemLabelGenerator(name::apply);
        pace.setValue(paces.stream().min(java.util.Comparator.comparingInt(p -> Math.abs(p - millis))).orElseThrow());
        updating = false;
    }
}
