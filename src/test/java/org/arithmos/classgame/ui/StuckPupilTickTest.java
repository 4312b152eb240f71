package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.PollEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Span;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableStatus;
import org.arithmos.testing.MovableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A trial's finding: a pupil waited 3 minutes on their turn and the overview showed nothing; after a reload it
 * said "waiting for 2 min", then froze (no move, no news). An open overview of a game being played now looks
 * again by itself every {@link TablesOverview#TICK}, and an ended one does not.
 */
class StuckPupilTickTest {

    private final MovableClock clock = new MovableClock(Instant.parse("2026-11-27T09:00:00Z"));

    @BeforeEach
    void aUi() {
        MockVaadin.setup();
        UI.getCurrent().setLocale(Locale.ENGLISH);
    }

    @AfterEach
    void noUi() {
        MockVaadin.tearDown();
    }

    private TableOverview léaToMoveSince(Instant since, TableStatus status) {
        return new TableOverview(UUID.randomUUID(), "ABCD", "NAMBARZ", status,
                List.of(new TableOverview.Seat(0, "Léa", false, false, 5, Map.of())), 0, since, 3, List.of());
    }

    private List<String> stuck(TablesOverview overview) {
        return _find(overview, Span.class).stream().filter(s -> s.hasClassName("stuck")).map(Span::getText).toList();
    }

    private void tick() {
        ComponentUtil.fireEvent(UI.getCurrent(), new PollEvent(UI.getCurrent(), true));
    }

    @Test
    void theWaitingMarkGrowsAsTimePassesWithNoMove() {
        TablesOverview overview = new TablesOverview(clock);
        UI.getCurrent().add(overview);
        overview.show(List.of(léaToMoveSince(clock.instant(), TableStatus.PLAYING)), false);
        assertThat(stuck(overview)).isEmpty();
        assertThat(UI.getCurrent().getPollInterval()).isEqualTo((int) TablesOverview.TICK.toMillis());

        clock.advance(Duration.ofSeconds(70));
        tick();
        assertThat(stuck(overview)).containsExactly("waiting for 1 min");
        clock.advance(Duration.ofMinutes(2));
        tick();
        assertThat(stuck(overview)).containsExactly("waiting for 3 min");
    }

    @Test
    void anEndedGameIsNotAskedAgain() {
        TablesOverview overview = new TablesOverview(clock);
        UI.getCurrent().add(overview);
        overview.show(List.of(léaToMoveSince(null, TableStatus.OVER)), true);
        assertThat(UI.getCurrent().getPollInterval()).isEqualTo(-1);
    }
}
