package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.Key;
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
import org.arithmos.cardgames.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneState.RoundResult;
import org.arithmos.engine.nainjaune.Sequence;
import org.arithmos.nainjaune.NainJauneService;
import org.arithmos.nainjaune.NjOutcome;
import org.arithmos.nainjaune.NjTable;
import org.arithmos.play.GameId;
import org.arithmos.play.PlayException;
import org.arithmos.play.cards.CardSize;
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
    private final SeatsView seats = new SeatsView();
    private final BoardView board = new BoardView();
    private final SequencesView sequences = new SequencesView();
    private final Div message = new Div();
    private final Div hand = new Div();
    private final Div story = new Div();
    private final EndView end = new EndView();
    private final Button pass = new Button();
    private final NjStory storyLines = new NjStory(words);
    private final Div tableTop = new Div();
    private final Div talk = new Div();
    private NjTable table;
    private Registration polling;
    private String error;
    private PlayingCard atFault;
    private RoundResult roundToShow;
    private boolean roundShown;

    NjTableView(NainJauneService service) {
        this.service = service;
        addClassName("nj-table");
        message.addClassName("nj-message");
        message.setId("nj-message");
        hand.addClassName("nj-hand");
        hand.setId("nj-hand");
        story.addClassName("nj-story");
        story.setId("nj-story");
        pass.setId("nj-pass");
        pass.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        pass.addClickListener(e -> pass());
        talk.add(message, pass);
        talk.addClassName("nj-talk");
        // The board with the sequences beside it, then what to do and the hand, then the story: the prompt and
        // the hand fit on a school laptop's screen (1366x768) without scrolling.
        tableTop.add(board, sequences);
        tableTop.addClassName("nj-top");
        add(seats, end, tableTop, talk, hand, story);
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
        storyLines.clear();
        if (table != null && table.moveCount() == 0) {
            // The deal's own story (the stakes, who holds the A♥ and starts, NJ-DEAL-2, NJ-PLAY-1).
            int starter = table.view().toMove();
            storyLines.add(words.t(NjWords.you("nj.say.roundStarted", starter), 1, words.name(table, starter)));
        }
        error = null;
        atFault = null;
        roundToShow = null;
        roundShown = false;
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
        if (table != null && table.botToMove() && !roundShown) {
            act(() -> service.letBotPlay(table.id(), Guests.pass(), table.moveCount()));
        }
    }

    void put(PlayingCard.Suited card) {
        if (table != null && table.yourTurn() && !roundShown) {
            act(() -> service.play(table.id(), Guests.pass(), table.moveCount(), new NainJauneMove.Put(card)));
        }
    }

    void pass() {
        if (table != null && table.yourTurn() && !roundShown) {
            act(() -> service.play(table.id(), Guests.pass(), table.moveCount(), new NainJauneMove.Pass()));
        }
    }

    private void act(Supplier<NjOutcome> action) {
        try {
            NjOutcome o = action.get();
            table = o.table();
            error = null;
            atFault = null;
            if (o.stale()) {
                error = words.t("nj.error.stale");
            } else if (o.refused() != null) {
                error = words.refusal(o.refused());
                atFault = o.refused().atFault();
            }
            for (NjOutcome.Step step : o.steps()) {
                storyLines.add(step, table);
                // NJ-BOX-1: a box won is announced big, whoever won it.
                step.events().stream().filter(e -> e instanceof NainJauneEvent.BoxWon).map(e -> (NainJauneEvent.BoxWon) e)
                        .forEach(b -> announce(words.t(NjWords.you("nj.say.box", b.seat()), words.name(table, b.seat()),
                                words.t("nj.box." + b.box().name()), b.tokens())));
                step.events().stream().filter(e -> e instanceof NainJauneEvent.RoundEnded)
                        .map(e -> ((NainJauneEvent.RoundEnded) e).result()).findFirst().ifPresent(r -> roundToShow = r);
            }
        } catch (PlayException e) {
            Notification n = Notification.show(words.t("nj.error." + e.problem().name()), 4000,
                    Notification.Position.MIDDLE);
            n.addThemeVariants(NotificationVariant.LUMO_WARNING);
        }
        refresh();
    }

    private static void announce(String text) {
        Notification n = Notification.show(text, 3000, Notification.Position.TOP_CENTER);
        n.addThemeVariants(NotificationVariant.LUMO_SUCCESS);
        n.addClassName("nj-announce");
    }

    private void closeRound() {
        roundShown = false;
        roundToShow = null;
        end.setVisible(false);
        storyLines.release();
        refresh();
    }

    void refresh() {
        if (table == null) {
            removeAll();
            add(new H2(words.t("nj.error.NOT_FOUND")), new RouterLink(words.t("nj.start.again"), NjStartView.class));
            return;
        }
        var view = table.view();
        seats.show(table, words);
        board.show(view.board(), words);
        sequences.show(view.sequences(), words);
        showHand();
        boolean mine = table.yourTurn() && !roundShown;
        message.setText(error != null ? error : prompt(mine));
        message.setClassName("nj-message-error", error != null);
        pass.setText(words.t("nj.action.pass"));
        pass.setVisible(mine && view.legalMoves().stream().anyMatch(m -> m instanceof NainJauneMove.Pass));
        story.removeAll();
        if (roundToShow != null && !roundShown) {
            roundShown = !table.over();
            end.showRound(table, roundToShow, words, this::closeRound);
        } else if (table.over() && !end.isVisible() && !view.results().isEmpty()) {
            end.showRound(table, view.results().getLast(), words, this::closeRound);
        }
        storyLines.lines().forEach(line -> story.add(new Div(line)));
        // Between two rounds the summary stands alone: the next deal shows when the pupil continues.
        for (var part : List.of(seats, tableTop, talk, hand)) {
            part.setVisible(!roundShown);
        }
        getUI().ifPresent(u -> u.setPollInterval(table.botToMove() && !roundShown
                ? Math.max(MIN_POLL_MILLIS, table.setup().botPaceMillis()) : -1));
    }

    /** What the pupil is to do now, with the card(s) they may put. */
    private String prompt(boolean mine) {
        var view = table.view();
        if (view.over()) {
            return words.t("nj.say.gameEnded");
        }
        if (!mine) {
            return roundShown ? "" : words.t("nj.prompt.wait", words.name(table, view.toMove()));
        }
        List<PlayingCard.Suited> allowed = allowed();
        if (allowed.isEmpty()) {
            return words.t("nj.prompt.pass");
        }
        Sequence open = view.openSequence();
        if (open != null) {
            return words.t("nj.prompt.continue", NjWords.card(open.next()));
        }
        return view.excluded() == null ? words.t("nj.prompt.start", words.either(allowed))
                : words.t("nj.prompt.startOther", words.either(allowed), words.suit(view.excluded()));
    }

    private List<PlayingCard.Suited> allowed() {
        return table.view().legalMoves().stream().filter(m -> m instanceof NainJauneMove.Put)
                .map(m -> ((NainJauneMove.Put) m).card()).toList();
    }

    private void showHand() {
        hand.removeAll();
        var cards = table.view().hand();
        boolean mine = table.yourTurn() && !roundShown;
        List<PlayingCard.Suited> allowed = mine ? allowed() : List.of();
        // Big cards for up to 17 (three players and more), overlapping more as the hand grows so that it stays
        // on one row of a school laptop; 18 to 26 (two players) a size smaller. Each keeps its corner in sight.
        int n = cards.size();
        CardSize size = n > 17 ? CardSize.SMALL : CardSize.NORMAL;
        hand.setClassName("nj-hand-tight", n > 11 && n <= 13);
        hand.setClassName("nj-hand-tighter", n > 13 && n <= 17);
        hand.setClassName("nj-hand-small", n > 17);
        for (PlayingCard.Suited c : cards) {
            PlayingCardView v = PlayingCardView.front(c, size, words.cardName(c), mine);
            v.setId("nj-card-" + c.notation());
            v.playable(allowed.contains(c)).fault(c.equals(atFault));
            if (mine) {
                v.addClickListener(e -> put(c));
            }
            hand.add(v);
        }
        if (cards.isEmpty()) {
            hand.add(new Span(words.t("nj.hand.empty")));
        }
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
