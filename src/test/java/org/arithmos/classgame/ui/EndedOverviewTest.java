package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableStatus;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A trial's finding: an ended class game's overview still said "a robot plays for now", offered "Watch" and "No
 * master stroke yet". An ended game now reads as ended: no live-only mark, each table's replay; and a table being
 * played is watched with the way back to its overview.
 */
class EndedOverviewTest {

    private static final UUID GAME = UUID.fromString("00000000-0000-0000-0000-000000000015");
    private final UUID tableId = UUID.randomUUID();

    @BeforeEach
    void aUi() {
        MockVaadin.setup();
        UI.getCurrent().setLocale(Locale.ENGLISH);
    }

    @AfterEach
    void noUi() {
        MockVaadin.tearDown();
    }

    /** Léa was away (a robot stood in for her), it was her turn, and nobody made a master stroke. */
    private TableOverview table(TableStatus status) {
        return new TableOverview(tableId, "ABCD", "NAMBARZ", status,
                List.of(new TableOverview.Seat(0, "Léa", false, true, 5, Map.of()),
                        new TableOverview.Seat(1, "Robot", true, false, 4, Map.of())), 0,
                Instant.parse("2026-11-27T08:00:00Z"), 12, List.of());
    }

    private TablesOverview overview() {
        TablesOverview overview = new TablesOverview(Clock.systemUTC());
        overview.of(GAME);
        UI.getCurrent().add(overview);
        return overview;
    }

    private static List<String> links(TablesOverview overview) {
        return _find(overview, Anchor.class).stream().map(a -> a.getText() + " → " + a.getHref()).toList();
    }

    @Test
    void anEndedGameShowsNoLiveMarkAndEachTablesReplay() {
        TablesOverview overview = overview();
        overview.show(List.of(table(TableStatus.OVER)), true);
        String text = overview.getElement().getTextRecursively();
        assertThat(text).doesNotContain("a robot plays for now").doesNotContain("waiting for").doesNotContain("▶");
        assertThat(links(overview)).containsExactly("Replay, from each pupil’s seat → replay/" + tableId);

        MasterStrokes strokes = new MasterStrokes(5);
        UI.getCurrent().add(strokes);
        strokes.show(List.of(table(TableStatus.OVER)), true);
        assertThat(strokes.getElement().getTextRecursively()).startsWith("No master stroke in this game");
    }

    @Test
    void aTableBeingPlayedIsWatchedWithTheWayBackToTheOverview() {
        TablesOverview overview = overview();
        overview.show(List.of(table(TableStatus.PLAYING)), false);
        assertThat(overview.getElement().getTextRecursively()).contains("a robot plays for now");
        assertThat(links(overview)).containsExactly("Watch (no hand is shown) → live/" + tableId + "?from=class-games/" + GAME);
    }
}
