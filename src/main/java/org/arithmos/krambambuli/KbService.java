package org.arithmos.krambambuli;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;

/**
 * What is Krambambuli's own once its games against robots are private tables (decision 0018, step 3): who may play,
 * and what a pupil's step counts for in their progress (read by the table's hooks and the demo's import). Playing,
 * storing and resuming are the tables' ({@code TableService}, {@code GuestTables}).
 *
 * <p>Who may use it: anyone may ask; a pupil plays only when their level enables Krambambuli.
 */
@Service
public class KbService {

    private final LevelService levels;

    KbService(LevelService levels) {
        this.levels = levels;
    }

    /** Whether the signed-in person may start a game: guests and grown-ups may; a pupil when their level says so. */
    @PreAuthorize("permitAll()")
    public boolean mayPlay() {
        return levels.mayPlay(GameKind.KRAMBAMBULI);
    }

    /** What the pupil at seat 0 did, for the dashboards: first laying down (points), melds, additions, a round's points. */
    static List<Progress> progress(List<KrambambuliEvent> events) {
        return progress(events, KbTable.PUPIL);
    }

    static final String ROUND_POINTS = "ROUND_POINTS";

    /** What the pupil of {@code seat} did (a table's pupil sits at any seat, 0027). */
    static List<Progress> progress(List<KrambambuliEvent> events, int seat) {
        List<Progress> out = new ArrayList<>();
        for (KrambambuliEvent e : events) {
            switch (e) {
                case KrambambuliEvent.Laid l when l.seat() == seat ->
                        out.add(new Progress(l.opening() ? "OPENED" : "MELD", l.points(), l.melds().size() + " meld(s)"));
                case KrambambuliEvent.Added a when a.seat() == seat ->
                        out.add(new Progress("ADDED", a.cards().size(), "meld " + a.meld()));
                case KrambambuliEvent.RetrievedJoker j when j.seat() == seat ->
                        out.add(new Progress("JOKER_BACK", 1, j.card().notation()));
                case KrambambuliEvent.RoundEnded r -> out.add(new Progress(ROUND_POINTS,
                        r.result().points().get(seat), r.result().winner() == seat
                        ? (r.result().ramiSec() ? "RAMI_SEC" : "OUT") : r.result().winner() < 0 ? "BLOCKED" : ""));
                default -> {
                }
            }
        }
        return out;
    }

    /** A step the rules refused: the points laid (a first laying down) and "rule PROBLEM" ("KB-OPEN-1 TOO_FEW_POINTS"). */
    static Progress refused(KrambambuliJudgment verdict) {
        return new Progress("REFUSED", verdict.total(), verdict.rule() + " " + verdict.problem().name());
    }

    record Progress(String event, int amount, String detail) {
    }
}
