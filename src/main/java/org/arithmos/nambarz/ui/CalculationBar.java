package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.arithmetic.Evaluation;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.PlayException;
import org.arithmos.nambarz.TableState;
import org.arithmos.tables.ui.Buttons;

/**
 * What the pupil is building (cards in order with operators, and brackets at that level), its running
 * result when the table shows results, and the buttons: operators, undo, and the turn's actions.
 */
final class CalculationBar extends Div {

    /** What the buttons do; the table's calculation ({@link NzCalculation}) implements it. */
    interface Actions {
        void operator(Operator op);

        void open();

        void close();

        void undo();

        void clear();

        void play();

        void check();

        void hint();

        void draw();

        void pass();
    }

    private final Div shown = new Div();
    /** What {@code shown} holds, piece by piece (a card, a {@link Symbol}, a {@link Prompt}). */
    private final List<Object> shownPieces = new ArrayList<>();
    private final Span result = new Span();
    private final Map<Operator, Button> operators = new EnumMap<>(Operator.class);
    private final Button open = new Button("(");
    private final Button close = new Button(")");
    private final Button undo = new Button(VaadinIcon.ARROW_BACKWARD.create());
    private final Button clear = new Button(VaadinIcon.CLOSE_SMALL.create());
    final Button play = new Button();
    final Button check = new Button();
    final Button hint = new Button();
    final Button draw = new Button();
    final Button pass = new Button();

    CalculationBar(Actions actions) {
        addClassName("calculation-bar");
        shown.addClassName("calculation");
        shown.setId("calculation");
        shown.getElement().setAttribute("aria-live", "polite");
        result.addClassName("calculation-result");
        result.setId("running-result");
        Div ops = new Div();
        ops.addClassName("operator-buttons");
        for (Operator op : Operator.values()) {
            Button b = new Button(String.valueOf(op.symbol()));
            b.setId("op-" + op.name().toLowerCase());
            b.addClassName("operator-button");
            b.addClickListener(e -> actions.operator(op));
            operators.put(op, b);
            ops.add(b);
        }
        open.setId("op-open");
        close.setId("op-close");
        undo.setId("undo");
        clear.setId("clear");
        open.addClickListener(e -> actions.open());
        close.addClickListener(e -> actions.close());
        undo.addClickListener(e -> actions.undo());
        clear.addClickListener(e -> actions.clear());
        ops.add(open, close);
        undo.getElement().setAttribute("aria-label", "undo");
        clear.getElement().setAttribute("aria-label", "clear");
        Div edit = new Div(undo, clear);
        edit.addClassName("edit-buttons");
        Div turn = new Div();
        turn.addClassName("turn-buttons");
        play.setId("play");
        check.setId("check");
        hint.setId("hint");
        draw.setId("draw");
        pass.setId("pass");
        play.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        check.addThemeVariants(ButtonVariant.LUMO_LARGE);
        hint.addThemeVariants(ButtonVariant.LUMO_LARGE, ButtonVariant.LUMO_CONTRAST);
        draw.addThemeVariants(ButtonVariant.LUMO_LARGE);
        pass.addThemeVariants(ButtonVariant.LUMO_LARGE);
        play.addClickListener(e -> actions.play());
        check.addClickListener(e -> actions.check());
        hint.addClickListener(e -> actions.hint());
        draw.addClickListener(e -> actions.draw());
        pass.addClickListener(e -> actions.pass());
        turn.add(play, check, hint, draw, pass);
        Div top = new Div(shown, result, edit);
        top.addClassName("calculation-top");
        Div bottom = new Div(ops, turn);
        bottom.addClassName("calculation-buttons");
        add(top, bottom);
    }

