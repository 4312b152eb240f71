package org.arithmos.nambarz.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.dialog.Dialog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A table's screen shows its dialogs one at a time. Found in a trial (issue 15): a penalty's explanation and the
 * game-over dialog opened together, one over the other; now the game's results wait for the penalty's to close.
 */
class OneDialogAtATimeTest {

    private final List<Boolean> held = new ArrayList<>();
    private final RobotsWaitWhileReading reading = new RobotsWaitWhileReading(held::add);

    @BeforeEach
    void ui() {
        MockVaadin.setup();
    }

    @AfterEach
    void done() {
        MockVaadin.tearDown();
    }

    @Test
    void theSecondDialogOpensOnceTheFirstIsClosed() {
        Dialog penalty = new Dialog();
        Dialog gameOver = new Dialog();
        reading.open(penalty, false);
        reading.open(gameOver, false);
        assertThat(penalty.isOpened()).isTrue();
        assertThat(gameOver.isOpened()).as("waits for the penalty's explanation").isFalse();

        penalty.close();
        assertThat(gameOver.isOpened()).isTrue();
        assertThat(held).as("a class's table: nobody is held").isEmpty();
    }

    @Test
    void atAPrivateTableTheRobotsWaitUntilTheLastDialogIsRead() {
        Dialog penalty = new Dialog();
        Dialog gameOver = new Dialog();
        reading.open(penalty, true);
        reading.open(gameOver, true);
        penalty.close();
        assertThat(held).containsExactly(true, true);
        gameOver.close();
        assertThat(held).containsExactly(true, true, false);
    }

    @Test
    void anotherTableClosesTheDialogsOfTheOneBefore() {
        Dialog penalty = new Dialog();
        Dialog gameOver = new Dialog();
        reading.open(penalty, false);
        reading.open(gameOver, false);
        reading.closeAll();
        assertThat(penalty.isOpened()).isFalse();
        assertThat(gameOver.isOpened()).as("never shown").isFalse();
    }
}
