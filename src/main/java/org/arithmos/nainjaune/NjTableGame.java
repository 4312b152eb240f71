package org.arithmos.nainjaune;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.classroom.Level;
import org.arithmos.engine.nainjaune.IllegalNainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneBot;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneObservation;
import org.arithmos.engine.nainjaune.NainJauneOptions;
import org.arithmos.engine.nainjaune.NainJauneRules;
import org.arithmos.engine.nainjaune.NainJauneState;
import org.arithmos.engine.nainjaune.NainJauneTransition;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableGame;
import org.springframework.stereotype.Component;

/**
 * Nain Jaune at a live table (docs/decisions/0018 step 2, 0026): the same engine, rounds and rules as the game
 * against robots. A step the rules refuse is answered by its judgment, stored nowhere; each pupil's moves (and
 * what the others' moves cost or bring them: payments, the board) count for them as in a game against robots.
 */
@Component
public class NjTableGame implements TableGame<NainJauneState, NainJauneMove, NainJauneObservation> {

    public static final String KIND = "NAIN_JAUNE";
    /** A seat's level: Nain Jaune judges no calculation, every seat plays the same rules (0026). */
    static final String SAME_RULES = "-";

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public int minSeats() {
        return 2;
    }

    @Override
    public int maxSeats() {
        return 8;
    }

    /** The host's choices (dealing, rounds, who continues a sequence) for this many seats (NJ-DEAL-1: 2 to 8). */
    @Override
    public String options(String chosen, int seats, List<String> levels) {
        NainJauneOptions o = NainJauneOptions.parse(chosen);
        return new NainJauneOptions(seats, o.dealing(), o.rounds(), o.startTokens(), o.continuing()).notation();
    }

    @Override
    public String level(Level level) {
        return SAME_RULES;
    }

    @Override
    public NainJauneState deal(String options, long seed) {
        return NainJauneGame.newGame(NainJauneOptions.parse(options), seed);
    }

    @Override
    public Optional<Integer> toMove(NainJauneState state) {
        return state.over() ? Optional.empty() : Optional.of(state.toMove());
    }

    @Override
    public int moveCount(NainJauneState state) {
        return state.moves();
    }

    @Override
    public Step<NainJauneState> apply(NainJauneState state, NainJauneMove move) {
        try {
            NainJauneTransition t = NainJauneGame.apply(state, move);
            return new Step<>(t.state(), t.events());
        } catch (IllegalNainJauneMove e) {
            throw new TableException(TableException.Problem.NOT_A_PLAY, e.judgment().problem().name());
        }
    }

    /** The judgment of a card the rules refuse ("start with your lowest card", NJ-PLAY-2), as the solo table gives it. */
    @Override
    public Optional<Object> refusal(NainJauneState state, NainJauneMove move) {
        NainJauneJudgment j = NainJauneRules.judge(state, move);
        return j.legal() ? Optional.empty() : Optional.of(j);
    }

    @Override
    public List<Object> refusalProgress(long pupilId, UUID gameId, int seq, Instant at, String mode,
                                        NainJauneState state, NainJauneMove move, Object judgment) {
        return List.of(new NjTableProgress(pupilId, gameId, seq, at,
                List.of(NjProgress.refused((NainJauneJudgment) judgment, move))));
    }

    /** The pupil's own move: a card put, a box won, a round or the game won, what they paid (NjProgress). */
    @Override
    public List<Object> progress(long pupilId, UUID gameId, int seq, Instant at, String mode, NainJauneState before,
                                 NainJauneMove move, Step<NainJauneState> step, boolean hinted,
                                 Long thinkMillis) {
        return rows(pupilId, before.toMove(), gameId, seq, at, step);
    }

    /**
     * Another seat's move, for this pupil: what they paid or took at a round's end, the game won (NJ-END-1,
     * NJ-END-2). Their own seat's move is {@link #progress} when they played it, and nothing when a stand-in did.
     */
    @Override
    public List<Object> seatProgress(long pupilId, int seat, int moverSeat, UUID gameId, int seq, Instant at,
                                     NainJauneState before, Step<NainJauneState> step) {
        return seat == moverSeat ? List.of() : rows(pupilId, seat, gameId, seq, at, step);
    }