    void show(TableState t, CalculationDraft draft, Joker joker, NzWords words) {
        undo.getElement().setAttribute("aria-label", words.t("table.action.undo"));
        clear.getElement().setAttribute("aria-label", words.t("table.action.clear"));
        undo.setTooltipText(words.t("table.action.undo"));
        clear.setTooltipText(words.t("table.action.clear"));
        List<Object> pieces = new ArrayList<>();
        if (joker != null) {
            pieces.add(joker);
        }
        for (CalculationDraft.Token token : draft.tokens()) {
            pieces.add(switch (token) {
                case CalculationDraft.Token.CardToken c -> c.card();
                case CalculationDraft.Token.OperatorToken o -> new Symbol(String.valueOf(o.op().symbol()));
                case CalculationDraft.Token.Open o -> new Symbol("(");
                case CalculationDraft.Token.Close c -> new Symbol(")");
            });
        }
        if (draft.isEmpty() && joker == null) {
            pieces.add(new Prompt(t.yourTurn() ? words.t("table.build.prompt") : ""));
        }
        showPieces(pieces);
        // Long calculations get smaller cards so that they keep one row (table.css).
        int tokens = draft.tokens().size();
        shown.setClassName("calculation-long", tokens >= 9);
        shown.setClassName("calculation-very-long", tokens >= 15);
        result.setText(t.setup().showResults() ? runningResult(t, draft, words) : "");

        boolean mine = t.yourTurn();
        var options = t.setup().options();
        for (var entry : operators.entrySet()) {
            entry.getValue().setVisible(options.operations().allows(entry.getKey()));
            Buttons.setEnabled(entry.getValue(), mine && draft.canAddOperator() && joker == null);
        }
        open.setVisible(options.parentheses());
        close.setVisible(options.parentheses());
        Buttons.setEnabled(open, mine && draft.canOpen());
        Buttons.setEnabled(close, mine && draft.canClose());
        Buttons.setEnabled(undo, mine && (!draft.isEmpty() || joker != null));
        Buttons.setEnabled(clear, undo.isEnabled());

        TurnPhase phase = t.view().phase();
        boolean learning = t.setup().mode() == GameMode.LEARNING;
        play.setText(words.t("table.action.play"));
        Buttons.setEnabled(play, mine && (joker != null || draft.isComplete()));
        check.setText(words.t("table.action.check"));
        check.setVisible(learning);
        Buttons.setEnabled(check, mine && joker == null && draft.isComplete());
        hint.setText(words.t("table.action.hint"));
        hint.setVisible(learning);
        Buttons.setEnabled(hint, mine);
        draw.setText(words.t("table.action.draw"));
        draw.setVisible(phase instanceof TurnPhase.Open);
        Buttons.setEnabled(draw, mine);
        pass.setText(words.t(phase instanceof TurnPhase.Drawn ? "table.action.keep" : "table.action.endTurn"));
        pass.setVisible(mine && !(phase instanceof TurnPhase.Open));
    }

    /**
     * "10 − 4 = 6, 6 ÷ 2 = 3 ✓" as it grows; once complete, ✓ only when playing it would be accepted (the same
     * judgement as Check and as playing: a right result with mixed card types is ✗), else ✗.
     */
    private static String runningResult(TableState t, CalculationDraft draft, NzWords words) {
        Optional<Evaluation> steps = draft.steps();
        if (steps.isEmpty() || steps.get().steps().isEmpty()) {
            return "";
        }
        String text = words.steps(steps.get());
        if (draft.isComplete() && t.view().target() instanceof Target.NumberTarget && steps.get().valid()) {
            boolean accepted = draft.toMove().map(move -> {
                try {
                    return t.verdictOf(move).legal();
                } catch (PlayException notAPlay) {
                    return false;
                }
            }).orElse(false);
            text += accepted ? " ✓" : " ✗";
        }
        return text;
    }

    /** A symbol of the calculation (an operator, a bracket) and the words shown while it is empty. */
    private record Symbol(String text) {
    }

    private record Prompt(String text) {
    }

    /**
     * Shows the calculation's pieces (cards, symbols, the prompt) in place: the pieces already shown stay, those
     * after the first that differs go and the new ones are added. {@code #calculation} is a live region, and a
     * screen reader hears what it gains: a key adds or takes away one piece, so the pupil hears that piece, not the
     * whole calculation again (issue 13 §2).
     */
    private void showPieces(List<Object> wanted) {
        int same = 0;
        while (same < shownPieces.size() && same < wanted.size() && shownPieces.get(same).equals(wanted.get(same))) {
            same++;
        }
        while (shownPieces.size() > same) {
            shown.remove(shown.getComponentAt(shownPieces.size() - 1));
            shownPieces.removeLast();
        }
        for (Object piece : wanted.subList(same, wanted.size())) {
            shown.add(switch (piece) {
                case Card card -> new CardView(card, CardSize.SMALL);
                case Symbol symbol -> symbol(symbol.text());
                case Prompt prompt -> new Span(prompt.text());
                default -> throw new IllegalArgumentException("not a piece of a calculation: " + piece);
            });
            shownPieces.add(piece);
        }
    }

    private static Span symbol(String s) {
        Span span = new Span(s);
        span.addClassName("calculation-symbol");
        return span;
    }
}
