package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
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
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.krambambuli.KbOutcome;
import org.arithmos.krambambuli.KbTable;
import org.arithmos.krambambuli.KrambambuliService;
import org.arithmos.play.GameId;
import org.arithmos.play.PlayException;
import org.arithmos.play.ui.TablePages;
import org.arithmos.play.ui.Guests;

/**
 * The Krambambuli table. The pupil draws (or picks the top discard to meld it at once), selects cards of the
 * hand, makes melds (the running total and the clean sequence shown while arranging the first laying
 * down), lays them down, adds to a table meld, takes one card of a table meld or a joker back, and
 * discards. Every refused step is explained. Bots play one step per poll at the chosen pace and wait while
 * a round's results are shown. Anyone may open it; the service lets only the game's owner see it.
 */
@Route("krambambuli/:gameId")
@AnonymousAllowed
@StyleSheet("styles/cardgames.css")
@StyleSheet("styles/krambambuli.css")
class KbTableView extends Div implements KbPlayer, BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private static final int MIN_POLL_MILLIS = 150;

    private final KrambambuliService service;
    private final KbWords words = new KbWords(this);
    private final KbTableState ui = new KbTableState();
    private final KbScreen screen;
    private KbTable table;
    private Registration polling;

    KbTableView(KrambambuliService service) {
        this.service = service;
        addClassName("kb-table");
        screen = new KbScreen(this, this);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        table = event.getRouteParameters().get("gameId").flatMap(GameId::parse).map(id -> {
            try {
                return service.open(id, Guests.pass());
            } catch (PlayException e) {
                return null;
            }
        }).orElse(null);
        ui.reset();
        if (table != null && table.over() && !table.view().results().isEmpty()) {
            // A finished game opened again (My games): its last round's results and the winner.
            ui.roundToShow = table.view().results().getLast();
        }
        if (isAttached()) {
            // The same view shows another game (only the address's parameter changed): no attach follows.
            screen.hideEnd();
            refresh();
        }
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
            act(() -> service.letBotPlay(table.id(), Guests.pass(), table.moveCount()));
        }
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

    /** Whether the pupil may act now (their turn, no round results open). */
    boolean mine() {
        return table != null && table.yourTurn() && !ui.roundShown;
    }

    @Override
    public List<PlayingCard> shownHand() {
        return ui.shownHand(table.view().hand(), table.view().discardTop());
    }

    @Override
    public void send(KrambambuliMove move) {
        act(() -> service.play(table.id(), Guests.pass(), table.moveCount(), move));
    }

    @Override
    public void say(String text, boolean error, List<PlayingCard> fault) {
        ui.message = text;
        ui.messageIsError = error;
        ui.atFault = fault;
        refresh();
    }

    private void act(Supplier<KbOutcome> action) {
        try {
            KbOutcome o = action.get();
            table = o.table();
            if (o.stale()) {
                ui.clearArrangement();
                ui.message = words.t("kb.error.stale");
                ui.messageIsError = false;
            } else if (o.refused() != null) {
                KbScreen.refused(o.refused(), ui, words);
            } else {
                if (!o.steps().isEmpty() && o.steps().getFirst().seat() == KbTable.PUPIL) {
                    ui.clearArrangement();
                }
                ui.message = null;
                ui.atFault = List.of();
            }
            for (KbOutcome.Step step : o.steps()) {
                KbScreen.told(step, table, ui, words);
            }
        } catch (PlayException e) {
            Notification n = Notification.show(words.t("kb.error." + e.problem().name()), 4000,
                    Notification.Position.MIDDLE);
            n.addThemeVariants(NotificationVariant.LUMO_WARNING);
        }
        refresh();
    }

    private void closeRound() {
        ui.roundShown = false;
        ui.roundToShow = null;
        screen.hideEnd();
        refresh();
    }

    @Override
    public void refresh() {
        if (table == null) {
            removeAll();
            add(new H2(words.t("kb.error.NOT_FOUND")), new RouterLink(words.t("kb.start.again"), KbStartView.class));
            return;
        }
        screen.show(table, mine(), this::closeRound);
        getUI().ifPresent(u -> u.setPollInterval(table.botToMove() && !ui.roundShown
                ? Math.max(MIN_POLL_MILLIS, table.setup().botPaceMillis()) : -1));
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        refresh();
    }

    @Override
    public String getPageTitle() {
        return words.t("kb.table.title") + " · Arithmos";
    }
}
