package org.arithmos.classgame.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.shared.Registration;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableRoutes;
import org.arithmos.tables.TableStatus;

/**
 * The teacher's live overview of a class game's tables (issue 15): for each table its code and state; for each
 * seat whose turn it is, the cards left, the mistakes by the rule's short name (its id small beside it, its
 * words on hover), a pupil stuck for long, a robot standing in; a link to watch the table as a spectator. Never
 * a card of a hand: the overview has none to show.
 */
class TablesOverview extends Div {

    /** A pupil whose turn lasts longer than this is shown as stuck. */
    static final Duration STUCK = Duration.ofSeconds(60);
    /**
     * How often an open overview of a game being played looks again by itself: a stuck pupil makes no move, so
     * no news comes to grow their "waiting for N min" (a trial's finding: it stayed frozen until a reload).
     */
    static final Duration TICK = Duration.ofSeconds(20);

    private final Clock clock;
    private List<TableOverview> shown = List.of();
    private boolean replays = true;
    private Runnable onTick = () -> show(shown, replays);
    private Registration polling;
    /** The class game shown: a Watch link says it came from its overview, to lead the teacher back. */
    private java.util.UUID classGameId;

    TablesOverview(Clock clock) {
        this.clock = clock;
        setId("class-game-overview");
        addClassName("class-game-overview");
    }

    /** The class game whose tables these are (the Watch links lead back to it). */
    void of(java.util.UUID classGameId) {
        this.classGameId = classGameId;
    }

    /** What to do at each tick (the page reads the tables again); by default the same tables are shown again. */
    void everyTick(Runnable reread) {
        this.onTick = reread;
    }

    @Override
    protected void onAttach(AttachEvent event) {
        poll();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        stopPolling();
    }

    /** The browser asks every tick while the game is played, never once it is over. */
    private void poll() {
        if (replays) {
            stopPolling();
        } else if (polling == null) {
            getUI().ifPresent(ui -> polling = Ticking.every(ui, TICK, () -> {
                if (!replays) {
                    onTick.run();
                }
            }));
        }
    }

    private void stopPolling() {
        if (polling != null) {
            polling.remove();
            polling = null;
        }
    }

    /** The tables now; {@code replays}: the class game is over, so a replay shows no hand still in play. */
    void show(List<TableOverview> tables, boolean replays) {
        boolean wasOver = this.replays;
        this.shown = List.copyOf(tables);
        this.replays = replays;
        if (wasOver != replays) {
            poll();
        }
        removeAll();
        int number = 1;
        for (TableOverview t : tables) {
            add(table(t, number++, replays));
        }
    }

    private Div table(TableOverview t, int number, boolean replays) {
        Div card = new Div();
        card.addClassNames("class-game-table", t.status() == TableStatus.OVER ? "over" : "playing");
        card.setId("overview-" + t.code());
        Span code = new Span(t.code());
        code.addClassName("table-card-code");
        Div top = new Div(new Span(getTranslation("classGame.tableNumber", number)), code,
                new Span(getTranslation("live.status." + t.status().name())),
                new Span(getTranslation("classGame.moves", t.moves())));
        top.addClassName("table-card-top");
        card.add(top);
        for (TableOverview.Seat s : t.seats()) {
            card.add(seat(t, s, replays));
        }
        Div links = new Div();
        links.addClassName("class-game-table-links");
        // Once the class game is over, each table's replay, not a Watch of a table where nothing moves any more.
        var replay = TableRoutes.replay(t.kind(), t.id()).filter(address -> replays);
        replay.ifPresent(address -> {
            Anchor link = new Anchor(address, getTranslation("classGame.replay"));
            link.setId("overview-replay-" + t.code());
            links.add(link);
        });
        if (replay.isEmpty()) {
            Anchor watch = new Anchor(TableRoutes.of(t.kind(), t.id()) + (classGameId == null ? ""
                    : org.arithmos.tables.ui.SpectatorBack.query(classGameId)), getTranslation("teacher.liveTables.watch"));
            watch.setId("overview-watch-" + t.code());
            links.add(watch);
        }
        card.add(links);
        return card;
    }

    /** A seat; {@code over}: the class game ended, so no live-only mark (a robot standing in, a pupil waiting). */
    private Div seat(TableOverview t, TableOverview.Seat s, boolean over) {
        Div row = new Div();
        row.addClassName("class-game-seat");
        boolean toMove = !over && t.toMove() == s.seat();
        if (toMove) {
            row.addClassName("to-move");
        }
        Span name = new Span((toMove ? "▶ " : "") + s.name());
        name.addClassName("class-game-seat-name");
        row.add(name);
        if (s.robot()) {
            row.add(badge(getTranslation("classGame.robot"), "robot"));
        } else if (s.standIn() && !over) {
            row.add(badge(getTranslation("classGame.standIn"), "stand-in"));
        }
        if (s.cardsLeft() >= 0) {
            row.add(badge(getTranslation("classGame.cardsLeft", s.cardsLeft()), "cards"));
        }
        if (s.mistakeCount() > 0) {
            Span mistakes = badge(getTranslation("classGame.mistakes", s.mistakeCount()), "mistakes");
            for (Map.Entry<String, Integer> m : s.mistakes().entrySet()) {
                // Named in words ("Wrong result ×2"): a tablet shows no tooltip. The id stays, small, for the debrief.
                Span id = new Span(m.getKey());
                id.addClassName("class-game-rule-id");
                Span kind = new Span(RuleWords.name(this, m.getKey()) + " ×" + m.getValue());
                kind.add(id);
                kind.addClassName("class-game-rule");
                kind.getElement().setAttribute("title", RuleWords.of(this, m.getKey()));
                mistakes.add(kind);
            }
            row.add(mistakes);
        }
        if (toMove && !s.robot() && !s.standIn() && t.turnSince() != null) {
            Duration waiting = Duration.between(t.turnSince(), clock.instant());
            if (waiting.compareTo(STUCK) > 0) {
                row.add(badge(getTranslation("classGame.stuck", waiting.toMinutes() < 1 ? 1 : waiting.toMinutes()),
                        "stuck"));
            }
        }
        return row;
    }

    private static Span badge(String text, String kind) {
        Span s = new Span(text);
        s.addClassNames("class-game-badge", kind);
        return s;
    }
}
