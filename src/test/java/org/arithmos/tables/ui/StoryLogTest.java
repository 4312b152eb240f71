package org.arithmos.tables.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The card games' story (issue 13 §2): a screen reader hears what a live region gains, so a redraw must leave the
 * lines already shown as they are (the same elements) and add only the new ones.
 */
class StoryLogTest {

    @Test
    void aLiveRegionThatAddsNewLinesOnTopAndKeepsTheOldOnes() {
        StoryLog log = new StoryLog("mc-story", "mc-story");
        assertThat(log.getElement().getAttribute("role")).isEqualTo("log");
        assertThat(log.getElement().getAttribute("aria-live")).isEqualTo("polite");
        log.show(List.of("Zap passes.", "You: 3 × 4 = 12"));
        List<Component> before = log.getChildren().toList();

        log.show(List.of("Zap passes.", "You: 3 × 4 = 12"));
        assertThat(log.getChildren().toList()).as("a redraw with nothing new changes nothing").isEqualTo(before);

        log.show(List.of("Bip: 2 × 5 = 10", "Sami passes.", "Zap passes.", "You: 3 × 4 = 12"));
        assertThat(texts(log)).containsExactly("Bip: 2 × 5 = 10", "Sami passes.", "Zap passes.", "You: 3 × 4 = 12");
        assertThat(log.getChildren().toList().subList(2, 4)).as("the old lines are the same elements").isEqualTo(before);
    }

    @Test
    void theOldestLinesLeaveAtTheEndAndAFoldedTopLineChangesAlone() {
        StoryLog log = new StoryLog("nj-story", "nj-story");
        log.show(List.of("Bip passes.", "You put the 3♥.", "Zap put the 2♥."));
        Component kept = log.getComponentAt(1);

        log.show(List.of("Bip and Zap pass.", "You put the 3♥.", "Zap put the 2♥."));
        assertThat(texts(log)).containsExactly("Bip and Zap pass.", "You put the 3♥.", "Zap put the 2♥.");
        assertThat(log.getComponentAt(1)).isSameAs(kept);

        // A story kept to three lines: one new line, the oldest leaves.
        log.show(List.of("Sami put the 4♥.", "Bip and Zap pass.", "You put the 3♥."));
        assertThat(texts(log)).containsExactly("Sami put the 4♥.", "Bip and Zap pass.", "You put the 3♥.");
        assertThat(log.getComponentAt(2)).isSameAs(kept);

        log.show(List.of("A new table."));
        assertThat(texts(log)).containsExactly("A new table.");
    }

    private static List<String> texts(StoryLog log) {
        return log.getChildren().map(c -> ((Div) c).getText()).toList();
    }
}
