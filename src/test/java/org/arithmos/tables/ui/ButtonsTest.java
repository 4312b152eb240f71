package org.arithmos.tables.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.internal.PendingJavaScriptInvocation;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A table's buttons are turned on and off on every redraw, hidden ones too, and must leave no script behind:
 * Flow holds a hidden element's scripts until it is shown and listens for their answers, which came back while
 * the button was disabled: the log's "Ignoring update for disabled return channel" (issue 13).
 */
class ButtonsTest {

    @BeforeEach
    void aUi() {
        MockVaadin.setup();
    }

    @AfterEach
    void noUi() {
        MockVaadin.tearDown();
    }

    @Test
    void aHiddenButtonTurnedOffAndOnLeavesNoScriptForWhenItIsShown() {
        Button draw = hiddenButton();
        for (boolean mine : new boolean[] {true, false, true, false}) {
            Buttons.setEnabled(draw, mine);
            sent(); // each redraw's answer to the browser; the hidden button's scripts would wait
        }
        draw.setVisible(true);

        assertThat(scriptsOf(draw)).isEmpty();
        assertThat(draw.isEnabled()).isFalse();
        assertThat(draw.getElement().hasAttribute("disabled")).as("what the browser shows").isTrue();
    }

    @Test
    void vaadinsOwnSetEnabledLeavesOneScriptPerCallTheWarningsCameFrom() {
        Button draw = hiddenButton();
        for (boolean mine : new boolean[] {true, false, true, false}) {
            draw.setEnabled(mine);
            sent();
        }
        draw.setVisible(true);

        assertThat(scriptsOf(draw)).hasSize(4).allMatch(script -> script.contains("this.disabled"));
    }

    @Test
    void aButtonThatDisablesItselfOnClickKeepsVaadinsScript() {
        Button send = new Button("send");
        send.setDisableOnClick(true);
        UI.getCurrent().add(send);
        sent();
        Buttons.setEnabled(send, true);

        assertThat(scriptsOf(send)).hasSize(1);
    }

    private static Button hiddenButton() {
        Button button = new Button("draw");
        button.setVisible(false);
        UI.getCurrent().add(button);
        sent();
        return button;
    }

    /** The scripts a response to the browser would carry now; a hidden element's stay behind, for later. */
    private static List<PendingJavaScriptInvocation> sent() {
        var internals = UI.getCurrent().getInternals();
        internals.getStateTree().runExecutionsBeforeClientResponse();
        return internals.dumpPendingJavaScriptInvocations();
    }

    private static List<String> scriptsOf(Button button) {
        return sent().stream().filter(i -> i.getOwner() == button.getElement().getNode())
                .map(i -> i.getInvocation().getExpression()).toList();
    }
}
