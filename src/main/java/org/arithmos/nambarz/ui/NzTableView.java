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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.i18n.Language;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.Outcome;
import org.arithmos.nambarz.TableState;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.tables.GuestTables;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TablePlayer;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TimeUp;
import org.arithmos.tables.ui.Guests;
import org.arithmos.tables.ui.PaceChoice;
import org.arithmos.tables.ui.TableFocus;

/**
 * A Nambarz live table (docs/decisions/0018): pupils of a class and robots, each screen showing its own seat.
 * Every move reaches every screen at once through push; the pupil who is penalized gets the explanation, the
 * others a short public line. Nobody is hurried: no turn timer. Pupils of the class and their teacher may open
 * it; the service shows each only their own seat (a teacher: no hand). A private table (one person against robots,
 * 0018 step 3) is its person's only, whatever their role: no code, the robots' pace at hand, and its robots wait
 * while a dialog is open.
 */
@Route("live")
@AnonymousAllowed // a guest plays against robots here too; the table answers only its own people
class NzTableView extends Div implements HasUrlParameter<String>, LocaleChangeObserver, HasDynamicTitle,
        CalculationBar.Actions {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(NzTableView.class);

    private final TableService signedIn;
    private final GuestTables guests;
    private final org.arithmos.accounts.CurrentUser user;
    /** The one in front of the screen, signed in or a guest, as the tables know them. */
    private TablePlayer player;
    private final NzWords words = new NzWords(this);
    private final Div header = new Div();
    /** The class game's overview a watching teacher came from, or null. */
    private String back;
    private final com.vaadin.flow.component.html.Span timer = new com.vaadin.flow.component.html.Span();
    private final SeatsBar seats = new SeatsBar();
    private final PileArea pile = new PileArea();
    private final Narration narration = new Narration();
    private final CalculationBar bar = new CalculationBar(this);
    private final HandArea hand = new HandArea(this::pick);
    private final Div partners = new Div();
    private final TableMarks marks = new TableMarks();
    private final PaceChoice pace = new PaceChoice(
            List.of(NzSetup.SLOW_PACE, NzSetup.NORMAL_PACE, NzSetup.FAST_PACE), this::changePace);
    private final Div grid = new Div(seats, pile, narration, bar, hand);
    private UUID tableId;
    private SeatedTable seated;
    private TableState table;
    /** Set once the screen has looked the table up on attach: Vaadin tells the locale before that. */
    private boolean looked;
    /** This screen has told its pupil that the teacher ended the table. */
    private boolean stoppedTold;
    private com.vaadin.flow.shared.Registration heartbeats;
    private TableService.Watching watching;
    private CalculationDraft draft = new CalculationDraft(false);
    private CheckedPlay checked;
    private Joker joker;
    private int jokerSlot = -1;
    /** The dialogs open at a private table: its robots wait while there is one. */
    private final RobotsWaitWhileReading reading = new RobotsWaitWhileReading(this::holdRobots);

    NzTableView(TableService signedIn, GuestTables guests, org.arithmos.accounts.CurrentUser user) {
        this.signedIn = signedIn;
        this.guests = guests;
        this.user = user;
        addClassName("live-table");
        header.addClassName("live-header");
        partners.addClassName("live-partners");
        grid.addClassName("table-view");
        narration.add(pace);
        pace.setVisible(false);
        add(header, grid, partners);
        TableKeys.bind(this, this, hand::pick);
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
        reading.closeAll();
        narration.clear();
        marks.clear();
        checked = null;
        clearDraft();
        stoppedTold = false;
        seated = null;
        table = null;
        if (hasClassName("table-missing")) {
            removeAll();
            removeClassName("table-missing");
            add(header, grid, partners);
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
                reading.newScreen(seated.alone());
                draft = new CalculationDraft(table.setup().options().parentheses());
            }
        } catch (TableException e) {
            log.debug("live table {} not shown: {} ({})", tableId, e.problem(), e.getMessage());
            table = null;
        }
        looked = true;
        tellIfStopped();
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
        if (news.isMove() && (news.mover() != table.you() || news.reason() instanceof TimeUp)) {
            if (news.reason() instanceof TimeUp up) {
                narration.add(List.of(Narrator.Line.of(words.t("live.say.timeUp", up.seconds(),
                        table.seats().get(news.mover()).name()), "penalty")));
            }
            narrate(news, false);
        }
        if ((before != null && before.yourTurn() != table.yourTurn() && !table.yourTurn()) || seated.over()) {
            clearDraft();
        }
        tellIfStopped();
        refresh();
    }

    /**
     * The pupil's move now: their turn at a table still played. A table the teacher ended keeps its game's view,
     * whose turn it was included, but nobody moves any more.
     */
    private boolean myTurn() {
        return table != null && seated != null && !seated.over() && table.yourTurn();
    }

    /** A table the teacher ended (issue 15): its pupil is told so at once, with the standings, once per screen. */
    private void tellIfStopped() {
        if (seated != null && seated.stopped() && table != null && table.you() >= 0 && table.view() != null
                && !stoppedTold) {
            stoppedTold = true;
            reading.open(new StoppedDialog(table, words, () -> getUI().ifPresent(ui -> ui.navigate("together"))),
                    false);
        }
    }

    /** The story of a move; the mover alone gets the explanation of their penalty. */
    private void narrate(TableNews news, boolean mine) {
        Outcome o = LiveSeats.outcome(news, table);
        marks.after(o);
        Narrator narrator = new Narrator(words, explanations());
        List<Narrator.Line> lines = new ArrayList<>();
        o.events().forEach(e -> lines.addAll(narrator.lines(e, table)));
        List<Narrator.Line> shown = new ArrayList<>();
        for (Narrator.Line l : lines) {
            if (l.explanation() != null && !mine) {
                shown.add(Narrator.Line.of(words.t("live.say.penalty", table.seats().get(news.mover()).name(),
                        l.explanation().title()), "penalty"));
            } else {
                shown.add(l);
            }
        }
        narration.add(shown);
        narration.hideExplanation();
        String next = seated.alone() ? "play" : "together"; // a new game against robots, or the class's tables
        boolean alone = seated.alone();
        // The penalty first, the round's (or game's) results once it is closed: one dialog at a time.
        if (mine) {
            lines.stream().filter(l -> l.explanation() != null).findFirst().ifPresent(l -> reading.open(
                    new ExplanationDialog(l.explanation(), l.cards(), l.atFault(), PenaltyCards.of(o, table.you()),
                            words, this::refresh), alone));
        }
        RoundEnd.find(o).ifPresent(end -> reading.open(new RoundDialog(table, end.result(), end.standings(), words,
                this::refresh, () -> getUI().ifPresent(ui -> ui.navigate(next))), alone));
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
            notify(refusal(e), true);
        }
        refresh();
    }

    private void send(NambarzMove move) {
        try {
            checked = null;
            marks.clearHint();
            TableNews news = player.move(tableId, table.moveCount(), move);
            seated = news.table();
            table = LiveSeats.state(seated, words);
            if (news.isMove()) {
                narrate(news, true);
            } else {
                notify(words.t("table.error.stale"), false);
            }
        } catch (TableException e) {
            notify(refusal(e), true);
        }
        clearDraft();
        refresh();
    }

    /**
     * Why an action was refused, in the pupil's words: the rules' own reason for a move when the game gives one
     * (after drawing, only the drawn card…), else the table's; at a private table as against robots always.
     */
    private String refusal(TableException e) {
        if (e.detail() != null) {
            return words.t("table.error.move." + e.detail());
        }
        boolean alone = seated != null && seated.alone() && ALONE_PROBLEMS.contains(e.problem());
        return words.t((alone ? "table.error." : "live.error.") + e.problem().name());
    }

    /** The refusals a game against robots has its own words for (no lobby, no class at a private table). */
    private static final java.util.Set<TableException.Problem> ALONE_PROBLEMS = java.util.EnumSet.of(
            TableException.Problem.NOT_FOUND, TableException.Problem.NOT_YOUR_TURN,
            TableException.Problem.NOT_A_PLAY, TableException.Problem.NOT_ENABLED, TableException.Problem.LEARNING_ONLY);

    private void clearDraft() {
        draft.clear();
        joker = null;
        jokerSlot = -1;
    }

    void refresh() {
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
        LiveSeats.header(header, seated, words);
        if (back != null && seated.you() < 0) {
            header.add(org.arithmos.tables.ui.SpectatorBack.link(back, this));
        }
        header.setVisible(!seated.alone());
        pace.setVisible(seated.alone());
        if (seated.alone()) {
            pace.show(seated.paceMillis(), words.t("play.setup.pace"), p -> words.t(p == NzSetup.SLOW_PACE
                    ? "play.setup.pace.slow" : p == NzSetup.FAST_PACE ? "play.setup.pace.fast" : "play.setup.pace.normal"));
        }
        LiveSeats.timer(timer, seated.turnSeconds(), words);
        header.add(timer);
        if (table.view() == null) {
            narration.prompt(words.t("live.notStarted"));
            return;
        }
        seats.show(table, words);
        pile.show(table.view(), words);
        // A spectator (the teacher, seat -1) has no hand and nothing to play: the seats, the pile, the story.
        boolean sits = table.you() >= 0;
        hand.setVisible(sits);
        // Nothing to play at a table the teacher ended: no calculation bar, no turn prompt (issue 15).
        bar.setVisible(sits && !seated.stopped());
        // The hand's middle column would stay empty: a spectator's layout gives it to the pile and the story.
        setClassName("spectating", !sits);
        narration.prompt(seated.stopped() ? words.t(sits ? "live.stopped" : "table.end.gameOver")
                : LiveSeats.prompt(table, words));
        if (!sits) {
            return;
        }
        Set<Integer> chosen = new HashSet<>(draft.slots());
        if (joker != null) {
            chosen.add(jokerSlot);
        }
        hand.show(table.view().hand(), myTurn(), chosen, marks.hinted, marks.atFault, marks.fresh(table, hand),
                words);
        bar.show(table, draft, joker, words);
        LiveSeats.partners(partners, seated, words);
        TableFocus.settle(this, HandArea.FOCUS_PLACES);
    }

    private void pick(int slot, Card card) {
        if (!myTurn()) {
            return;
        }
        if (card instanceof Joker j) {
            if (draft.isEmpty()) {
                boolean same = joker != null && jokerSlot == slot;
                joker = same ? null : j;
                jokerSlot = same ? -1 : slot;
            }
        } else if (joker == null && !draft.uses(slot)) {
            draft.addCard(slot, (NumberCard) card);
        }
        marks.clearFault();
        refresh();
    }

    @Override
    public void operator(Operator op) {
        if (myTurn() && table.setup().options().operations().allows(op) && draft.addOperator(op)) {
            refresh();
        }
    }

    @Override
    public void open() {
        if (draft.open()) {
            refresh();
        }
    }

    @Override
    public void close() {
        if (draft.close()) {
            refresh();
        }
    }

    @Override
    public void undo() {
        if (joker != null) {
            joker = null;
            jokerSlot = -1;
        } else {
            draft.undo();
        }
        refresh();
    }

    @Override
    public void clear() {
        clearDraft();
        refresh();
    }

    @Override
    public void play() {
        if (!myTurn()) {
            return;
        }
        NambarzMove move = joker != null ? new NambarzMove.PlayJoker(joker.kind()) : draft.toMove().orElse(null);
        if (move != null) {
            send(move);
        }
    }

    /** Learning mode: the verdict on the calculation without playing it, at the pupil's own level (0018). */
    @Override
    public void check() {
        var move = draft.toMove();
        if (!myTurn() || move.isEmpty()) {
            return;
        }
        try {
            player.check(tableId, table.moveCount(), move.get()).ifPresent(verdict -> {
                checked = new CheckedPlay(move.get(), (Judgment) verdict);
                checked.show(narration, table, words, explanations());
            });
        } catch (TableException e) {
            notify(refusal(e), true);
        }
    }

    /** Learning mode: the play to try, marked in the hand and said in the story, for this pupil only. */
    @Override
    public void hint() {
        if (!myTurn()) {
            return;
        }
        try {
            player.hint(tableId, table.moveCount()).ifPresent(h -> {
                marks.hint((NambarzMove) h, hand);
                narration.add(List.of(Narrator.Line.of(words.hint((NambarzMove) h), "hint")));
                refresh();
            });
        } catch (TableException e) {
            notify(refusal(e), true);
        }
    }

    @Override
    public void draw() {
        if (myTurn() && bar.draw.isVisible()) {
            send(new NambarzMove.Draw());
        }
    }

    @Override
    public void pass() {
        if (myTurn() && bar.pass.isVisible()) {
            send(new NambarzMove.Pass());
        }
    }

    private Explanations explanations() {
        return Explanations.in(Language.of(getLocale()).orElse(Language.fallback()));
    }

    private void notify(String text, boolean error) {
        Notification n = Notification.show(text, 4000, Notification.Position.MIDDLE);
        n.addThemeVariants(error ? NotificationVariant.LUMO_WARNING : NotificationVariant.LUMO_CONTRAST);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (checked != null && table != null) {
            checked.show(narration, table, words, explanations());
        }
        refresh();
    }

    @Override
    public String getPageTitle() {
        boolean alone = seated != null && seated.alone();
        return words.t(alone ? "table.title" : "live.title") + " · Arithmos";
    }
}
