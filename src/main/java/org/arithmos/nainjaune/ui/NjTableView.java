package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.nainjaune.NjOutcome;
import org.arithmos.nainjaune.NjTable;
import org.arithmos.shell.PushAccess;
import org.arithmos.tables.GameId;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TablePlayer;
import org.arithmos.tables.TableSeat;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TimeUp;
import org.arithmos.tables.ui.PaceChoice;
import org.arithmos.tables.ui.PrivateTableScreen;

/**
 * Nain Jaune at a live table (docs/decisions/0026): the same board, hand, seats, story and round ends as the
 * game against robots, seen from the pupil's own seat; every move reaches every screen through push, robots
 * play on the server. A card the rules refuse is explained to its pupil only, as against robots. Pupils of the
 * class and their teacher (a spectator: no hand) may open it; the service shows each only their own seat.
 * A game against robots is a private table here too (0018 step 3): its one person's (any role, a guest by their
 * browser's pass), no code, the robots' pace at hand, its robots waiting while a round's results are read.
 */
@Route("live/nain-jaune/:tableId")
@AnonymousAllowed // a guest plays against robots here too; the table answers only its own people
@StyleSheet("styles/nainjaune.css")
@StyleSheet("styles/nainjaune-live.css")
class NjTableView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(NjTableView.class);

    private final PrivateTableScreen alone;
    /** The one in front of the screen, signed in or a guest, as the tables know them. */
    private TablePlayer player;
    private final PaceChoice pace;
    private final NjWords words = new NjWords(this);
    private final Div header = new Div();
    /** The class game's overview a watching teacher came from, or null. */
    private String back;
    private final Paragraph waiting = new Paragraph();
    private final NjTableParts parts;
    private UUID tableId;
    private SeatedTable seated;
    private NjTable table;
    /** Set once the screen has looked the table up on attach: Vaadin tells the locale before that. */
    private boolean looked;
    private TableService.Watching watching;

    NjTableView(TableService service, GuestTables guests, org.arithmos.accounts.CurrentUser user) {
        this.alone = new PrivateTableScreen(service, guests, user);
        pace = new PaceChoice(List.of(2500, 1500, 700), this::changePace);
        pace.setVisible(false);
        addClassName("nj-table");
        addClassName("nj-live");
        header.addClassName("nj-live-header");
        waiting.setId("nj-live-waiting");
        add(header, pace, waiting);
        // The way on at the game's end: a new game against robots, or back to the class's tables.
        parts = new NjTableParts(words, this::put, this::pass, () -> seated != null && seated.alone()
                ? new RouterLink(words.t("nj.end.again"), NjStartView.class)
                : new Anchor("together", words.t("live.lobby")));
        parts.whileReading(alone::reading);
        parts.addTo(this);
        Shortcuts.addShortcutListener(this, this::pass, Key.KEY_P);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        back = org.arithmos.tables.ui.SpectatorBack.from(event.getLocation()).orElse(null);
        UUID wanted = org.arithmos.tables.ui.TableAddress.tableId(event);
        boolean another = looked && !java.util.Objects.equals(wanted, tableId);
        tableId = wanted;
        // Vaadin keeps this screen when the address goes to another table (the invitation's "Sit down" from a
        // finished table, issue 15): no detach, no attach, so the new table is watched and shown here.
        if (another) {
            stopWatching();
            if (hasClassName("table-missing")) {
                removeAll();
                removeClassName("table-missing");
                add(header, pace, waiting);
                parts.addTo(this);
            }
            showTable(event.getUI());
        }
    }

    @Override
    protected void onAttach(AttachEvent event) {
        UI ui = event.getUI();
        // The whole width for the hand and the board on a school laptop (1366x768), as at a Nambarz live table.
        var layout = findAncestor(com.vaadin.flow.component.applayout.AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        showTable(ui);
    }

    /** Watches the table of the address and shows it afresh. */
    private void showTable(UI ui) {
        table = null;
        seated = null;
        try {
            if (tableId != null) {
                // Told from other pupils' threads (and robots' timers): run as this screen's own pupil.
                player = alone.player(tableId);
                watching = player.watch(tableId, PushAccess.asOwner(ui, this::told), PushAccess.present(ui));
                seated = watching.table();
                table = njTable(seated);
                alone.shown(seated);
            }
        } catch (TableException e) {
            log.debug("live table {} not shown: {} ({})", tableId, e.problem(), e.getMessage());
        }
        parts.begin(table);
        looked = true;
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        looked = false;
        stopWatching();
    }

    private void stopWatching() {
        if (watching != null) {
            watching.stop().run();
            watching = null;
        }
    }

    /** News from the table (a classmate's or a robot's move, someone sat down or came back), on this screen. */
    private void told(TableNews news) {
        boolean started = seated != null && seated.view() == null && news.table().view() != null;
        seated = news.table();
        table = njTable(seated);
        if (started) {
            parts.begin(table);
        }
        // A classmate's or a robot's move; or the pupil's own, played by a robot once the class's timer ran out (0018).
        if (news.isMove() && table != null && (news.mover() != seated.you() || news.reason() instanceof TimeUp)) {
            if (news.reason() instanceof TimeUp up) {
                parts.say(words.t("live.say.timeUp", up.seconds(), seated.seats().get(news.mover()).name()));
            }
            parts.told(table, List.of(step(news)), null, false);
        }
        refresh();
    }

    void put(PlayingCard.Suited card) {
        send(new NainJauneMove.Put(card));
    }

    void pass() {
        send(new NainJauneMove.Pass());
    }

    private void send(NainJauneMove move) {
        if (table == null || seated.over() || !table.yourTurn() || parts.roundShown()) {
            return;
        }
        try {
            TableNews news = player.move(tableId, seated.version(), move);
            seated = news.table();
            table = njTable(seated);
            if (news.isRefused()) {
                parts.told(table, List.of(), (NainJauneJudgment) news.refusal(), false);
            } else {
                parts.told(table, news.isMove() ? List.of(step(news)) : List.of(), null, !news.isMove());
            }
        } catch (TableException e) {
            Notification n = Notification.show(words.t("live.error." + e.problem().name()), 4000,
                    Notification.Position.MIDDLE);
            n.addThemeVariants(NotificationVariant.LUMO_WARNING);
        }
        refresh();
    }

    /** The robots' pace of a private table, changed by its person at any moment. */
    private void changePace(int millis) {
        try {
            alone.pace(millis);
            seated = player.look(tableId);
            table = njTable(seated);
        } catch (TableException e) {
            Notification.show(words.t("live.error." + e.problem().name()), 4000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_WARNING);
        }
        refresh();
    }

    /** A move told by the table, as the story of the game against robots reads it. */
    @SuppressWarnings("unchecked")
    private static NjOutcome.Step step(TableNews news) {
        return new NjOutcome.Step(news.mover(), (NainJauneMove) news.move(),
                news.robotReason(NainJauneBot.Reason.class),
                (List<NainJauneEvent>) news.events());
    }

    /** The table from the reader's seat, every seat named ("Bip (a robot plays)" while a robot stands in). */
    private NjTable njTable(SeatedTable t) {
        if (t == null || t.view() == null) {
            return null;
        }
        List<String> names = new ArrayList<>();
        for (TableSeat s : t.seats()) {
            names.add(s.standIn() ? words.t("live.standIn", s.name()) : s.name());
        }
        return NjTable.atLiveTable(new GameId(t.id()), t.options(), names, (NainJauneObservation) t.view(),
                t.version(), t.you());
    }

    void refresh() {
        if (!looked) {
            return;
        }
        if (seated == null) {
            removeAll();
            addClassName("table-missing");
            alone.missing(this, "nj-live-missing", "nain-jaune");
            return;
        }
        // The moves this screen has seen: what a browser test waits on to know that a move reached it.
        getElement().setAttribute("data-version", String.valueOf(seated.version()));
        header.removeAll();
        Span code = new Span(words.t("live.code", seated.code()));
        code.addClassName("live-code");
        code.setId("live-code");
        Span state = new Span(words.t("live.status." + seated.status().name()));
        state.addClassName("live-status");
        Anchor lobby = new Anchor("together", words.t("live.lobby"));
        lobby.setId("nj-live-lobby");
        header.add(code, state, lobby);
        // A private table: no code, no class's tables; the robots' pace instead.
        header.setVisible(!seated.alone());
        pace.setVisible(seated.alone());
        if (seated.alone()) {
            pace.show(seated.paceMillis(), words.t("nj.start.pace"), p -> words.t("nj.start.pace." + p));
        }
        if (back != null && seated.you() < 0) {
            header.add(org.arithmos.tables.ui.SpectatorBack.link(back, this));
        }
        waiting.setText(words.t("live.notStarted"));
        waiting.setVisible(table == null);
        parts.setVisible(table != null);
        if (table != null) {
            // A table the teacher ended (issue 15): said, and nothing to play.
            parts.stopped(seated.stopped() && seated.you() >= 0 ? words.t("live.stopped") : null);
            parts.show(table);
        }
        org.arithmos.tables.ui.FinishingPlaces.showUnder(this, header, seated, this);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        refresh();
    }

    @Override
    public String getPageTitle() {
        return words.t(seated != null && seated.alone() ? "nj.start.title" : "nj.live.title") + " · Arithmos";
    }
}
