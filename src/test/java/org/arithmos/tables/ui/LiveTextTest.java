package org.arithmos.tables.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A live region's words (issue 13 §2): a screen reader hears what the region gains, so its words change once per
 * event, in place. Flow's own {@code setText} takes the text node out of the page and puts it back at every change.
 */
class LiveTextTest {

    @Test
    void theWordsChangeInTheirOwnTextNodeWhichStaysInThePage() {
        Div region = new Div();
        new UI().add(region);
        LiveText.set(region, "Your turn!");
        Element words = region.getElement().getChild(0);
        AtomicInteger detached = new AtomicInteger();
        words.addDetachListener(e -> detached.incrementAndGet());

        LiveText.set(region, "Bip is playing…");
        assertThat(detached).as("the text node taken out of the page (heard again)").hasValue(0);
        LiveText.set(region, "");
        LiveText.set(region, "Your turn!");

        assertThat(region.getText()).isEqualTo("Your turn!");
        assertThat(detached).as("the text node taken out of the page (heard again)").hasValue(0);
        assertThat(region.getElement().getChild(0).getNode()).isSameAs(words.getNode());
    }

    @Test
    void theSameWordsAreNotWrittenAgain() {
        Div region = new Div();
        UI ui = new UI();
        ui.add(region);
        LiveText.set(region, "Pick two of your cards.");
        ui.getInternals().getStateTree().collectChanges(change -> { });

        LiveText.set(region, "Pick two of your cards.");

        AtomicInteger changes = new AtomicInteger();
        ui.getInternals().getStateTree().collectChanges(change -> changes.incrementAndGet());
        assertThat(changes).as("changes sent to the page").hasValue(0);
    }

    @Test
    void aRegionWithoutWordsYetGetsThem() {
        Div region = new Div();
        LiveText.set(region, "");
        assertThat(region.getElement().getChildCount()).isZero();
        LiveText.set(region, "You cannot pass.");
        assertThat(region.getText()).isEqualTo("You cannot pass.");
    }
}
