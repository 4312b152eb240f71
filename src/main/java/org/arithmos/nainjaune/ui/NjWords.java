package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.Component;
import java.util.List;
import java.util.stream.Collectors;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Suit;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneState.Payment;
import org.arithmos.nainjaune.NjOutcome;
import org.arithmos.nainjaune.NjTable;

/** Nain Jaune's words in the reader's language: every text comes from the bundles ({@code nj.*}). */
final class NjWords {

    private final Component owner;

    NjWords(Component owner) {
        this.owner = owner;
    }

    String t(String key, Object... args) {
        return owner.getTranslation(key, args);
    }

    /** "You" for the reader's own seat, else the seat's name. */
    String name(NjTable table, int seat) {
        return seat == table.you() ? t("nj.you") : table.names().get(seat);
    }

    /** "5♠": the card as it is drawn, the same in every language. */
    static String card(PlayingCard c) {
        return c.toString();
    }

    /** What a screen reader says: "5 of spades". */
    String cardName(PlayingCard.Suited c) {
        return t("nj.card.name", c.rank().symbol(), suit(c.suit()));
    }

    String suit(Suit s) {
        return t("nj.suit." + s.name());
    }

    /** "the 2♣ or the 2♥". */
    String either(List<PlayingCard.Suited> cards) {
        return cards.stream().map(NjWords::card).collect(Collectors.joining(" " + t("nj.or") + " "));
    }

    String cards(int n) {
        return t(n == 1 ? "nj.cards.one" : "nj.cards.many", n);
    }

    /** Why a move was refused, with the cards, and the rule id (nothing changed: the pupil tries again). */
    String refusal(NainJauneJudgment j) {
        String fault = j.atFault() == null ? "" : card(j.atFault());
        String excluded = j.excluded() == null ? "" : suit(j.excluded());
        return t("nj.explain." + j.problem().name(), fault, either(j.allowed()), excluded)
                + (j.rule() == null ? "" : " (" + j.rule() + ")");
    }

    /** "1 + 1 + 2 + 5": the prices of the cards, to be followed by their total. */
    static String sum(Payment p) {
        return p.prices().isEmpty() ? "0" : p.prices().stream().map(String::valueOf).collect(Collectors.joining(" + "))
                + (p.prices().size() > 1 ? " = " + p.due() : "");
    }

    /** "Lina pays 1 + 1 + 2 + 5 = 9 tokens" (NJ-END-1), and what was paid when the payer had fewer. */
    String payment(NjTable table, Payment p) {
        String sum = p.prices().stream().map(String::valueOf).collect(Collectors.joining(" + "));
        String who = name(table, p.payer());
        String line = t(you(table, "nj.end.pays", p.payer()), who, sum, p.due());
        return p.paid() < p.due() ? line + " " + t(you(table, "nj.end.paysLess", p.payer()), who, p.paid()) : line;
    }

    /** What one move at the table did, line by line. */
    List<String> lines(NjOutcome.Step step, NjTable table) {
        String who = name(table, step.seat());
        String reason = step.reason() == null ? "" : " " + t("nj.bot.reason." + step.reason().name());
        return step.events().stream().map(e -> switch (e) {
            case NainJauneEvent.CardPut p -> t(you(table, p.started() ? "nj.say.started" : "nj.say.put", p.seat()),
                    name(table, p.seat()), card(p.card())) + reason;
            case NainJauneEvent.BoxWon b -> t(you(table, "nj.say.box", b.seat()), name(table, b.seat()),
                    t("nj.box." + b.box().name()), b.tokens());
            case NainJauneEvent.SequenceBlocked b when b.couldNot() == NainJauneEvent.SequenceBlocked.NOBODY -> t(
                    b.restarts() == table.you() ? "nj.say.blocked.nobodyRestartYou" : "nj.say.blocked.nobody",
                    "", card(b.missing()), name(table, b.restarts()));
            case NainJauneEvent.SequenceBlocked b -> t(b.couldNot() == table.you() ? "nj.say.blocked.you"
                    : b.restarts() == table.you() ? "nj.say.blocked.restartYou" : "nj.say.blocked",
                    name(table, b.couldNot()), card(b.missing()), name(table, b.restarts()));
            case NainJauneEvent.SequenceCompleted c when c.seat() == table.you() -> t("nj.say.completed.you");
            case NainJauneEvent.SequenceCompleted c -> t("nj.say.completed", name(table, c.seat()));
            case NainJauneEvent.Passed p -> t(you(table, "nj.say.passed", p.seat()), name(table, p.seat()));
            case NainJauneEvent.RoundStarted r -> t(you(table, "nj.say.roundStarted", r.starter()), r.round(),
                    name(table, r.starter()));
            case NainJauneEvent.RoundEnded r -> t(you(table, r.result().blocked() ? "nj.say.roundBlocked" : "nj.say.roundEnded",
                    r.result().winner()), name(table, r.result().winner()), r.result().round());
            case NainJauneEvent.GameEnded g -> t("nj.say.gameEnded");
        }).toList();
    }

    /** The reader is "you": their sentences have their own keys ({@code <key>.you}), for the grammar. */
    String you(NjTable table, String key, int seat) {
        return seat == table.you() ? key + ".you" : key;
    }
}
