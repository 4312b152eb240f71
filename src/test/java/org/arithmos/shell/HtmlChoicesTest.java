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

        assertThat(html(form)).isEqualTo("<div class=\"html-choice\">"
                + "<fieldset id=\"level\"><legend>Calculations &lt;all&gt;</legend>"
                + "<label><input type=\"radio\" name=\"level\" value=\"PLUS_MINUS\"><span>+ and − only</span></label>"
                + "<label><input type=\"radio\" name=\"level\" value=\"ALL_FOUR\" checked><span>+ − × ÷</span></label>"
                + "</fieldset></div>");
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
        assertThat(html(form)).contains("value=\"ALL_FOUR\" checked");
    }

    @Test
    void aLockedChoiceIsDisabledAndRefusesChanges() {
        HtmlChoices form = new HtmlChoices();
        form.radios("level", LEVELS, "PLUS_MINUS");
        form.lock("level", true);

        form.fromBrowser("level", "ALL_FOUR");

        assertThat(form.value("level")).isEqualTo("PLUS_MINUS");
        assertThat(html(form)).startsWith("<div class=\"html-choice\"><fieldset id=\"level\" disabled>");
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
        assertThat(html(form)).contains("<select id=\"teams\" name=\"teams\">")
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
        assertThat(html(form)).isEqualTo("<div class=\"html-choice\"><label class=\"html-choice-check\">"
                + "<input type=\"checkbox\" id=\"show-results\" name=\"show-results\" checked>"
                + "<span>Show the results</span></label></div>");
    }

    @Test
    void whatTheBrowserChangedIsDrawnAgainWhenTheServerChangesItBack() {
        com.vaadin.flow.component.UI ui = mockUi();
        HtmlChoices form = new HtmlChoices();
        ui.add(form);
        form.checkbox("show-results", false);
        sent(ui);

        form.fromBrowser("show-results", "true"); // ticked in the browser: the form as the browser shows it
        assertThat(sent(ui)).singleElement().asString().contains(" checked");
        form.set("show-results", "false"); // the server unticks it (game mode): the browser must be told
        assertThat(sent(ui)).singleElement().asString().doesNotContain(" checked");
    }

    @Test
    void aRefusedChangeIsUndoneInTheBrowserWithoutSendingTheFormAgain() {
        com.vaadin.flow.component.UI ui = mockUi();
        HtmlChoices form = new HtmlChoices();
        ui.add(form);
        form.radios("level", LEVELS, "PLUS_MINUS");
        form.lock("level", true);
        sent(ui);

        form.fromBrowser("level", "ALL_FOUR");

        ui.getInternals().getStateTree().runExecutionsBeforeClientResponse();
        assertThat(ui.getInternals().dumpPendingJavaScriptInvocations()).singleElement()
                .satisfies(js -> assertThat(js.getInvocation().getExpression())
                        .contains("this.arithmosMarkup = this.arithmosMarkup"));
        assertThat(sent(ui)).isEmpty();
    }

    @Test
    void theWholeFormIsOneElement() {
        HtmlChoices form = new HtmlChoices();
        form.radios("level", LEVELS, "PLUS_MINUS");
        form.checkbox("show-results", true);
        form.select("teams", List.of(new HtmlChoices.Option("0", "none")), "0");

        assertThat(form.getElement().getChildCount()).isZero();
        assertThat(html(form).split("<div class=\"html-choice\">")).hasSize(4);
    }

    @org.junit.jupiter.api.AfterEach
    void stopVaadin() {
        com.github.mvysny.kaributesting.v10.MockVaadin.tearDown();
    }

    /** A page in a session (its answers are collected as they would be sent). */
    private static com.vaadin.flow.component.UI mockUi() {
        com.github.mvysny.kaributesting.v10.MockVaadin.setup();
        return com.vaadin.flow.component.UI.getCurrent();
    }

    /** The markups the next answer to the browser would carry. */
    private static List<String> sent(com.vaadin.flow.component.UI ui) {
        List<String> out = new ArrayList<>();
        ui.getInternals().getStateTree().runExecutionsBeforeClientResponse();
        ui.getInternals().getStateTree().collectChanges(change -> {
            if (change instanceof com.vaadin.flow.internal.change.MapPutChange put
                    && put.getKey().equals(Markup.PROPERTY)) {
                out.add(String.valueOf(put.getValue()));
            }
        });
        ui.getInternals().dumpPendingJavaScriptInvocations(); // taken: as an answer would
        return out;
    }

    private static String html(HtmlChoices form) {
        return Markup.html(form);
    }
}
