package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.UUID;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.i18n.Language;
import org.arithmos.nambarz.TableState;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TablePlayer;
import org.arithmos.tables.TableService;
import org.arithmos.tables.ui.Guests;

/**
 * A Nambarz live table (docs/decisions/0018): pupils of a class and robots, each screen showing its own seat.
 * Every move reaches every screen at once through push; the pupil who is penalized gets the explanation, the
 * others a short public line. Nobody is hurried: no turn timer. Pupils of the class and their teacher may open
 * it; the service shows each only their own seat (a teacher: no hand). A private table (one person against robots,
 * 0018 step 3) is its person's only, whatever their role: no code, the robots' pace at hand, and its robots wait
 * while a dialog is open. This screen looks the table up, watches it and sends the pupil's moves; what it shows is
 * {@link NzTableParts}' (the pupil's calculation {@link NzCalculation}'s), the story of the moves {@link NzTableStory}'s.
 */
@Route("live")
@AnonymousAllowed // a guest plays against robots here too; the table answers only its own people
class NzTableView extends Div implements HasUrlParameter<String>, LocaleChangeObserver, HasDynamicTitle, NzScreen {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(NzTableView.class);

    private final TableService signedIn;
    private final GuestTables guests;
    private final org.arithmos.accounts.CurrentUser user;
    /** The one in front of the screen, signed in or a guest, as the tables know them. */
    private TablePlayer player;
    private final NzWords words = new NzWords(this);
    /** The class game's overview a watching teacher came from, or null. */
    private String back;
    private final NzTableParts parts = new NzTableParts(this, this::changePace);
    private final Narration narration = parts.narration();
    private final TableMarks marks = parts.marks();
    private final NzCalculation calculation = parts.calculation();
    private UUID tableId;
    private SeatedTable seated;
    private TableState table;
    /** Set once the screen has looked the table up on attach: Vaadin tells the locale before that. */
    private boolean looked;
    private com.vaadin.flow.shared.Registration heartbeats;
    private TableService.Watching watching;
    private final NzTableStory story = new NzTableStory(this, narration, marks, this::holdRobots);

    NzTableView(TableService signedIn, GuestTables guests, org.arithmos.accounts.CurrentUser user) {
        this.signedIn = signedIn;
        this.guests = guests;
        this.user = user;
        addClassName("live-table");
        add(parts.all());
        TableKeys.bind(this, calculation, parts.hand()::pick);
    }

    @Override
    public void setParameter(BeforeEvent event, String parameter) {
        back = org.arithmos.tables.ui.SpectatorBack.from(event.getLocation()).orElse(null);
        UUID wanted;
        try {
            wanted = UUID.fromString(parameter);
        } catch (IllegalArgumentException e) {
            wanted = null;
        }
        boolean another = looked && !java.util.Objects.equals(wanted, tableId);
        tableId = wanted;
        // Vaadin keeps this screen when the address goes to another table (the invitation's "Sit down" from a
        // finished table, issue 15): no detach, no attach, so the new table is watched and shown here.
        if (another) {
            showAnotherTable(event.getUI());
        }
    }

    /** The screen of the table before forgets it (its story, marks, dialogs) and shows the new one afresh. */
    private void showAnotherTable(UI ui) {
        stopWatching();
        story.closeDialogs();
        narration.clear();
        marks.clear();
        calculation.forgetCheck();
        calculation.clearDraft();
        story.forgetStopped();
        seated = null;
        table = null;
        if (hasClassName("table-missing")) {
            removeAll();
            removeClassName("table-missing");
            add(parts.all());
        }
        watch(ui);
    }

