package org.arithmos.nambarz.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.pedagogy.Explanation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The penalty's dialog says each thing once (issue 15's trial: "3 + 8 makes 11, not 10." then "3 + 8 = 11 (not 10)"). */
class ExplanationDialogTest {

    @BeforeEach
    void ui() {
        MockVaadin.setup();
    }

    @AfterEach
    void tearDown() {
        MockVaadin.tearDown();
    }

    private static Explanation wrongResult(List<String> steps) {
        return new Explanation(false, NambarzRule.NZ_CALC_3, "Not the right number", "3 + 8 makes 11, not 10.",
                "3 and 8 go back to your hand.", steps, null);
    }

    private static List<String> stepsShown(Explanation e) {
        new ExplanationDialog(e, List.of(), List.of(), List.of(), new NzWords(new Div()), () -> { }).open();
        return _find(Paragraph.class).stream().filter(p -> p.hasClassName("explanation-steps")).map(Paragraph::getText)
                .toList();
    }

    @Test
    void aOneStepCalculationIsSaidOnceByTheReason() {
        assertThat(stepsShown(wrongResult(List.of("3 + 8 = 11 (not 10)")))).isEmpty();
    }

    @Test
    void aLongerCalculationShowsItsSteps() {
        assertThat(stepsShown(wrongResult(List.of("2 + 3 = 5", "5 × 4 = 20 (not 10)"))))
                .containsExactly("2 + 3 = 5, 5 × 4 = 20 (not 10)");
    }
}
