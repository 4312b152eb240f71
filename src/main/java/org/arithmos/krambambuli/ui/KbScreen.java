package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.PlayingCardView;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.krambambuli.KbOutcome;
import org.arithmos.krambambuli.KbTable;
import org.arithmos.tables.ui.LiveText;
import org.arithmos.tables.ui.StoryLog;
import org.arithmos.tables.ui.TableFocus;

/**
 * What the game against robots and a live table show alike: the seats, a round's end, the board, the melds
 * being arranged, the message, the buttons, the pupil's hand and the story of the last steps. The screen
 * that owns it says whose table it is ({@link KbPlayer}) and when to show it again.
 */
final class KbScreen {

    /**
     * Where the keyboard's focus goes when a redraw loses it (decision 0033): the round's way on, Draw, Lay
     * down what is arranged, a card of the hand, Discard, else the hand itself while others play.
     */
    private static final String[] FOCUS_PLACES = {"#kb-next-round", "#kb-draw", "#kb-lay", "#kb-hand .pc-clickable",
        "#kb-discard-card", "#kb-hand"};

    private final KbPlayer player;
    private final KbSeats seats = new KbSeats();
    private final KbBoard board = new KbBoard();
    private final KbArrangement arrangement = new KbArrangement();
    private final Div message = new Div();
    private final Div hand = new Div();
    private final StoryLog story = new StoryLog("kb-story", "kb-story");
    private final KbEndPanel end = new KbEndPanel();
    private final KbActions actions;

    /** Adds the play area and the story to {@code host}. */
    KbScreen(KbPlayer player, Div host) {
        this.player = player;
        this.actions = new KbActions(player);
        message.addClassName("kb-message");
        message.setId("kb-message");
        // Whose turn, and why a step was refused, are read out once when they change (issue 13).
        message.getElement().setAttribute("role", "status");
        hand.addClassName("kb-hand");
        hand.setId("kb-hand");
        TableFocus.park(hand);
        Div play = new Div(seats, end, board, arrangement, message, actions, hand);
        play.addClassName("kb-play");
        host.add(play, story);
    }

    void hideEnd() {
        end.setVisible(false);
    }

    /** A step told to the pupil: its lines in the story; a round's end is shown and the arranging put away. */
    static void told(KbOutcome.Step step, KbTable table, KbTableState ui, KbWords words) {
        ui.story(words.lines(step, table));
        step.events().stream().filter(e -> e instanceof KrambambuliEvent.RoundEnded)
                .map(e -> ((KrambambuliEvent.RoundEnded) e).result()).findFirst()
                .ifPresent(r -> {
                    ui.roundToShow = r;
                    ui.clearArrangement();
                });
    }

    /** A step the rules refused: why, with its rule, and the cards at fault marked (nothing changed). */
    static void refused(KrambambuliJudgment j, KbTableState ui, KbWords words) {
        ui.message = words.refusal(j);
        ui.messageIsError = true;
        ui.atFault = j.atFault();
    }

    /** Shows the table as the pupil sees it now; {@code closeRound} closes a round's results. */
    void show(KbTable table, boolean mine, Runnable closeRound) {
        KbTableState ui = player.state();
        KbWords words = player.words();
        seats.show(table, words);
        boolean drawn = table.view().turn().drawn();
        boolean seated = table.view().seat() >= 0;
        boolean opened = seated && table.view().iHaveOpened();
        board.show(table, ui, words, new KbBoard.Actions(mine && !drawn, actions::toggleDiscard,
                mine && drawn, actions::addTo, actions::meldCard));
        List<PlayingCard> shown = player.shownHand();
        List<PlayingCard> selection = new ArrayList<>(ui.selectedCards(shown));
        if (ui.discardSelected && table.view().discardTop() != null) {
            selection.add(table.view().discardTop());
        }
        if (ui.borrowed != null) {
            selection.add(ui.borrowed.card());
        }
        arrangement.show(ui, selection, opened, drawn, words);
        showHand(shown, mine, seated);
        String prompt = !mine ? (table.over() ? "" : words.t("kb.prompt.wait", words.name(table, table.view().toMove())))
                : words.t(!drawn ? "kb.prompt.draw" : !opened ? "kb.prompt.open"
                        : table.view().turn().laid() ? "kb.prompt.laid" : "kb.prompt.play");
        LiveText.set(message, ui.message == null ? prompt : ui.message);
        message.setClassName("kb-message-error", ui.message != null && ui.messageIsError);
        actions.setVisible(seated);
        actions.show(mine, drawn, opened, !ui.selected.isEmpty() || ui.discardSelected || ui.borrowed != null
                || !ui.pending.isEmpty());
        story.show(ui.story);
        if (ui.roundToShow != null && !ui.roundShown) {
            ui.roundShown = !table.over();
            end.show(table, ui.roundToShow, words, closeRound);
            end.scrollIntoView();
        }
        hand.getParent().ifPresent(play -> TableFocus.settle(play, FOCUS_PLACES));
    }

    private void showHand(List<PlayingCard> shown, boolean mine, boolean seated) {
        KbTableState ui = player.state();
        KbWords words = player.words();
        hand.removeAll();
        hand.setVisible(seated);
        List<PlayingCard> fault = new ArrayList<>(ui.atFault);
        CardSize size = shown.size() > 14 ? CardSize.SMALL : CardSize.NORMAL;
        for (int slot = 0; slot < shown.size(); slot++) {
            PlayingCard c = shown.get(slot);
            PlayingCardView card = PlayingCardView.front(c, size, words.cardName(c), mine);
            card.setId("kb-card-" + slot);
            card.picked(ui.selected.contains(slot));
            card.fault(fault.remove(c));
            if (mine) {
                int s = slot;
                card.addClickListener(e -> {
                    ui.toggle(s);
                    ui.message = null;
                    ui.atFault = List.of();
                    player.refresh();
                });
            }
            hand.add(card);
        }
        if (shown.isEmpty()) {
            hand.add(new Span(words.t("kb.hand.empty")));
        }
    }
}