    @Override
    protected void onAttach(AttachEvent event) {
        UI ui = event.getUI();
        var layout = findAncestor(com.vaadin.flow.component.applayout.AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        watch(ui);
        // A browser the table took for gone (a long network cut) and that is back: it watches again, and the
        // pupil takes their seat back from the robot.
        heartbeats = ui.addHeartbeatListener(e -> {
            if (watching != null && !watching.told().getAsBoolean()) {
                watching.stop().run();
                watch(ui);
            }
        });
    }

    private void watch(UI ui) {
        try {
            if (tableId != null) {
                player = user.account().isPresent() ? TablePlayer.signedIn(signedIn)
                        : TablePlayer.guest(guests, Guests.pass());
                // Told from other pupils' threads: run as this screen's own pupil (PushAccess).
                watching = player.watch(tableId, org.arithmos.shell.PushAccess.asOwner(ui, this::told),
                        org.arithmos.shell.PushAccess.present(ui));
                seated = watching.table();
                table = LiveSeats.state(seated, words);
                story.newScreen(seated.alone());
                calculation.newDraft(table.setup().options().parentheses());
            }
        } catch (TableException e) {
            log.debug("live table {} not shown: {} ({})", tableId, e.problem(), e.getMessage());
            table = null;
        }
        looked = true;
        story.tellIfStopped(seated, table);
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        looked = false;
        if (heartbeats != null) {
            heartbeats.remove();
            heartbeats = null;
        }
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
        TableState before = table;
        seated = news.table();
        table = LiveSeats.state(seated, words);
        story.told(news, seated, table);
        if ((before != null && before.yourTurn() != table.yourTurn() && !table.yourTurn()) || seated.over()) {
            calculation.clearDraft();
        }
        story.tellIfStopped(seated, table);
        refresh();
    }

    /**
     * The pupil's move now: their turn at a table still played. A table the teacher ended keeps its game's view,
     * whose turn it was included, but nobody moves any more.
     */
    @Override
    public boolean myTurn() {
        return table != null && seated != null && !seated.over() && table.yourTurn();
    }

    private void holdRobots(boolean reading) {
        try {
            player.hold(tableId, reading);
        } catch (TableException e) {
            log.debug("robots of table {} not held: {}", tableId, e.problem());
        }
    }

    /** The robots' pace of a private table, changed by its person at any moment. */
    private void changePace(int millis) {
        try {
            player.setPace(tableId, millis);
            seated = player.look(tableId);
            table = LiveSeats.state(seated, words);
        } catch (TableException e) {
            refused(e);
        }
        refresh();
    }

    @Override
    public void send(NambarzMove move) {
        try {
            calculation.forgetCheck();
            marks.clearHint();
            TableNews news = player.move(tableId, table.moveCount(), move);
            seated = news.table();
            table = LiveSeats.state(seated, words);
            if (news.isMove()) {
                story.narrate(news, true, seated, table);
            } else {
                notify(words.t("table.error.stale"), false);
            }
        } catch (TableException e) {
            refused(e);
        }
        calculation.clearDraft();
        refresh();
    }

    @Override
    public void refused(TableException e) {
        notify(words.refusal(e, seated != null && seated.alone()), true);
    }

    @Override
    public void refresh() {
        if (!looked) {
            return;
        }
        if (table == null) {
            removeAll();
            addClassName("table-missing");
            boolean pupil = user.account().filter(a -> a.role() == org.arithmos.accounts.Role.PUPIL).isPresent();
            // A pupil goes back to their class's tables; anyone else (a guest, a grown-up) to a new game.
            add(pupil ? new H2(words.t("live.error.NOT_FOUND")) : new H2(words.t("table.error.NOT_FOUND")),
                    pupil ? new Anchor("together", words.t("live.lobby")) : new Anchor("play", words.t("games.new")));
            return;
        }
        parts.show(this, seated, table, back, words);
    }

    @Override
    public TableState table() {
        return table;
    }

    @Override
    public TablePlayer player() {
        return player;
    }

    @Override
    public UUID tableId() {
        return tableId;
    }

    @Override
    public NzWords words() {
        return words;
    }

    @Override
    public void navigate(String route) {
        getUI().ifPresent(ui -> ui.navigate(route));
    }

    @Override
    public Explanations explanations() {
        return Explanations.in(Language.of(getLocale()).orElse(Language.fallback()));
    }

    private void notify(String text, boolean error) {
        Notification n = Notification.show(text, 4000, Notification.Position.MIDDLE);
        n.addThemeVariants(error ? NotificationVariant.LUMO_WARNING : NotificationVariant.LUMO_CONTRAST);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        calculation.sayCheckAgain(table);
        refresh();
    }

    @Override
    public String getPageTitle() {
        boolean alone = seated != null && seated.alone();
        return words.t(alone ? "table.title" : "live.title") + " · Arithmos";
    }
}
