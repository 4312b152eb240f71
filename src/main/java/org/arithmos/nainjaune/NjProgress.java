package org.arithmos.nainjaune;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.arithmos.engine.nainjaune.NainJauneEvent;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneState.Payment;

/**
 * The pupil's (seat 0, or their seat at a live table) part of a move's events, as progress rows for the dashboards: PUT (a card), PASSED,
 * BOX_WON (tokens of a box, NJ-BOX-1), ROUND_WON (the board and the payments, NJ-END-1), PAID (with the
 * sum as "1+1+2+5"), GAME_WON (NJ-END-2). Refused tries are recorded by the service as REFUSED.
 */
final class NjProgress {

    record Row(String event, int amount, String detail) {
    }

    private NjProgress() {
    }

    /** A try the rules refused: its rule and the move tried ("NJ-PLAY-2 put 7H"). */
    static Row refused(NainJauneJudgment verdict, NainJauneMove move) {
        return new Row("REFUSED", 0, verdict.rule() + " " + move.notation());
    }

    static List<Row> of(List<NainJauneEvent> events) {
        return of(events, NjTable.PUPIL);
    }

    /** The same for the pupil at seat {@code me} (a live table, where any seat may be a pupil's). */
    static List<Row> of(List<?> events, int me) {
        List<Row> rows = new ArrayList<>();
        for (Object o : events) {
            switch ((NainJauneEvent) o) {
                case NainJauneEvent.CardPut p when p.seat() == me -> rows.add(new Row("PUT", 1, p.card().notation()));
                case NainJauneEvent.Passed p when p.seat() == me -> rows.add(new Row("PASSED", 0, ""));
                case NainJauneEvent.BoxWon b when b.seat() == me -> rows.add(new Row("BOX_WON", b.tokens(), b.box().name()));
                case NainJauneEvent.RoundEnded r -> {
                    if (r.result().winner() == me) {
                        int received = r.result().payments().stream().mapToInt(Payment::paid).sum();
                        rows.add(new Row("ROUND_WON", r.result().boardTaken() + received, "round " + r.result().round()));
                    }
                    r.result().payments().stream().filter(p -> p.payer() == me).forEach(p -> rows.add(new Row("PAID",
                            p.paid(), p.prices().stream().map(String::valueOf).collect(Collectors.joining("+")))));
                }
                case NainJauneEvent.GameEnded g when g.winners().contains(me) ->
                        rows.add(new Row("GAME_WON", g.tokens().get(me), ""));
                default -> {
                }
            }
        }
        return rows;
    }
}
