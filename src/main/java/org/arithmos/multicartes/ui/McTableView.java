package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.UUID;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McTable;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.shell.PushAccess;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TablePlayer;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TimeUp;
import org.arithmos.tables.ui.PrivateTableScreen;
import org.arithmos.tables.ui.TableFocus;

/**
 * A Multicartes live table (0018, 0025): pupils of a class and robots, each screen showing its own seat with
 * the parts of the game against robots (seats, board, hand, story, end panel). Every move reaches every screen
 * through push; a product the rules refuse is explained to its pupil alone, as against robots. Pupils of the
 * class and their teacher may open it; the service shows each only their own seat (a teacher: no hand).
 * A game against robots and a solo game are private tables here too (0018 step 3): their one person's (any role, a
 * guest by their browser's pass), no code, the robots' pace at hand, the robots waiting while a round's results are
 * read; a solo game (one seat, no robot) ends with the best possible score of its deal (MC-SOLO-1). This screen
 * looks the table up, watches it and sends the pupil's moves; {@link McTableStory} writes down what the moves tell;
 * beside the board, {@link McTalk} says what is picked and whose turn it is, with the buttons and keys
 * ({@link McActions}); {@link McTableHeader} tops it.
 */
@Route("live/multicartes/:tableId")
@AnonymousAllowed // a guest plays against robots and alone here too; the table answers only its own people
@StyleSheet("styles/multicartes.css")
@StyleSheet("styles/live-multicartes.css")
class McTableView extends Div implements McPlayer, BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(McTableView.class);

    private final PrivateTableScreen alone;
    /** The one in front of the screen, signed in or a guest, as the tables know them. */
    private TablePlayer player;
    private final McWords words = new McWords(this);
    private final McTableState ui = new McTableState();
    private final McTableHeader header;
    /** The class game's overview a watching teacher came from, or null. */
    private String back;
    private final SeatsStrip seats = new SeatsStrip();
    private final McBoard board = new McBoard();
    private final McHandArea hand = new McHandArea();
    /** The way on at the game's end: a new game against robots, or back to the class's tables. */
    private final McEndPanel end = new McEndPanel(w -> this.seated != null && this.seated.alone()
            ? McEndPanel.playAgain(w) : McTableHeader.lobbyLink(w));
    private final McTalk talk = new McTalk(this);
    private final McTableStory story = new McTableStory(this);
    private final Div playing = new Div();
    private UUID tableId;
    private SeatedTable seated;
    private McTable table;
    /** Set once the table has been looked up on attach: Vaadin tells the locale before that. */
    private boolean looked;
    private TableService.Watching watching;

    McTableView(TableService service, GuestTables guests, org.arithmos.accounts.CurrentUser user) {
        this.alone = new PrivateTableScreen(service, guests, user);
        header = new McTableHeader(this::changePace);
        addClassNames("mc-table", "mc-live");
        Div middle = new Div(board, talk);
        middle.addClassName("mc-middle");
        playing.add(seats, middle, hand, end);
        playing.addClassName("mc-live-playing");
        add(header.all());
        add(playing);
        talk.actions().bindKeys(this);
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
                add(header.all());
                add(playing);
            }
            end.setVisible(false);
            showTable(event.getUI());
        }
    }

    @Override
    protected void onAttach(AttachEvent event) {
        var layout = findAncestor(com.vaadin.flow.component.applayout.AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        showTable(event.getUI());
    }

    /** Watches the table of the address and shows it afresh. */
    private void showTable(com.vaadin.flow.component.UI page) {
        seated = null;
        try {
            if (tableId != null) {
                // Told from other pupils' threads: run as this screen's own pupil (PushAccess).
                player = alone.player(tableId);
                watching = player.watch(tableId, PushAccess.asOwner(page, this::told), PushAccess.present(page));
                seated = watching.table();
                alone.shown(seated);
            }
        } catch (TableException e) {
            log.debug("live table {} not shown: {} ({})", tableId, e.problem(), e.getMessage());
        }
        if (seated != null && !McTableGame.KIND.equals(seated.kind())) {
            seated = null; // another game's table: its own screen shows it, not this one
        }
        table = seated == null ? null : McLiveSeats.table(seated, words);
        ui.reset();
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

    /** News from the table (another seat moved, a robot, someone came back), on this screen's UI thread. */
    private void told(TableNews news) {
        boolean wasMyTurn = table != null && table.yourTurn();
        adopt(news.table());
        // A classmate's or a robot's move; or the pupil's own, played by a robot once the class's timer ran out (0018).
        if (news.isMove() && (news.mover() != seated.you() || news.reason() instanceof TimeUp)) {
            story.told(news);
        }
        if (wasMyTurn && table != null && !table.yourTurn()) {
            ui.clearPicks();
        }
        refresh();
    }

    private void adopt(SeatedTable now) {
        seated = now;
        table = McLiveSeats.table(now, words);
    }

    /** The pupil's move: played, or refused by the rules and explained as in the game against robots. */
    @Override
    public void send(MulticartesMove move, MulticartesMove missed) {
        Integer top = table.view().discardTop();
        try {
            TableNews news = player.move(tableId, table.moveCount(), move);
            adopt(news.table());
            ui.clearPicks();
            story.answered(news, move, missed, top);
        } catch (TableException e) {
            notify(words.t("live.error." + e.problem().name()));
        }
        refresh();
    }

    /** The robots' pace of a private table, changed by its person at any moment. */
    private void changePace(int millis) {
        try {
            alone.pace(millis);
            adopt(player.look(tableId));
        } catch (TableException e) {
            notify(words.t("live.error." + e.problem().name()));
        }
        refresh();
    }

    /** The pupil may act: their turn at a table still played (not one the teacher ended), no round being read. */
    @Override
    public boolean mine() {
        return table != null && !seated.over() && table.yourTurn() && !ui.roundShown;
    }

    private void closeRound() {
        ui.roundShown = false;
        ui.roundToShow = null;
        end.setVisible(false);
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
            alone.missing(this, "mc-live-missing", "multicartes");
            return;
        }
        // The moves this screen has seen: what a browser test waits on to know that a move reached it.
        getElement().setAttribute("data-version", String.valueOf(seated.version()));
        header.show(seated, table != null, back, this, words);
        playing.setVisible(table != null);
        if (table == null) {
            return;
        }
        seats.show(table, words);
        board.show(table.view(), words, number -> {
            ui.message = words.makeability(number);
            ui.messageIsError = false;
            refresh();
        });
        hand.show(table, ui, mine(), words, talk.actions()::pick);
        hand.setVisible(seated.you() >= 0);
        talk.show();
        boolean soloOver = table.over() && table.solo() != null;
        if (ui.roundToShow != null && !ui.roundShown && !soloOver) {
            ui.roundShown = !table.over();
            end.showRound(table, ui.roundToShow, words, this::closeRound);
        } else if (soloOver) {
            end.showSolo(table, words); // MC-SOLO-1: the score and the best possible for the same deal
        } else if (seated.stopped() && seated.you() >= 0 && ui.roundToShow == null) {
            end.showStopped(table, words, seated.places());
        }
        // A private table's robots wait while its person reads a round's results (0018 step 3), as the old poll did.
        alone.reading(ui.roundShown);
        TableFocus.settle(this, McHandArea.FOCUS_PLACES);
    }

    @Override
    public McTable table() {
        return table;
    }

    @Override
    public SeatedTable seated() {
        return seated;
    }

    @Override
    public McTableState state() {
        return ui;
    }

    @Override
    public McWords words() {
        return words;
    }

    private void notify(String text) {
        Notification n = Notification.show(text, 4000, Notification.Position.MIDDLE);
        n.addThemeVariants(NotificationVariant.LUMO_WARNING);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (seated != null) {
            table = McLiveSeats.table(seated, words);
        }
        refresh();
    }

    @Override
    public String getPageTitle() {
        return words.t(seated != null && seated.alone() ? "mc.table.title" : "mc.live.title") + " · Arithmos";
    }
}
