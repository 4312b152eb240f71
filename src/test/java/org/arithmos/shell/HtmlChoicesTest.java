package org.arithmos.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The browser's own controls drawn by the server: what the browser gets, and what the server keeps of a change it
 * sends (only one of the choice's options, never on a locked choice).
 */
class HtmlChoicesTest {

    private static final List<HtmlChoices.Option> LEVELS = List.of(new HtmlChoices.Option("PLUS_MINUS", "+ and − only"),
            new HtmlChoices.Option("ALL_FOUR", "+ − × ÷"));

    @Test
    void aGroupIsAFieldsetOfRadioButtonsWithItsChoiceChecked() {
        HtmlChoices form = new HtmlChoices();
        form.radios("level", LEVELS, "ALL_FOUR");
        form.label("level", "Calculations <all>");

        assertThat(html(form, 0)).isEqualTo("<fieldset id=\"level\"><legend>Calculations &lt;all&gt;</legend>"
                + "<label><input type=\"radio\" name=\"level\" value=\"PLUS_MINUS\"><span>+ and − only</span></label>"
                + "<label><input type=\"radio\" name=\"level\" value=\"ALL_FOUR\" checked><span>+ − × ÷</span></label>"
                + "</fieldset>");
    }

    @Test
    void aChangeFromTheBrowserIsKeptWhenItIsAnOptionAndTold() {
        HtmlChoices form = new HtmlChoices();
        form.radios("level", LEVELS, "PLUS_MINUS");
        List<String> told = new ArrayList<>();
        form.onChange((id, value) -> told.add(id + "=" + value));

        form.fromBrowser("level", "ALL_FOUR");
        form.fromBrowser("level", "BRACKETS"); // not an option: refused, drawn again as the server has it
        form.fromBrowser("nothing", "x");

        assertThat(form.value("level")).isEqualTo("ALL_FOUR");
        assertThat(told).containsExactly("level=ALL_FOUR");
        assertThat(html(form, 0)).contains("value=\"ALL_FOUR\" checked");
    }

    @Test
    void aLockedChoiceIsDisabledAndRefusesChanges() {
        HtmlChoices form = new HtmlChoices();
        form.radios("level", LEVELS, "PLUS_MINUS");
        form.lock("level", true);

        form.fromBrowser("level", "ALL_FOUR");

        assertThat(form.value("level")).isEqualTo("PLUS_MINUS");
        assertThat(html(form, 0)).startsWith("<fieldset id=\"level\" disabled>");
    }

    @Test
    void newOptionsKeepTheChoiceWhenTheyHaveItAndElseTakeTheFirst() {
        HtmlChoices form = new HtmlChoices();
        form.select("teams", List.of(new HtmlChoices.Option("0", "none"), new HtmlChoices.Option("3", "three")), "3");
        form.options("teams", List.of(new HtmlChoices.Option("0", "none"), new HtmlChoices.Option("3", "three"),
                new HtmlChoices.Option("4", "four")));
        assertThat(form.value("teams")).isEqualTo("3");

        form.options("teams", List.of(new HtmlChoices.Option("0", "none"), new HtmlChoices.Option("2", "two")));
        assertThat(form.value("teams")).isEqualTo("0");
        assertThat(html(form, 0)).contains("<select id=\"teams\" name=\"teams\">")
                .contains("<option value=\"0\" selected>none</option>");
    }

    @Test
    void aCheckBoxSaysTrueOrFalse() {
        HtmlChoices form = new HtmlChoices();
        form.checkbox("show-results", true);
        form.label("show-results", "Show the results");

        form.fromBrowser("show-results", "false");

        assertThat(form.value("show-results")).isEqualTo("false");
        form.set("show-results", "true");
        assertThat(html(form, 0)).isEqualTo("<label class=\"html-choice-check\"><input type=\"checkbox\""
                + " id=\"show-results\" name=\"show-results\" checked><span>Show the results</span></label>");
    }

    @Test
    void whatTheBrowserChangedIsDrawnAgainWhenTheServerChangesItBack() {
        com.vaadin.flow.component.UI ui = new com.vaadin.flow.component.UI();
        HtmlChoices form = new HtmlChoices();
        ui.add(form);
        form.checkbox("show-results", false);
        sent(ui);

        form.fromBrowser("show-results", "true"); // ticked in the browser: nothing to send back
        assertThat(sent(ui)).isEmpty();
        form.set("show-results", "false"); // the server unticks it (game mode): the browser must be told
        assertThat(sent(ui)).singleElement().asString().doesNotContain(" checked");
    }

    /** The markups the next answer to the browser would carry. */
    private static List<String> sent(com.vaadin.flow.component.UI ui) {
        List<String> out = new ArrayList<>();
        ui.getInternals().getStateTree().collectChanges(change -> {
            if (change instanceof com.vaadin.flow.internal.change.MapPutChange put && put.getKey().equals("innerHTML")) {
                out.add(String.valueOf(put.getValue()));
            }
        });
        return out;
    }

    private static String html(HtmlChoices form, int choice) {
        return form.getElement().getChild(choice).getProperty("innerHTML");
    }
}
