package org.arithmos.tables.ui;

import com.vaadin.flow.component.html.Div;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import org.arithmos.shell.HtmlChoices;

/**
 * How fast the robots of a private table play, changeable at any moment (0018 step 3): the game's own paces and
 * words. The browser's own radio buttons in a fieldset whose legend names them (decision 0038: Vaadin's radio group
 * was about ten state nodes at every private table), so a screen reader says the group with each pace.
 */
public final class PaceChoice extends Div {

    private static final String ID = "table-pace";

    private final HtmlChoices choices = new HtmlChoices();
    private final List<Integer> paces;
    private boolean drawn;

    /** @param paces the game's paces in milliseconds, slowest first; the middle one is the default */
    public PaceChoice(List<Integer> paces, IntConsumer onChange) {
        this.paces = List.copyOf(paces);
        addClassName("pace-switch");
        choices.onChange((id, value) -> onChange.accept(Integer.parseInt(value)));
        add(choices);
    }

    /** The pace now (the nearest of the game's), in the reader's words. */
    public void show(int millis, String label, IntFunction<String> name) {
        int nearest = paces.stream().min(java.util.Comparator.comparingInt(p -> Math.abs(p - millis))).orElseThrow();
        List<HtmlChoices.Option> options = paces.stream()
                .map(p -> new HtmlChoices.Option(String.valueOf(p), name.apply(p))).toList();
        if (!drawn) {
            choices.radios(ID, options, String.valueOf(nearest));
            drawn = true;
        } else {
            choices.options(ID, options);
            choices.set(ID, String.valueOf(nearest));
        }
        choices.label(ID, label);
    }

    /** The pace chosen, in milliseconds. */
    public int value() {
        return Integer.parseInt(choices.value(ID));
    }

    /** A pace chosen in the browser (the tests choose here as the browser's change does). */
    public void choose(int millis) {
        choices.fromBrowser(ID, String.valueOf(millis));
    }
}
