package org.arithmos.progress;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.arithmos.engine.arithmetic.Operator;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GamesImported;
import org.arithmos.nambarz.PupilAsked;
import org.arithmos.nambarz.PupilMoved;
import org.arithmos.progress.persistence.ProgressEventBatch;
import org.arithmos.progress.persistence.ProgressEventEntity;
import org.arithmos.progress.persistence.ProgressEventRepository;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Turns what the games report into progress events. Runs inside the transaction that stores the
 * move, so a move and its record are committed together.
 */
@Component
class ProgressRecorder {

    private static final String NAMBARZ = "NAMBARZ";

    private final ProgressEventRepository events;
    private final ProgressEventBatch batch;

    ProgressRecorder(ProgressEventRepository events, ProgressEventBatch batch) {
        this.events = events;
        this.batch = batch;
    }

    @EventListener
    void on(PupilMoved m) {
        events.save(new ProgressEventEntity(toEvent(m)));
    }

    @EventListener
    void on(PupilAsked asked) {
        events.save(new ProgressEventEntity(toEvent(asked)));
    }

    /** Games stored whole (the demo school's history): the same events as move by move, in one batch. */
    @EventListener
    void on(GamesImported imported) {
        List<ProgressEvent> all = new ArrayList<>();
        imported.asked().forEach(a -> all.add(toEvent(a)));
        imported.moves().forEach(m -> all.add(toEvent(m)));
        all.sort(Comparator.comparing(ProgressEvent::at)); // as they happened, like the table's ids
        batch.insertAll(all);
    }

    private static ProgressEvent toEvent(PupilMoved m) {
        Judgment verdict = m.events().stream()
                .filter(e -> e instanceof NambarzEvent.Played p && p.seat() == pupilSeat(m))
                .map(e -> ((NambarzEvent.Played) e).judgment()).findFirst().orElse(null);
        ProgressKind kind = switch (m.move()) {
            case NambarzMove.PutDown p -> ProgressKind.PLAY;
            case NambarzMove.PlayJoker j -> ProgressKind.JOKER;
            case NambarzMove.Draw d -> ProgressKind.DRAW;
            case NambarzMove.Pass p -> ProgressKind.PASS;
        };
        NambarzMove.PutDown put = m.move() instanceof NambarzMove.PutDown p ? p : null;
        return new ProgressEvent(m.pupilId(), m.gameId().value(), m.seq(), m.at(),
                NAMBARZ, kind, verdict == null ? null : verdict.legal(), rule(verdict), playKind(verdict),
                put == null ? null : operations(put), put == null ? null : put.cards().size(), bonus(verdict),
                m.hintUsed(), m.move().notation(), m.missedPlay() == null ? null : m.missedPlay().notation(),
                m.thinkMillis() == null ? null : (int) Math.min(Integer.MAX_VALUE, m.thinkMillis()), level(m.options()));
    }

    private static ProgressEvent toEvent(PupilAsked asked) {
        return switch (asked) {
            case PupilAsked.ForHint h -> new ProgressEvent(h.pupilId(), h.gameId().value(), h.seq(), h.at(), NAMBARZ,
                    ProgressKind.HINT, null, null, null, null, null, null, true, h.shown().notation(), null, null,
                    level(h.options()));
            case PupilAsked.ForCheck c -> new ProgressEvent(c.pupilId(), c.gameId().value(), c.seq(), c.at(), NAMBARZ,
                    ProgressKind.CHECK, c.verdict().legal(), rule(c.verdict()), playKind(c.verdict()),
                    operations(c.checked()), c.checked().cards().size(), null, false, c.checked().notation(), null,
                    null, level(c.options()));
        };
    }

    /** The pupil sits at seat 0 of every table they start. */
    private static int pupilSeat(PupilMoved m) {
        return 0;
    }

    private static String rule(Judgment j) {
        return j instanceof Judgment.Penalized p ? p.rule().id() : null;
    }

    private static String playKind(Judgment j) {
        return j instanceof Judgment.Accepted a ? a.kind().name() : null;
    }

    private static Integer bonus(Judgment j) {
        return j instanceof Judgment.Accepted a ? a.bonus() : null;
    }

    private static String operations(NambarzMove.PutDown p) {
        Set<Character> used = new LinkedHashSet<>();
        for (Operator op : p.expr().operators()) {
            used.add(op.ascii());
        }
        StringBuilder out = new StringBuilder();
        used.forEach(out::append);
        return out.isEmpty() ? null : out.toString();
    }

    static String level(NambarzOptions o) {
        return o.operations().code() + (o.parentheses() ? " ()" : "") + " " + o.jokerLevel().name().toLowerCase();
    }
}
