package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliRules;
import org.arithmos.engine.krambambuli.Meld;
import org.arithmos.engine.krambambuli.Melds;
import org.arithmos.krambambuli.KbOutcome;
import org.arithmos.krambambuli.KbTable;

/** Krambambuli's words in the reader's language: every text comes from the bundles ({@code kb.*}). */
final class KbWords {

    private final Component owner;

    KbWords(Component owner) {
        this.owner = owner;
    }

    String t(String key, Object... args) {
        return owner.getTranslation(key, args);
    }

    String name(KbTable table, int seat) {
        return seat == table.view().seat() ? t("kb.you") : table.names().get(seat);
    }

    /** What a screen reader says for a card: "7 of hearts", "joker". */
    String cardName(PlayingCard c) {
        return switch (c) {
            case PlayingCard.Suited s -> t("kb.card", t("kb.rank." + s.rank().name()), t("kb.suit." + s.suit().name()));
            case PlayingCard.Joker j -> t("kb.card.joker");
        };
    }

    /** A card as read on screen: "7♥", or the word for a joker (its emoji is missing from many school fonts). */
    String card(PlayingCard c) {
        return c instanceof PlayingCard.Joker ? t("kb.card.joker") : c.toString();
    }

    /** Cards as read on screen: "7♥ 8♥ joker". */
    String cards(List<PlayingCard> cards) {
        return cards.stream().map(this::card).collect(Collectors.joining(" "));
    }

    /** "10 + 10 + 10 + 7 + 8 + 9 = 54". */
    static String sum(List<Integer> points) {
        int total = points.stream().mapToInt(Integer::intValue).sum();
        return points.stream().map(String::valueOf).collect(Collectors.joining(" + ")) + " = " + total;
    }

    /** Why a step was refused, with the cards and the numbers, and the rule it rests on. */
    String refusal(KrambambuliJudgment j) {
        String text = switch (j.problem()) {
            case TOO_FEW_POINTS -> t("kb.problem.TOO_FEW_POINTS", j.total(), sum(j.points()),
                    KrambambuliRules.OPENING_MINIMUM);
            default -> t("kb.problem." + j.problem().name(), cards(j.atFault()));
        };
        return text + " (" + (j.rule() == null ? "" : j.rule()) + ")";
    }

    /** Why cards make no meld (the same words as a refusal). */
    String noMeld(Melds.Arranged a) {
        return t("kb.problem." + a.problem().name(), cards(a.atFault())) + " (" + a.problem().rule + ")";
    }

    /** What one step at the table did, line by line; a card drawn by someone else stays hidden. */
    List<String> lines(KbOutcome.Step step, KbTable table) {
        String who = name(table, step.seat());
        String reason = step.reason() == null ? "" : " " + t("kb.bot.reason." + step.reason().name());
        List<String> out = new ArrayList<>();
        for (KrambambuliEvent e : step.events()) {
            String line = switch (e) {
                case KrambambuliEvent.Drew d -> d.seat() == table.view().seat() ? t("kb.say.drew.you", card(d.card()))
                        : t("kb.say.drew", who);
                case KrambambuliEvent.StockRenewed r -> t("kb.say.renewed", r.cards());
                case KrambambuliEvent.TookDiscard d -> t(you("kb.say.tookDiscard", d.seat(), table), who, card(d.card()));
                case KrambambuliEvent.Laid l -> t(you(l.opening() ? "kb.say.opened" : "kb.say.laid", l.seat(), table), who,
                        l.melds().stream().map(m -> cards(m.cards())).collect(Collectors.joining(" · ")), l.points());
                case KrambambuliEvent.Added a -> t(you("kb.say.added", a.seat(), table), who, cards(a.cards()), a.meld() + 1);
                case KrambambuliEvent.TookFromMeld f -> t(you("kb.say.tookFromMeld", f.seat(), table), who, card(f.card()), f.meld() + 1);
                case KrambambuliEvent.RetrievedJoker r -> t(you("kb.say.joker", r.seat(), table), who, card(r.card()), r.meld() + 1);
                case KrambambuliEvent.Discarded d -> t(you("kb.say.discarded", d.seat(), table), who, card(d.card()));
                case KrambambuliEvent.RoundEnded r -> r.result().winner() < 0 ? t("kb.say.blocked", r.result().round())
                        : t(you(r.result().ramiSec() ? "kb.say.ramiSec" : "kb.say.out", r.result().winner(), table),
                        name(table, r.result().winner()));
                case KrambambuliEvent.RoundDealt d -> t("kb.say.dealt", d.round());
                case KrambambuliEvent.GameEnded g -> t("kb.say.gameEnded");
            };
            out.add(line);
        }
        if (!out.isEmpty() && !reason.isEmpty()) {
            out.set(0, out.getFirst() + reason);
        }
        return out;
    }

    /** The points of melds being arranged, as the first laying down counts them (KB-OPEN-1). */
    static List<Integer> points(List<Meld> melds) {
        List<Integer> out = new ArrayList<>();
        melds.forEach(m -> out.addAll(m.cardPoints()));
        return out;
    }

    /**
     * The pupil of this screen is "you" (seat 0 against robots, their own seat at a live table): their sentences
     * have their own keys ({@code <key>.you}), for the grammar.
     */
    static String you(String key, int seat, KbTable table) {
        return seat == table.view().seat() ? key + ".you" : key;
    }
}
