package org.arithmos.nambarz.ui;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.PlayContext;
import org.arithmos.nambarz.TableEvent;
import org.arithmos.nambarz.TableState;
import org.arithmos.pedagogy.Explanation;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.tables.Seat;

/** Says what happened at the table, line by line, and explains every penalty (NZ-PEN-6). */
final class Narrator {

    /** One line of the story; a penalty carries its explanation and the cards that were put down. */
    record Line(String text, String style, Explanation explanation, List<Card> cards, List<Integer> atFault) {
        static Line of(String text, String style) {
            return new Line(text, style, null, List.of(), List.of());
        }
    }

    private final NzWords words;
    private final Explanations explanations;
    /** The player's name, for a replay watched by someone else; null at the table ("You"). */
    private final String playerName;

    Narrator(NzWords words, Explanations explanations) {
        this(words, explanations, null);
    }

    Narrator(NzWords words, Explanations explanations, String playerName) {
        this.words = words;
        this.explanations = explanations;
        this.playerName = playerName;
    }

    List<Line> lines(TableEvent event, TableState table) {
        List<Line> out = new ArrayList<>();
        switch (event) {
            case TableEvent.MissedPlay(var play) -> out.add(Line.of(words.t("table.say.missed", words.move(play)), "missed"));
            case TableEvent.BetterPlay(var play) -> out.add(Line.of(play instanceof org.arithmos.engine.nambarz.NambarzMove.Draw
                    ? words.t("table.say.betterDraw") : words.t("table.say.better", words.move(play)), "better"));
            case TableEvent.Moved(int seat, var move, var reason, List<NambarzEvent> events) -> {
                for (NambarzEvent e : events) {
                    if (reason != null && e instanceof NambarzEvent.Passed passed && passed.seat() == seat) {
                        continue; // the bot's reason says it ("I keep the card", "I keep my replay joker")
                    }
                    if (reason != null && e instanceof NambarzEvent.Played p && p.seat() == seat && p.judgment().legal()) {
                        // A bot's play and its reason make one line: "Zoé: an easy calculation: 10 − 2 = 8."
                        out.add(Line.of(words.t("table.say.reason", name(table, seat),
                                words.t(reason.key(), playedText(p))), bonus(p) > 0 ? "master-stroke" : "played"));
                        continue;
                    }
                    line(e, table).ifPresent(out::add);
                }
                boolean saidWithPlay = events.stream().anyMatch(e -> e instanceof NambarzEvent.Played p && p.seat() == seat
                        && p.judgment().legal());
                if (reason != null && !saidWithPlay) {
                    out.add(Line.of(words.t("table.say.reason", name(table, seat),
                            words.t(reason.key(), words.move(move))), "reason"));
                }
            }
        }
        return out;
    }

    private java.util.Optional<Line> line(NambarzEvent e, TableState t) {
        return java.util.Optional.ofNullable(switch (e) {
            case NambarzEvent.Played p when p.judgment() instanceof Judgment.Penalized penalty ->
                    new Line(say("table.say.penalty", t, p.seat()), "penalty", explain(p, t), p.cards(),
                            penalty.atFault());
            case NambarzEvent.Played p -> Line.of(played(p, t), bonus(p) > 0 ? "master-stroke" : "played");
            case NambarzEvent.Drew(int seat, Card card) -> Line.of(card == null
                    ? say("table.say.drewHidden", t, seat) : words.t("table.say.drew", words.shortName(card)), "drew");
            case NambarzEvent.NothingToDraw n -> Line.of(words.t("table.say.nothingToDraw"), "info");
            case NambarzEvent.PenaltyDrawn(int seat, int count, List<Card> cards) -> Line.of(cards.isEmpty()
                    ? say("table.say.penaltyCardsHidden", t, seat, count)
                    : words.t("table.say.penaltyCards", count, words.cards(cards)), "penalty-cards");
            case NambarzEvent.Reshuffled r -> Line.of(words.t("table.say.reshuffled"), "info");
            case NambarzEvent.Passed(int seat) -> Line.of(say("table.say.passed", t, seat), "info");
            case NambarzEvent.Finished(int seat, int place) ->
                    Line.of(say("table.say.finished", t, seat, words.place(place)), "finished");
            case NambarzEvent.RoundStarted r -> Line.of(r.tieBreak() ? words.t("table.say.tieBreak", r.number())
                    : words.t("table.say.roundStarted", r.number(), say("table.say.starts", t, r.starter())), "round");
            case NambarzEvent.RoundEnded r -> Line.of(words.t("table.say.roundEnded", r.result().number()), "round");
            case NambarzEvent.GameEnded g -> Line.of(words.t("table.say.gameEnded"), "round");
        });
    }

