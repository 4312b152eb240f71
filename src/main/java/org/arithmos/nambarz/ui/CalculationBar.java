package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
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
import org.arithmos.shell.Markup;

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
    /**
     * The buttons, as markup of Vaadin's buttons in three groups (decision 0038: 16 buttons with their texts, icons
     * and tooltips were about 35 state nodes and 11 listeners): each group is written again only when one of its
     * buttons changed, and the table's focus script puts the focus back on the button pressed (decision 0033).
     */
    private final Div operators = new Div();
    private final Div edit = new Div();
    private final Div turn = new Div();
    private final Actions actions;
    /** The buttons drawn, by id, as the pupil sees them now: a press counts only on one shown and enabled. */
    private final Map<String, BarButton> drawn = new java.util.LinkedHashMap<>();

    CalculationBar(Actions actions) {
        this.actions = actions;
        addClassName("calculation-bar");
        shown.addClassName("calculation");
        shown.setId("calculation");
        shown.getElement().setAttribute("aria-live", "polite");
        result.addClassName("calculation-result");
        result.setId("running-result");
        operators.addClassName("operator-buttons");
        edit.addClassName("edit-buttons");
        turn.addClassName("turn-buttons");
        for (Div group : List.of(operators, edit, turn)) {
            Markup.onAct(group, this::press);
        }
        Div top = new Div(shown, result, edit);
        top.addClassName("calculation-top");
        Div bottom = new Div(operators, turn);
        bottom.addClassName("calculation-buttons");
        add(top, bottom);
    }

    /**
     * A button pressed, by its id ({@code op-plus}, {@code op-open}, {@code undo}, {@code play}, {@code draw}…), as
     * the browser sends it and the tests press it; nothing for a button hidden or disabled now.
     */
    void press(String id) {
        BarButton button = drawn.get(id);
        if (button == null || !button.shown() || !button.enabled()) {
            return;
        }
        switch (id) {
            case "op-open" -> actions.open();
            case "op-close" -> actions.close();
            case "undo" -> actions.undo();
            case "clear" -> actions.clear();
            case "play" -> actions.play();
            case "check" -> actions.check();
            case "hint" -> actions.hint();
            case "draw" -> actions.draw();
            case "pass" -> actions.pass();
            default -> {
                for (Operator op : Operator.values()) {
                    if (id.equals(operatorId(op))) {
                        actions.operator(op);
                    }
                }
            }
        }
    }

    /** Whether the button with this id is shown (enabled or not). */
    boolean shows(String id) {
        BarButton button = drawn.get(id);
        return button != null && button.shown();
    }

    void show(TableState t, CalculationDraft draft, Joker joker, NzWords words) {
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
        List<BarButton> ops = new ArrayList<>();
        for (Operator op : Operator.values()) {
            ops.add(BarButton.text(operatorId(op), String.valueOf(op.symbol()), "", "operator-button",
                    options.operations().allows(op), mine && draft.canAddOperator() && joker == null));
        }
        ops.add(BarButton.text("op-open", "(", "", "", options.parentheses(), mine && draft.canOpen()));
        ops.add(BarButton.text("op-close", ")", "", "", options.parentheses(), mine && draft.canClose()));
        boolean undoable = mine && (!draft.isEmpty() || joker != null);
        List<BarButton> edits = List.of(
                BarButton.icon("undo", "arrow-backward", words.t("table.action.undo"), undoable),
                BarButton.icon("clear", "close-small", words.t("table.action.clear"), undoable));

        TurnPhase phase = t.view().phase();
        boolean learning = t.setup().mode() == GameMode.LEARNING;
        List<BarButton> turns = List.of(
                BarButton.text("play", words.t("table.action.play"), "primary large", "", true,
                        mine && (joker != null || draft.isComplete())),
                BarButton.text("check", words.t("table.action.check"), "large", "", learning,
                        mine && joker == null && draft.isComplete()),
                BarButton.text("hint", words.t("table.action.hint"), "large contrast", "", learning, mine),
                BarButton.text("draw", words.t("table.action.draw"), "large", "", phase instanceof TurnPhase.Open, mine),
                BarButton.text("pass", words.t(phase instanceof TurnPhase.Drawn ? "table.action.keep"
                        : "table.action.endTurn"), "large", "", mine && !(phase instanceof TurnPhase.Open), true));
        drawn.clear();
        draw(operators, ops);
        draw(edit, edits);
        draw(turn, turns);
    }

    private void draw(Div group, List<BarButton> buttons) {
        var out = new StringBuilder();
        for (BarButton button : buttons) {
            drawn.put(button.id(), button);
            button.markup(out);
        }
        Markup.show(group, out.toString());
    }

    private static String operatorId(Operator op) {
        return "op-" + op.name().toLowerCase(java.util.Locale.ROOT);
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
