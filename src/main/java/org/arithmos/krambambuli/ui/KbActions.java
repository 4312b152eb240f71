package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.Meld;
import org.arithmos.engine.krambambuli.Melds;
import org.arithmos.tables.ui.Buttons;

/**
 * The pupil's buttons and what they do: draw, make a meld of the selected cards, lay down what is arranged
 * (with the top discard it is a take; with a table meld's card it is KB-TURN-2), add to a table meld, take a
 * joker back, discard, clear, and the hand's order. Every step goes to the engine through the service,
 * which judges it; melds the selected cards cannot make are explained at once with the same words.
 */
class KbActions extends Div {

    private final KbPlayer view;
    private final Button draw = new Button();
    private final Button meld = new Button();
    private final Button lay = new Button();
    private final Button discard = new Button();
    private final Button clear = new Button();
    private final Button sort = new Button();

    KbActions(KbPlayer view) {
        this.view = view;
        addClassName("kb-actions");
        draw.setId("kb-draw");
        draw.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        draw.addClickListener(e -> view.send(new KrambambuliMove.Draw()));
        meld.setId("kb-make-meld");
        meld.addThemeVariants(ButtonVariant.LUMO_LARGE);
        meld.addClickListener(e -> {
            if (makeMeld()) {
                view.refresh();
            }
        });
        lay.setId("kb-lay");
        lay.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        lay.addClickListener(e -> layDown());
        discard.setId("kb-discard-card");
        discard.addThemeVariants(ButtonVariant.LUMO_LARGE);
        discard.addClickListener(e -> discard());
        clear.setId("kb-clear");
        clear.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        clear.addClickListener(e -> {
            view.state().clearArrangement();
            view.say(null, false, List.of());
        });
        sort.setId("kb-sort");
        sort.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        sort.addClickListener(e -> {
            KbTableState ui = view.state();
            ui.sort = ui.sort == KbTableState.Sort.SUIT ? KbTableState.Sort.RANK : KbTableState.Sort.SUIT;
            ui.selected.clear();
            view.refresh();
        });
        add(draw, meld, lay, discard, clear, sort);
    }

    void show(boolean mine, boolean drawn, boolean opened, boolean somethingChosen) {
        KbWords words = view.words();
        draw.setText(words.t("kb.action.draw"));
        Buttons.setEnabled(draw, mine && !drawn);
        meld.setText(words.t("kb.action.meld"));
        Buttons.setEnabled(meld, mine && somethingChosen);
        lay.setText(words.t(drawn ? "kb.action.lay" : "kb.action.take"));
        Buttons.setEnabled(lay, mine && somethingChosen);
        discard.setText(words.t("kb.action.discard"));
        Buttons.setEnabled(discard, mine && drawn);
        clear.setText(words.t("kb.action.clear"));
        Buttons.setEnabled(clear, mine && somethingChosen);
        sort.setText(words.t(view.state().sort == KbTableState.Sort.SUIT ? "kb.action.sortRank" : "kb.action.sortSuit"));
    }

    /** The selected cards (with the discard or a table meld's card) as one more arranged meld; false if none. */
    private boolean makeMeld() {
        KbTableState ui = view.state();
        List<PlayingCard> cards = new ArrayList<>(ui.selectedCards(view.shownHand()));
        PlayingCard top = view.table().view().discardTop();
        if (ui.discardSelected && top != null) {
            cards.add(top);
        }
        if (ui.borrowed != null) {
            cards.add(ui.borrowed.card());
        }
        Melds.Arranged a = Melds.arrange(cards);
        if (!a.ok()) {
            view.say(view.words().noMeld(a), true, a.atFault());
            return false;
        }
        ui.pending.add(a.meld());
        ui.pendingUsesDiscard |= ui.discardSelected;
        if (ui.borrowed != null) {
            ui.pendingBorrow = ui.borrowed;
        }
        ui.clearSelection();
        ui.message = null;
        return true;
    }

    private void layDown() {
        KbTableState ui = view.state();
        if ((!ui.selected.isEmpty() || ui.discardSelected || ui.borrowed != null) && !makeMeld()) {
            return;
        }
        if (ui.pending.isEmpty()) {
            view.say(view.words().t("kb.hint.select"), false, List.of());
            return;
        }
        List<List<PlayingCard>> melds = ui.pending.stream().map(Meld::cards).toList();
        if (ui.pendingBorrow != null) {
            view.send(new KrambambuliMove.TakeFromMeld(ui.pendingBorrow.meld(), ui.pendingBorrow.card(), melds.getFirst()));
        } else if (!view.table().view().turn().drawn() && ui.pendingUsesDiscard) {
            view.send(new KrambambuliMove.TakeDiscard(melds));
        } else {
            view.send(new KrambambuliMove.Lay(melds));
        }
    }

    void toggleDiscard() {
        KbTableState ui = view.state();
        ui.discardSelected = !ui.discardSelected;
        view.say(ui.discardSelected ? view.words().t("kb.hint.discardTaken") : null, false, List.of());
    }

    void addTo(int index) {
        List<PlayingCard> added = view.state().selectedCards(view.shownHand());
        if (added.isEmpty()) {
            view.say(view.words().t("kb.hint.selectToAdd"), false, List.of());
            return;
        }
        Meld target = view.table().view().table().get(index).meld();
        view.send(new KrambambuliMove.Add(index, Melds.extend(target, added)));
    }

    /** A card of a table meld: a joker with one card selected is taken back (KB-JOKER-1); else it is borrowed (KB-TURN-2). */
    void meldCard(int index, PlayingCard card) {
        KbTableState ui = view.state();
        List<PlayingCard> selected = ui.selectedCards(view.shownHand());
        if (card instanceof PlayingCard.Joker && selected.size() == 1) {
            view.send(new KrambambuliMove.RetrieveJoker(index, selected.getFirst()));
            return;
        }
        KbTableState.Borrow b = new KbTableState.Borrow(index, card);
        ui.borrowed = b.equals(ui.borrowed) ? null : b;
        view.say(ui.borrowed == null ? null : view.words().t("kb.hint.borrowed", view.words().card(card)), false, List.of());
    }

    private void discard() {
        List<PlayingCard> selected = view.state().selectedCards(view.shownHand());
        if (selected.size() != 1 || !view.state().pending.isEmpty()) {
            view.say(view.words().t("kb.hint.discardOne"), false, List.of());
            return;
        }
        view.send(new KrambambuliMove.Discard(selected.getFirst()));
    }
}