    /** A play as text with its result: "10 − 2 = 8", a card's short name, or a joker's name. */
    private String playedText(NambarzEvent.Played p) {
        if (p.cards().getFirst() instanceof Joker joker) {
            return words.card(joker);
        }
        if (p.cards().size() == 1) {
            return words.shortName(p.cards().getFirst());
        }
        String calc = p.expr().format(i -> Integer.toString(((NumberCard) p.cards().get(i)).value()), true, true);
        String text = calc + " = " + p.judgment().evaluation().result();
        int bonus = bonus(p);
        return bonus > 0 ? text + " (" + words.t("table.say.masterStroke", bonus) + ")" : text;
    }

    private String played(NambarzEvent.Played p, TableState t) {
        if (p.cards().getFirst() instanceof Joker joker) {
            return say("table.say.joker", t, p.seat(), words.jokerKind(joker.kind()));
        }
        if (p.cards().size() == 1) {
            return say("table.say.single", t, p.seat(), words.shortName(p.cards().getFirst()));
        }
        String calc = p.expr().format(i -> Integer.toString(((NumberCard) p.cards().get(i)).value()), true, true);
        String text = say("table.say.calculation", t, p.seat(), calc + " = " + p.judgment().evaluation().result());
        int bonus = bonus(p);
        return bonus > 0 ? text + " " + words.t("table.say.masterStroke", bonus) : text;
    }

    private static int bonus(NambarzEvent.Played p) {
        return p.judgment() instanceof Judgment.Accepted a ? a.bonus() : 0;
    }

    private Explanation explain(NambarzEvent.Played p, TableState t) {
        var mode = t.setup().options().calcMode();
        List<NumberCard> numbers = p.cards().stream().filter(c -> c instanceof NumberCard).map(c -> (NumberCard) c).toList();
        return switch (p.context()) {
            case PlayContext.OnTarget(var target) when p.cards().getFirst() instanceof Joker j ->
                    explanations.explainJoker(target, j.kind(), p.judgment());
            case PlayContext.OnTarget(var target) -> explanations.explain(target, numbers, p.expr(), mode, p.judgment());
            case PlayContext.AfterChangeJoker(var joker, var covered) ->
                    explanations.explainAfterChangeJoker(joker, covered, numbers, p.judgment());
        };
    }

    /** The verdict of a Check: the same words as for a play, judged on the table as it is now. */
    Explanation explainCheck(TableState t, org.arithmos.engine.nambarz.NambarzMove.PutDown play, Judgment verdict) {
        PlayContext context = t.view().phase() instanceof org.arithmos.engine.nambarz.TurnPhase.AfterChangeJoker(
                var joker, var covered) ? new PlayContext.AfterChangeJoker(joker, covered)
                : new PlayContext.OnTarget(t.view().target());
        List<Card> cards = List.copyOf(play.cards());
        return explain(new NambarzEvent.Played(t.you(), cards, play.expr(), context, verdict), t);
    }

    private String name(TableState t, int seat) {
        Seat s = t.seats().get(seat);
        // At a live table the other pupils are named; only the reader's own seat is "You".
        return s.isBot() || seat != t.you() ? s.name() : playerName != null ? playerName : words.t("table.you");
    }

    /**
     * A sentence whose subject is a player: "Zoé ends the turn." for a robot or a named pupil (a replay),
     * "You end the turn." at the pupil's own table. The verb agrees with its subject in every language, so
     * each such sentence has a second key ending in {@code .you}, without the name.
     */
    private String say(String key, TableState t, int seat, Object... rest) {
        Seat s = t.seats().get(seat);
        if (!s.isBot() && seat == t.you() && playerName == null) { // a classmate at a live table is named
            return words.t(key + ".you", rest);
        }
        Object[] args = new Object[rest.length + 1];
        args[0] = name(t, seat);
        System.arraycopy(rest, 0, args, 1, rest.length);
        return words.t(key, args);
    }
}
