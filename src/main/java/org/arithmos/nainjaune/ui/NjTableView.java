package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.Shortcuts;
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
import java.util.function.Supplier;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.nainjaune.NainJauneService;
import org.arithmos.nainjaune.NjOutcome;
import org.arithmos.nainjaune.NjTable;
import org.arithmos.play.GameId;
import org.arithmos.play.PlayException;
import org.arithmos.play.ui.Guests;
import org.arithmos.play.ui.TablePolling;

/**
 * The Nain Jaune table: the players with their tokens, the board of five boxes with its tokens drawn, the
 * sequences, what to do now, and the pupil's hand as big cards, those they may put marked. A click on a card
 * puts it; a card the rules refuse is explained and nothing changes. P passes when nothing can be put. Bots
 * play one move per poll at the chosen pace and wait while a round's end is shown. Anyone may open it; the
 * service lets only the game's owner (or the guest session that started it) see it.
 */
@Route("nain-jaune/:gameId")
@AnonymousAllowed
@StyleSheet("styles/nainjaune.css")
class NjTableView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    private static final int MIN_POLL_MILLIS = 150;

    private final NainJauneService service;
    private final NjWords words = new NjWords(this);
    private final NjTableParts parts;
    private NjTable table;
    private Registration polling;

    NjTableView(NainJauneService service) {
        this.service = service;
        addClassName("nj-table");
        parts = new NjTableParts(words, this::put, this::pass, () -> new RouterLink(words.t("nj.end.again"),
                NjStartView.class));
        parts.addTo(this);
        Shortcuts.addShortcutListener(this, this::pass, Key.KEY_P);
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
        parts.begin(table);
    }

    @Override
    protected void onAttach(AttachEvent event) {
        polling = TablePolling.attach(this, event, this::botTurn);
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        TablePolling.detach(polling, event);
    }

    void botTurn() {
        if (table != null && table.botToMove() && !parts.roundShown()) {
            act(() -> service.letBotPlay(table.id(), Guests.pass(), table.moveCount()));
        }
    }

    void put(PlayingCard.Suited card) {
        if (table != null && table.yourTurn() && !parts.roundShown()) {
            act(() -> service.play(table.id(), Guests.pass(), table.moveCount(), new NainJauneMove.Put(card)));
        }
    }

    void pass() {
        if (table != null && table.yourTurn() && !parts.roundShown()) {
            act(() -> service.play(table.id(), Guests.pass(), table.moveCount(), new NainJauneMove.Pass()));
        }
    }

    private void act(Supplier<NjOutcome> action) {
        try {
            NjOutcome o = action.get();
            table = o.table();
            parts.told(table, o.steps(), o.refused(), o.stale());
        } catch (PlayException e) {
            Notification n = Notification.show(words.t("nj.error." + e.problem().name()), 4000,
                    Notification.Position.MIDDLE);
            n.addThemeVariants(NotificationVariant.LUMO_WARNING);
        }
        refresh();
    }

    void refresh() {
        if (table == null) {
            removeAll();
            add(new H2(words.t("nj.error.NOT_FOUND")), new RouterLink(words.t("nj.start.again"), NjStartView.class));
            return;
        }
        parts.show(table);
        getUI().ifPresent(u -> u.setPollInterval(table.botToMove() && !parts.roundShown()
                ? Math.max(MIN_POLL_MILLIS, table.setup().botPaceMillis()) : -1));
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        refresh();
    }

    @Override
    public String getPageTitle() {
        return words.t("nj.start.title") + " · Arithmos";
    }
}
