package org.arithmos.multicartes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.multicartes.TimesTable.Knowledge;
import org.arithmos.multicartes.persistence.McStore.ProgressRow;
import org.junit.jupiter.api.Test;

/** The times-table map from a pupil's multiplications (the latest first). */
class TimesTablesTest {

    @Test
    void foundWithoutErrorsIsKnownAnErrorIsShakyNeverIsNever() {
        TimesTable map = TimesTables.of(List.of(new ProgressRow("FOUND", 6, 2), new ProgressRow("SWAP", 2, 6),
                new ProgressRow("FOUND", 3, 4), new ProgressRow("MISSED", 5, 5)));
        assertThat(map.of(2, 6)).isEqualTo(Knowledge.KNOWN);
        assertThat(map.of(6, 2)).as("a × b and b × a are one fact").isEqualTo(Knowledge.KNOWN);
        assertThat(map.of(3, 4)).as("once is enough, without errors").isEqualTo(Knowledge.KNOWN);
        assertThat(map.of(5, 5)).isEqualTo(Knowledge.SHAKY);
        assertThat(map.of(7, 8)).isEqualTo(Knowledge.NEVER);
        assertThat(map.count(Knowledge.NEVER)).isEqualTo(100 - 5);
    }

    @Test
    void aRecentErrorMakesItShakyAndOldOnesAreLeftBehind() {
        List<ProgressRow> latestFirst = new ArrayList<>();
        latestFirst.add(new ProgressRow("FOUND", 7, 8));
        latestFirst.add(new ProgressRow("MISSED", 7, 8));
        latestFirst.add(new ProgressRow("FOUND", 7, 8));
        assertThat(TimesTables.of(latestFirst).of(7, 8)).isEqualTo(Knowledge.SHAKY);
        for (int i = 0; i < TimesTable.RECENT; i++) {
            latestFirst.addFirst(new ProgressRow("FOUND", 8, 7));
        }
        assertThat(TimesTables.of(latestFirst).of(7, 8)).isEqualTo(Knowledge.KNOWN);
        assertThat(TimesTables.of(List.of(new ProgressRow("WRONG", 9, 9))).of(9, 9)).isEqualTo(Knowledge.SHAKY);
    }
}
