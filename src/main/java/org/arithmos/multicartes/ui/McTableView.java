package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
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
import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.function.Supplier;
import org.arithmos.engine.multicartes.MulticartesEvent;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McOutcome;
import org.arithmos.multicartes.McTable;
import org.arithmos.multicartes.MulticartesService;
import org.arithmos.play.GameId;
import org.arithmos.play.PlayException;
import org.arithmos.play.ui.Buttons;
import org.arithmos.play.ui.LiveText;
import org.arithmos.play.ui.StoryLog;
import org.arithmos.play.ui.TableFocus;
import org.arithmos.play.ui.TablePages;

/**
 * The Multicartes table. The pupil picks two cards (click, or keys 1-9 and 0) and the multiplication is
 * said big; Enter says it, S starts a swap (MC-TURN-2), P passes, Escape clears. A number of the
 * combination card, clicked, answers "can this number be made?". Bots play one move per poll at the
 * chosen pace and wait while a round's results are shown. Anyone may open it; the service lets only the
 * game's owner (or the guest session that started it) see it.
 */
@Route("multicartes/:gameId")
@AnonymousAllowed
@StyleSheet("styles/multicartes.css")
class McTableView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private static final int MIN_POLL_MILLIS = 150;

    private final MulticartesService service;
    private final McWords words = new McWords(this);
    private final TableState ui = new TableState();
    private final SeatsStrip seats = new SeatsStrip();
    private final Div middle = new Div();
    private final McBoard board = new McBoard();
    private final Span said = new Span();
    private final Div message = new Div();
    private final McHandArea hand = new McHandArea();
    private final StoryLog story = new StoryLog("mc-story", "mc-story");
    private final EndPanel end = new EndPanel();
    private final Button say = new Button();
    private final Button swap = new Button();
    private final Div swapHelp = new Div();
    private final Button pass = new Button();
    private final Button clear = new Button();
    private McTable table;
    private Registration polling;

    McTableView(MulticartesService service) {
        this.service = service;
        addClassName("mc-table");
        middle.addClassName("mc-middle");
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
        swapHelp.setId("mc-swap-help");
        swapHelp.addClassName("mc-swap-help");
        actions.addClassName("mc-actions");
        Div talk = new Div(said, message, actions, swapHelp);
        talk.addClassName("mc-talk");
        middle.add(board, talk);
        add(seats, middle, hand, end, story);
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
        table = event.getRouteParameters().get("gameId").flatMap(GameId::parse).map(id -> {
            try {
                return service.open(id, McGuests.pass());
            } catch (PlayException e) {
                return null;
            }
        }).orElse(null);
        ui.reset();
    }

    @Override
    protected void onAttach(AttachEvent event) {
        polling = TablePages.pollBots(this, event, this::botTurn);
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        TablePages.stopPolling(polling, event);
    }

    void botTurn() {
        if (table != null && table.botToMove() && !ui.roundShown) {
            act(() -> service.letBotPlay(table.id(), McGuests.pass(), table.moveCount()), null);
        }
    }

    private void act(Supplier<McOutcome> action, MulticartesMove tried) {
        try {
            McOutcome o = action.get();
            table = o.table();
            ui.clearPicks();
            if (o.stale()) {
                ui.message = words.t("mc.error.stale");
                ui.messageIsError = false;
            } else if (o.refused() != null) {
                ui.message = words.refusal(o.refused(), tried, table.view().discardTop());
                ui.messageIsError = true;
                ui.rule = o.refused().rule();
                ui.atFault = o.refused().atFault();
            } else {
                ui.message = o.missed() == null ? null : words.missed(o.missed());
                ui.messageIsError = false;
                ui.atFault = List.of();
            }
            for (McOutcome.Step step : o.steps()) {
                ui.story(words.lines(step, table));
                step.events().stream().filter(e -> e instanceof MulticartesEvent.RoundEnded)
                        .map(e -> ((MulticartesEvent.RoundEnded) e).result()).findFirst()
                        .ifPresent(r -> ui.roundToShow = r);
            }
        } catch (PlayException e) {
            notify(words.t("mc.error." + e.problem().name()));
        }
        refresh();
    }

    void pick(int slot) {
        if (table == null || !table.yourTurn() || ui.roundShown) {
            return;
        }
        List<Integer> shown = ui.shownHand(table);
        if (slot >= shown.size()) {
            return;
        }
        ui.pick(slot);
        ui.message = null;
        ui.atFault = List.of();
        refresh();
    }

    void say() {
        if (table == null || !table.yourTurn() || ui.picked.size() != 2) {
            return;
        }
        MulticartesMove move = ui.move(table);
        act(() -> service.play(table.id(), McGuests.pass(), table.moveCount(), move), move);
    }

    void startSwap() {
        if (table != null && table.yourTurn() && table.view().discardTop() != null && !ui.swapping) {
            ui.clearPicks();
            ui.swapping = true;
            ui.message = words.t("mc.swap.pick", table.view().discardTop());
            ui.messageIsError = false;
            refresh();
        }
    }

    void pass() {
        if (table != null && table.yourTurn()) {
            act(() -> service.play(table.id(), McGuests.pass(), table.moveCount(), new MulticartesMove.Pass()), null);
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
        if (table == null) {
            removeAll();
            add(new H2(words.t("mc.error.NOT_FOUND")), new RouterLink(words.t("mc.start.again"), McStartView.class));
            return;
        }
        seats.show(table, words);
        showMiddle();
        showHand();
        said.setText(ui.picked.size() == 2 ? ui.saying(table) : ui.picked.size() == 1
                ? ui.shownHand(table).get(ui.picked.getFirst()) + " × …" : "");
        LiveText.set(message, ui.message == null ? (table.yourTurn() ? words.t(ui.swapping ? "mc.prompt.swap" : "mc.prompt.pick")
                : "") : ui.message);
        // Nothing to say (a bot's turn, the end of the game): no empty bar.
        message.setVisible(!message.getText().isEmpty());
        message.setClassName("mc-message-error", ui.message != null && ui.messageIsError);
        // The rule a refusal applies, for tests and the curious: children read the reason, not the id.
        message.getElement().setAttribute("data-rule", ui.message != null && ui.messageIsError && ui.rule != null
                ? ui.rule : "");
        boolean mine = table.yourTurn() && !ui.roundShown;
        say.setText(words.t("mc.action.say"));
        Buttons.setEnabled(say, mine && ui.picked.size() == 2);
        swap.setText(words.t("mc.action.swap"));
        Buttons.setEnabled(swap, mine && table.view().discardTop() != null && !ui.swapping);
        // What "give" means, before the pupil tries it (MC-TURN-2).
        swapHelp.setText(words.t("mc.action.swap.help"));
        swapHelp.setVisible(swap.isEnabled());
        pass.setText(words.t("mc.action.pass"));
        Buttons.setEnabled(pass, mine);
        clear.setText(words.t("mc.action.clear"));
        Buttons.setEnabled(clear, mine && (!ui.picked.isEmpty() || ui.swapping));
        story.show(ui.story);
        if (ui.roundToShow != null && !ui.roundShown && !(table.over() && table.setup().isSolo())) {
            ui.roundShown = !table.over();
            end.showRound(table, ui.roundToShow, words, this::closeRound);
        } else if (table.over() && table.setup().isSolo()) {
            end.showSolo(table, words);
        }
        getUI().ifPresent(u -> u.setPollInterval(table.botToMove() && !ui.roundShown
                ? Math.max(MIN_POLL_MILLIS, table.setup().botPaceMillis()) : -1));
        TableFocus.settle(this, McHandArea.FOCUS_PLACES);
    }

    private void showMiddle() {
        board.show(table.view(), words, number -> {
            ui.message = words.makeability(number);
            ui.messageIsError = false;
            refresh();
        });
    }

    private void showHand() {
        hand.show(table, ui, table.yourTurn() && !ui.roundShown, words, this::pick);
    }

    private void notify(String text) {
        Notification n = Notification.show(text, 4000, Notification.Position.MIDDLE);
        n.addThemeVariants(NotificationVariant.LUMO_WARNING);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        refresh();
    }

    @Override
    public String getPageTitle() {
        return words.t("mc.table.title") + " · Arithmos";
    }
}
