package org.arithmos.nambarz.ui;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.nambarz.TableState;
import org.arithmos.tables.TableException;

/**
 * The pupil's calculation at a Nambarz table: the hand they pick cards from, the bar that shows what they build,
 * and what the bar's buttons and the keys ({@link TableKeys}) do with it, until it is played. A joker is played on
 * its own. In learning mode the pupil may have it checked, or ask for a hint, without playing.
 */
final class NzCalculation implements CalculationBar.Actions {

    private final NzScreen screen;
    private final Narration narration;
    private final TableMarks marks;
    private final CalculationBar bar = new CalculationBar(this);
    private final HandArea hand = new HandArea(this::pick);
    private CalculationDraft draft = new CalculationDraft(false);
    private CheckedPlay checked;
    private Joker joker;
    private int jokerSlot = -1;

    NzCalculation(NzScreen screen, Narration narration, TableMarks marks) {
        this.screen = screen;
        this.narration = narration;
        this.marks = marks;
    }

    CalculationBar bar() {
        return bar;
    }

    HandArea hand() {
        return hand;
    }

    /** Another table, or the same one looked up again: a calculation with or without brackets, as it allows. */
    void newDraft(boolean parentheses) {
        draft = new CalculationDraft(parentheses);
    }

    /** A checked calculation is no longer said once anything is played or the table changes. */
    void forgetCheck() {
        checked = null;
    }

    void clearDraft() {
        draft.clear();
        joker = null;
        jokerSlot = -1;
    }

    /** The hand and the bar, as the pupil's seat sees them now. */
    void show(TableState table, NzWords words) {
        Set<Integer> chosen = new HashSet<>(draft.slots());
        if (joker != null) {
            chosen.add(jokerSlot);
        }
        hand.show(table.view().hand(), screen.myTurn(), chosen, marks.hinted, marks.atFault, marks.fresh(table, hand),
                words);
        bar.show(table, draft, joker, words);
    }

    /** A checked calculation is said again in the screen's new language. */
    void sayCheckAgain(TableState table) {
        if (checked != null && table != null) {
            checked.show(narration, table, screen.words(), screen.explanations());
        }
    }

    private void pick(int slot, Card card) {
        if (!screen.myTurn()) {
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
        screen.refresh();
    }

    @Override
    public void operator(Operator op) {
        if (screen.myTurn() && screen.table().setup().options().operations().allows(op) && draft.addOperator(op)) {
            screen.refresh();
        }
    }

    @Override
    public void open() {
        if (draft.open()) {
            screen.refresh();
        }
    }

    @Override
    public void close() {
        if (draft.close()) {
            screen.refresh();
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
        screen.refresh();
    }

    @Override
    public void clear() {
        clearDraft();
        screen.refresh();
    }

    @Override
    public void play() {
        if (!screen.myTurn()) {
            return;
        }
        NambarzMove move = joker != null ? new NambarzMove.PlayJoker(joker.kind()) : draft.toMove().orElse(null);
        if (move != null) {
            screen.send(move);
        }
    }

    /** Learning mode: the verdict on the calculation without playing it, at the pupil's own level (0018). */
    @Override
    public void check() {
        var move = draft.toMove();
        if (!screen.myTurn() || move.isEmpty()) {
            return;
        }
        try {
            screen.player().check(screen.tableId(), screen.table().moveCount(), move.get()).ifPresent(verdict -> {
                checked = new CheckedPlay(move.get(), (Judgment) verdict);
                checked.show(narration, screen.table(), screen.words(), screen.explanations());
            });
        } catch (TableException e) {
            screen.refused(e);
        }
    }

    /** Learning mode: the play to try, marked in the hand and said in the story, for this pupil only. */
    @Override
    public void hint() {
        if (!screen.myTurn()) {
            return;
        }
        try {
            screen.player().hint(screen.tableId(), screen.table().moveCount()).ifPresent(h -> {
                marks.hint((NambarzMove) h, hand);
                narration.add(List.of(Narrator.Line.of(screen.words().hint((NambarzMove) h), "hint")));
                screen.refresh();
            });
        } catch (TableException e) {
            screen.refused(e);
        }
    }

    @Override
    public void draw() {
        if (screen.myTurn() && bar.shows("draw")) {
            screen.send(new NambarzMove.Draw());
        }
    }

    @Override
    public void pass() {
        if (screen.myTurn() && bar.shows("pass")) {
            screen.send(new NambarzMove.Pass());
        }
    }
}
