package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
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
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.UUID;
import org.arithmos.engine.multicartes.MulticartesEvent;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McTable;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.tables.ui.Buttons;
import org.arithmos.tables.ui.LiveText;
import org.arithmos.tables.ui.StoryLog;
import org.arithmos.tables.ui.TableFocus;
import org.arithmos.shell.PushAccess;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TablePlayer;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TimeUp;
import org.arithmos.tables.ui.PaceChoice;
import org.arithmos.tables.ui.PrivateTableScreen;

/**
 * A Multicartes live table (0018, 0025): pupils of a class and robots, each screen showing its own seat with
 * the parts of the game against robots (seats, board, hand, story, end panel). Every move reaches every screen
 * through push; a product the rules refuse is explained to its pupil alone, as against robots. Pupils of the
 * class and their teacher may open it; the service shows each only their own seat (a teacher: no hand).
 * A game against robots and a solo game are private tables here too (0018 step 3): their one person's (any role, a
 * guest by their browser's pass), no code, the robots' pace at hand, the robots waiting while a round's results are
 * read; a solo game (one seat, no robot) ends with the best possible score of its deal (MC-SOLO-1).
 */
@Route("live/multicartes/:tableId")
@AnonymousAllowed // a guest plays against robots and alone here too; the table answers only its own people
@StyleSheet("styles/multicartes.css")
@StyleSheet("styles/live-multicartes.css")
class McTableView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(McTableView.class);

    private final PrivateTableScreen alone;
    /** The one in front of the screen, signed in or a guest, as the tables know them. */
    private TablePlayer player;
    private final PaceChoice pace;
    private final McWords words = new McWords(this);
    private final McTableState ui = new McTableState();
    private final Div header = new Div();
    /** The class game's overview a watching teacher came from, or null. */
    private String back;
    private final SeatsStrip seats = new SeatsStrip();
    private final McBoard board = new McBoard();
    private final Span said = new Span();
    private final Div message = new Div();
    private final McHandArea hand = new McHandArea();
    private final StoryLog story = new StoryLog("mc-story", "mc-story");
    /** The way on at the game's end: a new game against robots, or back to the class's tables. */
    private final McEndPanel end = new McEndPanel(w -> this.seated != null && this.seated.alone() ? McEndPanel.playAgain(w) : lobbyLink(w));
    private final Button say = new Button();
    private final Button swap = new Button();
    private final Button pass = new Button();
    private final Button clear = new Button();
    private final Div playing = new Div();
    private UUID tableId;
    private SeatedTable seated;
    private McTable table;
    /** Set once the table has been looked up on attach: Vaadin tells the locale before that. */
    private boolean looked;
    private TableService.Watching watching;

    McTableView(TableService service, GuestTables guests, org.arithmos.accounts.CurrentUser user) {
        this.alone = new PrivateTableScreen(service, guests, user);
        pace = new PaceChoice(List.of(2500, 1500, 700), this::changePace);
        pace.setVisible(false);
        addClassNames("mc-table", "mc-live");
        header.addClassName("mc-live-header");
        said.addClassName("mc-said");
        said.setId("mc-said");
        message.addClassName("mc-message");
        message.setId("mc-message");
        // Whose turn, and why a product was refused, are read out once when they change (issue 13).
        message.getElement().setAttribute("role", "status");
        say.setId("mc-say");
        say.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        say.addClickListener(e -> say());
        swap.setId("mc-swap");
        swap.addThemeVariants(ButtonVariant.LUMO_LARGE);
        swap.addClickListener(e -> startSwap());
        pass.setId("mc-pass");
        pass.addThemeVariants(ButtonVariant.LUMO_LARGE);
        pass.addClickListener(e -> pass());
        clear.setId("mc-clear");
        clear.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        clear.addClickListener(e -> clearPicks());
        Div actions = new Div(say, swap, pass, clear);
        actions.addClassName("mc-actions");
        // The story beside the board, not under the hand: the whole table fits a school laptop (1366x768).
        Div talk = new Div(said, message, actions, story);
        talk.addClassName("mc-talk");
        Div middle = new Div(board, talk);
        middle.addClassName("mc-middle");
        playing.add(seats, middle, hand, end);
        playing.addClassName("mc-live-playing");
        add(header, pace, playing);
        for (int digit = 0; digit <= 9; digit++) {
            int slot = digit == 0 ? 9 : digit - 1;
            key(Key.of(String.valueOf(digit)), () -> pick(slot));
        }
        key(Key.ENTER, this::say);
        key(Key.ESCAPE, this::clearPicks);
        key(Key.KEY_S, this::startSwap);
        key(Key.KEY_P, this::pass);
    }

    /** Digits need Shift on a French keyboard: bound with and without it. */
    private void key(Key key, Runnable action) {
        Shortcuts.addShortcutListener(this, action::run, key);
        Shortcuts.addShortcutListener(this, action::run, key, KeyModifier.SHIFT);
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
                add(header, pace, playing);
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
            tellStory(news);
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

    private void tellStory(TableNews news) {
        if (table == null) {
            return;
        }
        var step = McLiveSeats.step(news);
        if (news.reason() instanceof TimeUp up) {
            ui.story(List.of(words.t("live.say.timeUp", up.seconds(), seated.seats().get(news.mover()).name())));
        }
        ui.story(words.lines(step, table));
        step.events().stream().filter(e -> e instanceof MulticartesEvent.RoundEnded)
                .map(e -> ((MulticartesEvent.RoundEnded) e).result()).findFirst().ifPresent(r -> {
                    ui.roundToShow = r;
                    ui.roundShown = false;
                });
    }

    /** The pupil's move: played, or refused by the rules and explained as in the game against robots. */
    private void send(MulticartesMove move, MulticartesMove missed) {
        Integer top = table.view().discardTop();
        try {
            TableNews news = player.move(tableId, table.moveCount(), move);
            adopt(news.table());
            ui.clearPicks();
            if (news.isRefused()) {
                MulticartesJudgment j = (MulticartesJudgment) news.refusal();
                ui.message = words.refusal(j, move, top);
                ui.messageIsError = true;
                ui.rule = j.rule();
                ui.atFault = j.atFault();
            } else if (news.isMove()) {
                ui.message = missed == null ? null : words.missed(missed);
                ui.messageIsError = false;
                ui.atFault = List.of();
                tellStory(news);
            } else {
                ui.message = words.t("mc.error.stale");
                ui.messageIsError = false;
            }
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
    private boolean mine() {
        return table != null && !seated.over() && table.yourTurn() && !ui.roundShown;
    }

    void pick(int slot) {
        if (!mine() || slot >= ui.shownHand(table).size()) {
            return;
        }
        ui.pick(slot);
        ui.message = null;
        ui.atFault = List.of();
        refresh();
    }

    void say() {
        if (mine() && ui.picked.size() == 2) {
            send(ui.move(table), null);
        }
    }

    void startSwap() {
        if (mine() && table.view().discardTop() != null && !ui.swapping) {
            ui.clearPicks();
            ui.swapping = true;
            ui.message = words.t("mc.swap.pick", table.view().discardTop());
            ui.messageIsError = false;
            refresh();
        }
    }

    void pass() {
        if (mine()) {
            send(new MulticartesMove.Pass(), McTableGame.missedProduct(table.view()));
        }
    }

    void clearPicks() {
        ui.clearPicks();
        ui.message = null;
        refresh();
    }

    private void closeRound() {
        ui.roundShown = false;
        ui.roundToShow = null;
        end.setVisible(false);
        refresh();
    }

    void refresh() {
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
        showHeader();
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
        hand.show(table, ui, mine(), words, this::pick);
        hand.setVisible(seated.you() >= 0);
        said.setText(ui.picked.size() == 2 ? ui.saying(table) : ui.picked.size() == 1
                ? ui.shownHand(table).get(ui.picked.getFirst()) + " × …" : "");
        LiveText.set(message, ui.message != null ? ui.message : prompt());
        // Kept in the page while empty (a status region that appears with its words may not be heard, issue 13
        // §2); only its bar goes, so the end of a solo game shows no empty bar.
        message.setClassName("mc-message-empty", message.getText().isEmpty());
        message.setClassName("mc-message-error", ui.message != null && ui.messageIsError);
        message.getElement().setAttribute("data-rule", ui.message != null && ui.messageIsError && ui.rule != null
                ? ui.rule : "");
        boolean mine = mine();
        say.setText(words.t("mc.action.say"));
        Buttons.setEnabled(say, mine && ui.picked.size() == 2);
        swap.setText(words.t("mc.action.swap"));
        Buttons.setEnabled(swap, mine && table.view().discardTop() != null && !ui.swapping);
        pass.setText(words.t("mc.action.pass"));
        Buttons.setEnabled(pass, mine);
        clear.setText(words.t("mc.action.clear"));
        Buttons.setEnabled(clear, mine && (!ui.picked.isEmpty() || ui.swapping));
        for (Button b : List.of(say, swap, pass, clear)) {
            b.setVisible(seated.you() >= 0 && !table.over() && !seated.stopped());
        }
        story.show(ui.story);
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

    /** Whose turn: the reader's own prompt, or who is playing now (a classmate, a robot). */
    private String prompt() {
        if (seated.stopped() && seated.you() >= 0) {
            return words.t("live.stopped"); // the teacher ended the table (issue 15): said, no turn
        }
        if (table.over() || seated.over()) {
            return "";
        }
        if (table.yourTurn()) {
            return words.t(ui.swapping ? "mc.prompt.swap" : "mc.prompt.pick");
        }
        return words.t("mc.live.playing", words.name(table, table.view().toMove()));
    }

    /** The table's code and state, big enough to read across a classroom, and the way back to the lobby. */
    private void showHeader() {
        header.removeAll();
        Span code = new Span(words.t("live.code", seated.code()));
        code.addClassName("live-code");
        code.setId("live-code");
        Span state = new Span(words.t("live.status." + seated.status().name()));
        state.addClassName("live-status");
        header.add(code, state);
        if (table == null) {
            header.add(new Span(words.t("live.notStarted")));
        }
        Anchor lobby = lobbyLink(words);
        lobby.setId("mc-live-lobby");
        header.add(lobby);
        // A private table: no code, no class's tables; the robots' pace instead (none for a solo game).
        header.setVisible(!seated.alone());
        pace.setVisible(seated.alone() && seated.seats().size() > 1);
        if (pace.isVisible()) {
            pace.show(seated.paceMillis(), words.t("mc.start.pace"), p -> words.t("mc.start.pace." + p));
        }
        if (back != null && seated.you() < 0) {
            header.add(org.arithmos.tables.ui.SpectatorBack.link(back, this));
        }
    }

    private static Anchor lobbyLink(McWords words) {
        Anchor lobby = new Anchor("together", words.t("live.lobby"));
        lobby.addClassName("mc-again");
        return lobby;
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
