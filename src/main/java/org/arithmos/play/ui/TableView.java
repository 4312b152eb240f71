package org.arithmos.play.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
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
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.shared.Registration;
import java.util.Set;
import java.util.function.Supplier;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.i18n.Language;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.play.GameId;
import org.arithmos.play.Outcome;
import org.arithmos.play.PlayException;
import org.arithmos.play.PlayService;
import org.arithmos.play.TableState;

/**
 * The Nambarz table: the pupil against bots. Anyone may open it; the service lets only the game's owner
 * (or the guest session that started it) see or play it. No timer ever hurries the pupil: bots move at
 * the chosen pace, one move per poll, and wait while a round's results are shown.
 */
@Route("table")
@AnonymousAllowed
class TableView extends Div implements HasUrlParameter<String>, LocaleChangeObserver, HasDynamicTitle,
        CalculationBar.Actions {

    private static final int MIN_POLL_MILLIS = 150;

    private final PlayService play;
    private final Words words = new Words(this);
    private final SeatsBar seats = new SeatsBar();
    private final PileArea pile = new PileArea();
    private final Narration narration = new Narration();
    private final CalculationBar bar = new CalculationBar(this);
    private final HandArea hand = new HandArea(this::pick);
    private final TableMarks marks = new TableMarks();
    private final PaceSwitch pace = new PaceSwitch(this::changePace);
    private TableState table;
    private CalculationDraft draft = new CalculationDraft(false);
    private Joker joker;
    private int jokerSlot = -1;
    private boolean dialogOpen;
    private Registration polling;
    private CheckedPlay checked;

    TableView(PlayService play) {
        this.play = play;
        addClassName("table-view");
        narration.add(pace);
        add(seats, pile, narration, bar, hand);
        TableKeys.bind(this, this, hand::pick);
    }

    @Override
    public void setParameter(BeforeEvent event, String parameter) {
        try {
            GameId id = GameId.parse(parameter).orElseThrow(() -> new PlayException(PlayException.Problem.NOT_FOUND, "bad id"));
            table = play.open(id, Guests.pass());
            draft = new CalculationDraft(table.setup().options().parentheses());
        } catch (PlayException e) {
            table = null;
            if (GameId.parse(parameter).isPresent()) {
                // A game against robots is a private table now (0018, step 3): an old address opens it there,
                // and that screen says "not found" to anyone else, as this one did.
                event.forwardTo(LiveTableView.class, parameter);
            }
        }
    }

    @Override
    protected void onAttach(AttachEvent event) {
        polling = event.getUI().addPollListener(e -> botTurn());
        // The table needs the whole width; the menu stays one click away.
        var layout = findAncestor(com.vaadin.flow.component.applayout.AppLayout.class);
        if (layout != null) {
            layout.setDrawerOpened(false);
        }
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        if (polling != null) {
            polling.remove();
        }
        event.getUI().setPollInterval(-1);
    }

    private void botTurn() {
        if (table != null && table.botToMove() && !dialogOpen) {
            act(() -> play.letBotPlay(table.id(), Guests.pass(), table.moveCount()));
        }
    }

    /** Runs an action of the service and shows its outcome; a refusal becomes a message, never an error page. */
    private void act(Supplier<Outcome> action) {
        try {
            Outcome o = action.get();
            if (o.stale()) {
                notify(words.t("table.error.stale"), false);
            }
            TableState before = table;
            table = o.table();
            marks.after(o);
            Narrator narrator = new Narrator(words, explanations());
            java.util.List<Narrator.Line> lines = new java.util.ArrayList<>();
            o.events().forEach(e -> lines.addAll(narrator.lines(e, table)));
            narration.add(lines);
            narration.hideExplanation();
            checked = null;
            lines.stream().filter(l -> l.explanation() != null).findFirst()
                    .ifPresent(l -> showPenalty(l, PenaltyCards.of(o, table.you())));
            RoundEnd.find(o).ifPresent(end -> showRoundEnd(end));
        } catch (PlayException e) {
            notify(words.t(e.problem() == PlayException.Problem.NOT_A_PLAY && e.moveProblem() != null
                    ? "table.error.move." + e.moveProblem().name() : "table.error." + e.problem().name()), true);
        }
        draft.clear();
        joker = null;
        jokerSlot = -1;
        refresh();
    }

    private void changePace(int millis) {
        if (table != null) {
            table = play.setBotPace(table.id(), Guests.pass(), millis);
            refresh();
        }
    }

    private void showPenalty(Narrator.Line line, java.util.List<Card> drawn) {
        dialogOpen = true;
        new ExplanationDialog(line.explanation(), line.cards(), line.atFault(), drawn, words, () -> {
            dialogOpen = false;
            refresh();
        }).open();
    }

    private void showRoundEnd(RoundEnd end) {
        dialogOpen = true;
        new RoundDialog(table, end.result(), end.standings(), words, () -> {
            dialogOpen = false;
            refresh();
        }, () -> getUI().ifPresent(ui -> ui.navigate(NewGameView.class))).open();
    }

    void refresh() {
        if (table == null) {
            removeAll();
            add(new H2(words.t("table.error.NOT_FOUND")), new RouterLink(words.t("games.new"), NewGameView.class));
            return;
        }
        seats.show(table, words);
        pile.show(table.view(), words);
        Set<Integer> chosen = new java.util.HashSet<>(draft.slots());
        if (joker != null) {
            chosen.add(jokerSlot);
        }
        hand.show(table.view().hand(), table.yourTurn(), chosen, marks.hinted, marks.atFault,
                marks.fresh(table, hand), words);
        bar.show(table, draft, joker, words);
        narration.prompt(Prompts.of(table, words));
        pace.show(table.setup().botPaceMillis(), words);
        getUI().ifPresent(ui -> ui.setPollInterval(table.botToMove() && !dialogOpen
                ? Math.max(MIN_POLL_MILLIS, table.setup().botPaceMillis()) : -1));
        TableFocus.settle(this, HandArea.FOCUS_PLACES);
    }

    private void pick(int slot, Card card) {
        if (table == null || !table.yourTurn()) {
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
        if (table != null && table.yourTurn() && table.setup().options().operations().allows(op) && draft.addOperator(op)) {
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
        joker = null;
        jokerSlot = -1;
        draft.clear();
        refresh();
    }

    @Override
    public void play() {
        if (table == null || !table.yourTurn()) {
            return;
        }
        NambarzMove move = joker != null ? new NambarzMove.PlayJoker(joker.kind()) : draft.toMove().orElse(null);
        if (move != null) {
            marks.clearHint();
            act(() -> play.play(table.id(), Guests.pass(), table.moveCount(), move));
        }
    }

    @Override
    public void check() {
        var move = draft.toMove();
        if (table == null || move.isEmpty()) {
            return;
        }
        try {
            checked = new CheckedPlay(move.get(), play.check(table.id(), Guests.pass(), table.moveCount(), move.get()));
            checked.show(narration, table, words, explanations());
        } catch (PlayException e) {
            notify(words.t("table.error." + e.problem().name()), true);
        }
    }

    @Override
    public void hint() {
        if (table == null || !table.yourTurn()) {
            return;
        }
        try {
            play.hint(table.id(), Guests.pass(), table.moveCount()).ifPresent(h -> {
                marks.hint(h, hand);
                narration.add(java.util.List.of(Narrator.Line.of(words.hint(h), "hint")));
                refresh();
            });
        } catch (PlayException e) {
            notify(words.t("table.error." + e.problem().name()), true);
        }
    }

    @Override
    public void draw() {
        if (table != null && table.yourTurn() && bar.draw.isVisible()) {
            marks.clearHint();
            act(() -> play.play(table.id(), Guests.pass(), table.moveCount(), new NambarzMove.Draw()));
        }
    }

    @Override
    public void pass() {
        if (table != null && table.yourTurn() && bar.pass.isVisible()) {
            act(() -> play.play(table.id(), Guests.pass(), table.moveCount(), new NambarzMove.Pass()));
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
        return words.t("table.title") + " · Arithmos";
    }
}