    private static List<Object> rows(long pupilId, int seat, UUID gameId, int seq, Instant at,
                                     Step<NainJauneState> step) {
        List<NjProgress.Row> rows = NjProgress.of(step.events(), seat);
        return rows.isEmpty() ? List.of() : List.of(new NjTableProgress(pupilId, gameId, seq, at, rows));
    }

    /** The best play at a moment (the debrief, the replay; 0035): the expert robot's, from the seat's observation. */
    @Override
    public java.util.Optional<Robot<NainJauneMove>> bestPlay(NainJauneState state, int seat) {
        return java.util.Optional.of(robot(state, seat, "EXPERT"));
    }

    /** The robot decides from the seat's observation only; a stand-in plays as the expert robot does (0026). */
    @Override
    public Robot<NainJauneMove> robot(NainJauneState state, int seat, String level) {
        NainJauneBot bot = "BEGINNER".equals(level) ? NainJauneBot.BEGINNER : NainJauneBot.EXPERT;
        NainJauneBot.Decision d = bot.decide(state.observation(seat), state.seed() + state.moves());
        return new Robot<>(d.move(), d.reason());
    }

    /** The seat's observation (its hand, the others' card counts); a spectator's has no hand and no move. */
    @Override
    public NainJauneObservation view(NainJauneState state, int seat, boolean partnersSeeHands) {
        if (seat >= 0) {
            return state.observation(seat);
        }
        NainJauneObservation any = state.observation(state.toMove());
        return new NainJauneObservation(-1, List.of(), any.handSizes(), any.asideCount(), any.sequences(), any.board(),
                any.tokens(), any.toMove(), any.excluded(), any.round(), any.rounds(), any.results(), any.over(),
                List.of(), any.continuing());
    }

    /**
     * Every event of Nain Jaune is public: cards are put face up, and at a round's end each player shows the
     * cards they pay for (NJ-END-1). Nothing is drawn, so nothing is hidden.
     */
    @Override
    public List<?> seenBy(List<?> events, int seat) {
        return new ArrayList<>(events);
    }

    /** "My games" says a game against robots as it always did: "3 players, simplified dealing" (nj.shelf). */
    @Override
    public Optional<ShelfDetail> shelfDetail(String options, String mode) {
        NainJauneOptions o = NainJauneOptions.parse(options);
        return Optional.of(new ShelfDetail("nj.shelf", List.of(o.players(),
                new org.arithmos.tables.ShelfGame.Words("nj.shelf." + o.dealing().name()))));
    }

    @Override
    public NainJauneMove parseMove(String notation) {
        return NainJauneMove.parse(notation);
    }

    @Override
    public String notation(NainJauneMove move) {
        return move.notation();
    }

    /** The tokens, most first (NJ-END-2). */
    @Override
    public List<org.arithmos.tables.TablePlace> places(NainJauneState state, boolean stopped) {
        List<Integer> cards = new ArrayList<>();
        for (int seat = 0; seat < state.tokens().size(); seat++) {
            cards.add(state.hand(seat).size());
        }
        return org.arithmos.tables.TablePlace.rank(state.tokens(), true, stopped ? cards : null);
    }

    @Override
    public int cardsLeft(NainJauneState state, int seat) {
        return state.hand(seat).size();
    }

    /** A refused play counts as a mistake under the rule that refused it. */
    @Override
    public Optional<String> refusalRule(Object judgment) {
        return Optional.of(((NainJauneJudgment) judgment).rule());
    }

    /**
     * The one card the rules allowed (the next card of the sequence, NJ-PLAY-3; the lowest low card, NJ-PLAY-2, 4),
     * else, with several allowed or none (a pass, NJ-PLAY-5), the expert robot's choice, which the rules allow.
     */
    @Override
    public Optional<Robot<NainJauneMove>> correctPlay(NainJauneState state, Object judgment) {
        List<org.arithmos.engine.cards.PlayingCard.Suited> allowed = ((NainJauneJudgment) judgment).allowed();
        return allowed.size() == 1 ? Optional.of(new Robot<>(new NainJauneMove.Put(allowed.getFirst()), null))
                : TableGame.super.correctPlay(state, judgment);
    }
}
