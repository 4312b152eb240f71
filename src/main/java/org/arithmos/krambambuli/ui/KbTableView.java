package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
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
import org.arithmos.accounts.CurrentUser;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.krambambuli.KbOutcome;
import org.arithmos.krambambuli.KbTable;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.shell.PushAccess;
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
 * Krambambuli at a live table (docs/decisions/0018, 0027): classmates and robots, each screen showing its own
 * seat with the parts of the game against robots ({@link KbScreen}). Every step reaches every screen at once
 * through push; a step the rules refuse is explained to its pupil alone, exactly as against robots, and changes
 * nothing. Robots play on the server. Pupils of the class and their teacher (no hand) may open it.
 * A game against robots is a private table here too (0018 step 3): its one person's (any role, a guest by their
 * browser's pass), no code, the robots' pace at hand, its robots waiting while a round's results are read.
 */
@Route("live/krambambuli/:tableId")
@AnonymousAllowed // a guest plays against robots here too; the table answers only its own people
@StyleSheet("styles/cardgames.css")
@StyleSheet("styles/krambambuli.css")
class KbTableView extends Div implements KbPlayer, BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(KbTableView.class);

    private final PrivateTableScreen alone;
    /** The one in front of the screen, signed in or a guest, as the tables know them. */
    private TablePlayer player;
    private final PaceChoice pace;
    /** The way on at the end of a game against robots: a new one (made then: the start page is its route). */
    private final Div again = new Div();
    private final KbWords words = new KbWords(this);
    private final KbTableState ui = new KbTableState();
    private final Div header = new Div();
    /** The class game's overview a watching teacher came from, or null. */
    private String back;
    private final Div body = new Div();
    private final KbScreen screen;
    private UUID tableId;
    private SeatedTable seated;
    private KbTable table;
    /** Set once the screen has looked the table up on attach: Vaadin tells the locale before that. */
    private boolean looked;
    private TableService.Watching watching;

    KbTableView(TableService service, GuestTables guests, CurrentUser user) {
        this.alone = new PrivateTableScreen(service, guests, user);
        pace = new PaceChoice(List.of(2500, org.arithmos.krambambuli.KbSetup.DEFAULT_PACE, 400), this::changePace);
        pace.setVisible(false);
        again.addClassName("kb-again");
        // The live tables' header (live.css) over the table of the game against robots (krambambuli.css).
        addClassNames("live-table", "kb-live");
        header.addClassName("live-header");
        screen = new KbScreen(this, body);
        body.addClassName("kb-table");
        add(header, pace, body, again);
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
                add(header, pace, body, again);
            }
            ui.reset();
            screen.hideEnd();
            showTable(event.getUI());
        }
    }

    @Override
    protected void onAttach(AttachEvent event) {
        UI page = event.getUI();
        var layout = findAncestor(com.vaadin.flow.component.applayout.AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        showTable(page);
    }

    /** Watches the table of the address and shows it. */
    private void showTable(UI page) {
        seated = null;
        table = null;
        try {
            if (tableId != null) {
                // Told from other pupils' and robots' threads: run as this screen's own pupil (PushAccess).
                player = alone.player(tableId);
                watching = player.watch(tableId, PushAccess.asOwner(page, this::told), PushAccess.present(page));
                show(watching.table());
                alone.shown(seated);
                if (table != null && table.over() && !table.view().results().isEmpty()) {
                    ui.roundToShow = table.view().results().getLast();
                }
            }
        } catch (TableException e) {
            log.debug("live Krambambuli table {} not shown: {} ({})", tableId, e.problem(), e.getMessage());
            seated = null;
        }
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

    /** News from the table (a classmate's or a robot's step, someone came back), on this screen's UI thread. */
    private void told(TableNews news) {
        show(news.table());
        // A classmate's or a robot's step; or the pupil's own, played by a robot once the class's timer ran out (0018).
        if (news.isMove() && table != null && (news.mover() != seated.you() || news.reason() instanceof TimeUp)) {
            if (news.reason() instanceof TimeUp up) {
                ui.story(List.of(words.t("live.say.timeUp", up.seconds(), seated.seats().get(news.mover()).name())));
            }
            KbScreen.told(step(news), table, ui, words);
        }
        refresh();
    }

    @Override
    public void send(KrambambuliMove move) {
        try {
            TableNews news = player.move(tableId, seated.version(), move);
            show(news.table());
            if (news.isRefused()) {
                KbScreen.refused((KrambambuliJudgment) news.refusal(), ui, words);
            } else if (news.isMove()) {
                ui.clearArrangement();
                ui.message = null;
                ui.atFault = List.of();
                KbScreen.told(step(news), table, ui, words);
            } else {
                ui.clearArrangement();
                ui.message = words.t("kb.error.stale");
                ui.messageIsError = false;
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
            show(player.look(tableId));
        } catch (TableException e) {
            Notification.show(words.t("live.error." + e.problem().name()), 4000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_WARNING);
        }
        refresh();
    }

    @SuppressWarnings("unchecked")
    private static KbOutcome.Step step(TableNews news) {
        return new KbOutcome.Step(news.mover(), (KrambambuliMove) news.move(), news.robotReason(KrambambuliBot.Reason.class),
                (List<KrambambuliEvent>) news.events());
    }

    /** The table as this seat sees it, every seat named; a robot standing in is "robot playing for Léa". */
    private void show(SeatedTable now) {
        seated = now;
        if (now.view() == null) {
            table = null;
            return;
        }
        List<String> names = new ArrayList<>();
        for (TableSeat s : now.seats()) {
            names.add(s.standIn() ? words.t("kb.live.standIn", s.name()) : s.name());
        }
        table = KbTableGame.table(now, names);
    }

    @Override
    public KbTable table() {
        return table;
    }

    @Override
    public KbTableState state() {
        return ui;
    }

    @Override
    public KbWords words() {
        return words;
    }

    @Override
    public List<PlayingCard> shownHand() {
        return ui.shownHand(table.view().hand(), table.view().discardTop());
    }

    @Override
    public void say(String text, boolean error, List<PlayingCard> fault) {
        ui.message = text;
        ui.messageIsError = error;
        ui.atFault = fault;
        refresh();
    }

    /** Whether the pupil may act now: their turn, and no round's results open. */
    private boolean mine() {
        return table != null && !seated.over() && table.yourTurn() && !ui.roundShown;
    }

    private void closeRound() {
        ui.roundShown = false;
        ui.roundToShow = null;
        screen.hideEnd();
        refresh();
    }

    @Override
    public void refresh() {
        if (!looked) {
            return;
        }
        if (seated == null) {
            removeAll();
            addClassName("table-missing");
            alone.missing(this, "kb-live-missing", "krambambuli");
            return;
        }
        // The steps this screen has seen: what a test waits on to know that a step reached it.
        getElement().setAttribute("data-version", String.valueOf(seated.version()));
        showHeader();
        if (seated.stopped() && seated.you() >= 0) {
            ui.message = words.t("live.stopped"); // the teacher ended the table (issue 15): said, nothing to play
            ui.messageIsError = false;
        }
        body.setVisible(table != null);
        if (table != null) {
            screen.show(table, mine(), this::closeRound);
            alone.reading(ui.roundShown);
        }
        again.removeAll();
        if (seated.alone() && seated.over()) {
            RouterLink link = new RouterLink(words.t("kb.end.again"), KbStartView.class);
            link.setId("kb-again");
            again.add(link);
        }
        org.arithmos.tables.ui.FinishingPlaces.showUnder(this, header, seated, this);
    }

    /** The table's code and state, whose table it is for a teacher, and the way back to the lobby. */
    private void showHeader() {
        header.removeAll();
        // A private table: no code, no class's tables; the robots' pace instead.
        header.setVisible(!seated.alone());
        pace.setVisible(seated.alone());
        if (seated.alone()) {
            pace.show(seated.paceMillis(), words.t("kb.start.pace"), p -> words.t("kb.start.pace." + p));
        }
        Span code = new Span(words.t("live.code", seated.code()));
        code.addClassName("live-code");
        code.setId("live-code");
        Span status = new Span(words.t(table == null && !seated.over() ? "live.notStarted"
                : "live.status." + seated.status().name()));
        status.addClassName("live-status");
        status.setId("live-status");
        header.add(code, status);
        if (seated.you() < 0) {
            header.add(new Span(words.t("kb.live.watching")));
        }
        Anchor lobby = new Anchor("together", words.t("live.lobby"));
        lobby.setId("live-lobby");
        header.add(lobby);
        if (back != null && seated.you() < 0) {
            header.add(org.arithmos.tables.ui.SpectatorBack.link(back, this));
        }
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (seated != null) {
            show(seated);
        }
        refresh();
    }

    @Override
    public String getPageTitle() {
        return words.t(seated != null && seated.alone() ? "kb.table.title" : "kb.live.title") + " · Arithmos";
    }
}
