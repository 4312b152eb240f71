package org.arithmos.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import org.junit.jupiter.api.Test;

/**
 * A page's last answer, packed between requests, comes back as the very same text before the next request
 * (issue 12, docs/benchmarks.md "What a connection keeps"): Vaadin sends it again if that request is the same one.
 */
class LastAnswerPackedTest {

    private static final String ANSWER = "{\"syncId\":7,\"clientId\":3,\"changes\":["
            + "{\"node\":12,\"type\":\"put\",\"key\":\"text\",\"feat\":7,\"value\":\"+ and − only, 3 × 4 ÷ 2, Léa 🦊\"},"
            + "{\"node\":13,\"type\":\"put\",\"key\":\"arithmosMarkup\",\"feat\":1,\"value\":\""
            + "<button class=\\\"card\\\" data-card=\\\"7-fox\\\">7</button>".repeat(60) + "\"}]}";

    @Test
    void theAnswerIsKeptPackedAndComesBackTheSame() {
        UI page = new UI();
        page.getInternals().setLastRequestResponse(ANSWER);

        LastAnswerPacked.pack(page);

        assertThat(page.getInternals().getLastRequestResponse()).isSameAs(LastAnswerPacked.STAND_IN);
        LastAnswerPacked.Packed packed = com.vaadin.flow.component.ComponentUtil.getData(page,
                LastAnswerPacked.Packed.class);
        assertThat(packed.deflated().length).isLessThan(ANSWER.length() / 4);

        LastAnswerPacked.unpack(page);

        assertThat(page.getInternals().getLastRequestResponse()).isEqualTo(ANSWER);
        assertThat(com.vaadin.flow.component.ComponentUtil.getData(page, LastAnswerPacked.Packed.class)).isNull();
    }

    @Test
    void packingTwiceKeepsTheFirstAnswerAndAPageWithoutAnswerIsLeftAlone() {
        UI page = new UI();
        LastAnswerPacked.pack(page);
        LastAnswerPacked.unpack(page);
        assertThat(page.getInternals().getLastRequestResponse()).isNull();

        page.getInternals().setLastRequestResponse(ANSWER);
        LastAnswerPacked.pack(page);
        LastAnswerPacked.pack(page); // a request that had no answer of its own (a beacon after an error)
        LastAnswerPacked.unpack(page);
        assertThat(page.getInternals().getLastRequestResponse()).isEqualTo(ANSWER);
    }

    @Test
    void anAnswerVaadinWroteSinceIsNotReplacedByTheOlderOne() {
        UI page = new UI();
        page.getInternals().setLastRequestResponse(ANSWER);
        LastAnswerPacked.pack(page);
        page.getInternals().setLastRequestResponse("{\"syncId\":8}");

        LastAnswerPacked.unpack(page);

        assertThat(page.getInternals().getLastRequestResponse()).isEqualTo("{\"syncId\":8}");
    }

    @Test
    void aRequestSentAgainWhileTheFirstIsStillAnsweredFindsTheAnswer() {
        UI page = new UI();
        page.getInternals().setLastRequestResponse("{\"syncId\":6}");
        LastAnswerPacked.pack(page);

        LastAnswerPacked.started(page); // the browser's request
        page.getInternals().setLastRequestResponse(ANSWER); // Vaadin answers it, then writes it without the lock
        LastAnswerPacked.started(page); // the same request again: the answer was lost on the way
        LastAnswerPacked.ended(page); // the first one's end

        assertThat(page.getInternals().getLastRequestResponse()).as("what Vaadin sends the second one")
                .isEqualTo(ANSWER);
        LastAnswerPacked.ended(page);
        assertThat(page.getInternals().getLastRequestResponse()).isSameAs(LastAnswerPacked.STAND_IN);
        LastAnswerPacked.started(page);
        assertThat(page.getInternals().getLastRequestResponse()).isEqualTo(ANSWER);
    }

    @Test
    void theStandInAsksTheBrowserToLoadThePageAgain() {
        assertThat(LastAnswerPacked.STAND_IN).contains("\"appError\"").contains("\"url\":null")
                .contains("\"syncId\":-1");
    }
}
