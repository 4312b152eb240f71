package org.arithmos.progress;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.PlayContext;
import org.arithmos.engine.nambarz.PlayKind;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.PupilAsked;
import org.arithmos.nambarz.PupilMoved;
import org.arithmos.tables.GameId;
import org.arithmos.tables.TableService;
import org.arithmos.testing.RobotTables;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Test helper: a pupil's progress written by the real recorder, from the events Nambarz's tables publish
 * ({@link PupilMoved}, {@link PupilAsked}), with the verdicts, times and levels a test needs. The game is a
 * real stored game of the pupil, at their private table (progress events reference it).
 */
public final class Seeds {

    public static final NambarzOptions PLUS_MINUS = NambarzOptions.of(3).withOperations(OperationSet.ADD_SUBTRACT);
    public static final NambarzOptions ALL_FOUR = NambarzOptions.of(3);
    public static final NambarzOptions BRACKETS = NambarzOptions.of(3).withParentheses(true);
    private static final Target TARGET = new Target.NumberTarget((NumberCard) Card.parse("7"));

    private final ApplicationEventPublisher publisher;
    private final TransactionTemplate tx;
    private final TableService tables;
    private int seq;

    public Seeds(ApplicationEventPublisher publisher, TransactionTemplate tx, TableService tables) {
        this.publisher = publisher;
        this.tx = tx;
        this.tables = tables;
    }

    /** A real game started by the pupil (stored, so that events can name it). */
    public GameId game(Account pupil) {
        return new RobotTables(tables).open(pupil, NambarzOptions.of(3), "LEARNING", "BEGINNER", null);
    }

    /** A correct play of these cards ({@code "3 + 4"}, {@code "7"}), with a master-stroke bonus or 0. */
    public void correct(Account pupil, GameId game, Instant at, NambarzOptions level, String notation, int bonus, boolean hinted) {
        NambarzMove.PutDown move = (NambarzMove.PutDown) NambarzMove.parse(notation);
        PlayKind kind = move.cards().size() == 1 ? PlayKind.MATCH : PlayKind.CALCULATION;
        moved(pupil, game, at, level, move, new Judgment.Accepted(kind, bonus, null), hinted, null);
    }

    public void correct(Account pupil, GameId game, Instant at, NambarzOptions level, String notation) {
        correct(pupil, game, at, level, notation, 0, false);
    }

    /** A penalized play, breaking {@code rule} ({@code "NZ-CALC-7"}). */
    public void penalized(Account pupil, GameId game, Instant at, NambarzOptions level, String notation, String rule,
                   boolean hinted) {
        NambarzMove move = NambarzMove.parse(notation);
        moved(pupil, game, at, level, move, new Judgment.Penalized(NambarzRule.ofId(rule), List.of(0),
                new Correction.TakeBack(), null), hinted, null);
    }

    public void penalized(Account pupil, GameId game, Instant at, NambarzOptions level, String notation, String rule) {
        penalized(pupil, game, at, level, notation, rule, false);
    }

    public void replayJoker(Account pupil, GameId game, Instant at, NambarzOptions level) {
        moved(pupil, game, at, level, new NambarzMove.PlayJoker(JokerKind.REPLAY),
                new Judgment.Accepted(PlayKind.REPLAY_JOKER, 0, null), false, null);
    }

    /** A draw; {@code missed} is the play that was possible, or null. */
    public void draw(Account pupil, GameId game, Instant at, NambarzOptions level, String missed) {
        moved(pupil, game, at, level, new NambarzMove.Draw(), null, false, missed == null ? null : NambarzMove.parse(missed));
    }

    public void hint(Account pupil, GameId game, Instant at, NambarzOptions level) {
        NambarzMove shown = NambarzMove.parse("3 + 4");
        tx.executeWithoutResult(s -> publisher.publishEvent(new PupilAsked.ForHint(pupil.id(), game, seq++, at, level, shown)));
    }

    public void check(Account pupil, GameId game, Instant at, NambarzOptions level, String notation) {
        NambarzMove.PutDown checked = (NambarzMove.PutDown) NambarzMove.parse(notation);
        tx.executeWithoutResult(s -> publisher.publishEvent(new PupilAsked.ForCheck(pupil.id(), game, seq++, at, level,
                checked, new Judgment.Accepted(PlayKind.CALCULATION, 0, null))));
    }

    private void moved(Account pupil, GameId game, Instant at, NambarzOptions level, NambarzMove move, Judgment verdict,
                       boolean hinted, NambarzMove missed) {
        List<NambarzEvent> events = new ArrayList<>();
        if (verdict != null) {
            List<Card> cards = switch (move) {
                case NambarzMove.PutDown p -> List.copyOf(p.cards());
                case NambarzMove.PlayJoker j -> List.of(org.arithmos.engine.nambarz.Joker.of(j.kind()));
                default -> List.of();
            };
            var expr = move instanceof NambarzMove.PutDown p ? p.expr() : null;
            events.add(new NambarzEvent.Played(0, cards, expr, new PlayContext.OnTarget(TARGET), verdict));
        }
        var moved = new PupilMoved(pupil.id(), game, seq++, at, level, GameMode.LEARNING, move, events, hinted, missed, 1000L);
        tx.executeWithoutResult(s -> publisher.publishEvent(moved));
    }
}
