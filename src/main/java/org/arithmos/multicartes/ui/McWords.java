package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.Component;
import java.util.List;
import java.util.stream.Collectors;
import org.arithmos.engine.multicartes.Combination;
import org.arithmos.engine.multicartes.MulticartesEvent;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.engine.multicartes.Products;
import org.arithmos.multicartes.McOutcome;
import org.arithmos.multicartes.McTable;

/** Multicartes' words in the reader's language: every text comes from the bundles ({@code mc.*}). */
final class McWords {

    private final Component owner;

    McWords(Component owner) {
        this.owner = owner;
    }

    String t(String key, Object... args) {
        return owner.getTranslation(key, args);
    }

    /** "2 × 6 = 12". */
    static String product(int a, int b) {
        return a + " × " + b + " = " + (a * b);
    }

    String name(McTable table, int seat) {
        String name = table.botNames().get(seat);
        return name == null ? t("mc.you") : name;
    }

    String cardName(int value) {
        return t("mc.card.number", value);
    }

    String combinationName(Combination c) {
        return t("mc.card.combination", c.values().stream().map(String::valueOf).collect(Collectors.joining(", ")));
    }

    String cards(int n) {
        return t(n == 1 ? "mc.cards.one" : "mc.cards.many", n);
    }

    /**
     * Why a move was refused, with the numbers (MC has no penalty: the pupil tries again). No rule id: a child
     * reads the reason; the id stays in the judgment (the table puts it in a data attribute).
     */
    String refusal(MulticartesJudgment j, MulticartesMove move, Integer discardTop) {
        return switch (j.problem()) {
            case NOT_ON_CARD -> {
                int[] f = factors(move);
                String text = t("mc.explain.NOT_ON_CARD", f[0], f[1], f[0] * f[1]);
                var near = j.nearMiss();
                yield near == null ? text
                        : text + " " + t("mc.explain.nearMiss", near.first(), near.second(), near.product());
            }
            case NOT_IN_HAND -> t("mc.explain.NOT_IN_HAND", j.atFault().stream().map(String::valueOf)
                    .collect(Collectors.joining(", ")));
            case TAKEN_CARD_NOT_USED -> t("mc.explain.TAKEN_CARD_NOT_USED", discardTop == null ? "" : discardTop);
            case SWAP_WHILE_HAND_PLAYS, NOTHING_TO_SWAP, NOT_NOW, NONE -> t("mc.explain." + j.problem().name());
        };
    }

    /** The answer of the "can this number be made?" helper. */
    String makeability(int number) {
        Products.Makeability m = Products.of(number);
        return switch (m.reason()) {
            case MADE -> t("mc.make.MADE", number, m.pairs().stream().map(p -> p.small() + " × " + p.large())
                    .collect(Collectors.joining(" = ")));
            case FACTOR_OVER_TEN -> t("mc.make.FACTOR_OVER_TEN", number, m.pairs().getFirst().small(),
                    m.pairs().getFirst().large());
            case ZERO, PRIME_OVER_TEN, OVER_HUNDRED -> t("mc.make." + m.reason().name(), number);
        };
    }

    /** What one move at the table did, line by line. */
    List<String> lines(McOutcome.Step step, McTable table) {
        String who = name(table, step.seat());
        String reason = step.reason() == null ? "" : " " + t("mc.bot.reason." + step.reason().name());
        return step.events().stream().map(e -> switch (e) {
            case MulticartesEvent.Multiplied m -> t("mc.say.multiplied", who, product(m.first(), m.second())) + reason;
            case MulticartesEvent.Swapped s -> t(you("mc.say.swapped", table, step.seat()), who, s.given(), s.taken());
            case MulticartesEvent.Passed p -> t(you("mc.say.passed", table, step.seat()), who) + reason;
            case MulticartesEvent.CombinationTurned c -> t("mc.say.turned", c.combination().values().stream()
                    .map(String::valueOf).collect(Collectors.joining(" · ")));
            case MulticartesEvent.PileReshuffled r -> t("mc.say.reshuffled");
            case MulticartesEvent.RoundEnded r -> roundEnded(r.result(), table);
            case MulticartesEvent.GameEnded g -> t("mc.say.gameEnded");
        }).toList();
    }

    /** Solo has one round and no winner: the hand is empty, or the game stops at its limit (decision 31). */
    private String roundEnded(MulticartesState.RoundResult r, McTable table) {
        if (table.setup().isSolo()) {
            return r.winner() < 0 ? t("mc.say.soloStopped", r.combinationsTurned()) : t("mc.say.soloEmptied");
        }
        return t(you("mc.say.roundEnded", table, r.winner()), r.round(), name(table, r.winner()));
    }

    /**
     * The reader is "you": their sentences have their own keys ({@code <key>.you}), for the grammar. The
     * reader's seat is the one without a name (seat 0 against robots, their own seat at a live table).
     */
    static String you(String key, McTable table, int seat) {
        return seat >= 0 && table.botNames().get(seat) == null ? key + ".you" : key;
    }

    /** What the pupil could have done instead of passing, said kindly (decision 26). */
    String missed(MulticartesMove m) {
        return m instanceof MulticartesMove.SwapAndMultiply w
                ? t("mc.say.missed.swap", w.given(), product(w.first(), w.second()))
                : t("mc.say.missed", move(m));
    }

    String move(MulticartesMove m) {
        return switch (m) {
            case MulticartesMove.Multiply x -> product(x.first(), x.second());
            case MulticartesMove.SwapAndMultiply w -> t("mc.move.swap", w.given(), product(w.first(), w.second()));
            case MulticartesMove.Pass p -> t("mc.move.pass");
        };
    }

    private static int[] factors(MulticartesMove move) {
        return switch (move) {
            case MulticartesMove.Multiply m -> new int[] {m.first(), m.second()};
            case MulticartesMove.SwapAndMultiply w -> new int[] {w.first(), w.second()};
            case MulticartesMove.Pass p -> new int[] {0, 0};
        };
    }
}
