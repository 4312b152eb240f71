package org.arithmos.nambarz;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.classroom.Level;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotDecision;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.bots.SelfPlay;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.IllegalMoveException;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.engine.nambarz.NumberCard;
import org.arithmos.engine.nambarz.Transition;
import org.arithmos.tables.GameId;
import org.arithmos.tables.ShelfGame;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableGame;
import org.arithmos.tables.TableMark;
import org.springframework.stereotype.Component;

/**
 * Nambarz at a live table (docs/decisions/0018): the engine answers the table's questions. Each pupil's seat
 * keeps their own level (operations and brackets), so a mixed-ability table judges each seat at its level.
 */
@Component
public class NzTableGame implements TableGame<NambarzState, NambarzMove, NzSeatView> {

    public static final String KIND = "NAMBARZ";

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
        return 12;
    }

    /**
     * The host's options for these seats: teams need every seat of the table taken (NZ-TEAM-1); each pupil's
     * seat is judged at its level, a robot's at the widest level of the table.
     */
    @Override
    public String options(String chosen, int seats, List<String> levels) {
        NambarzOptions o = NambarzOptions.parse(chosen);
        if (seats != o.players()) {
            if (o.teamPlay()) {
                throw new IllegalArgumentException("the teams need all " + o.players() + " seats");
            }
            o = new NambarzOptions(seats, List.of(), o.rounds(), o.operations(), o.parentheses(), o.jokerLevel());
        }
        List<CalcMode> pupils = levels.stream().filter(Objects::nonNull).map(NzTableGame::mode).toList();
        if (pupils.isEmpty()) {
            return o.notation();
        }
        boolean all = pupils.stream().anyMatch(m -> m.operations() == OperationSet.ALL);
        boolean brackets = pupils.stream().anyMatch(CalcMode::parentheses);
        CalcMode widest = new CalcMode(all ? OperationSet.ALL : OperationSet.ADD_SUBTRACT, brackets);
        o = o.withOperations(widest.operations()).withParentheses(widest.parentheses());
        List<CalcMode> modes = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            String level = seat < levels.size() ? levels.get(seat) : null;
            modes.add(level == null ? widest : mode(level));
        }
        boolean mixed = modes.stream().distinct().count() > 1;
        return (mixed ? o.withSeatModes(modes) : o).notation();
    }

    @Override
    public String level(Level level) {
        return level.operations().code() + (level.parentheses() ? "()" : "");
    }

    /**
     * As against robots, the mover is told the play they missed by drawing or keeping a card (NZ-TURN-2) and, when
     * their play was penalized and taken back, the play the hint would have shown.
     */
    @Override
    @SuppressWarnings("unchecked")
    public List<Object> moverNotes(NambarzState before, NambarzMove move, Step<NambarzState> step) {
        List<Object> notes = new ArrayList<>();
        NambarzMove missed = Hints.missedPlay(before, move);
        if (missed != null) {
            notes.add(new TableEvent.MissedPlay(missed));
        }
        Hints.betterPlay(before, new Transition(step.state(), (List<NambarzEvent>) step.events()))
                .ifPresent(better -> notes.add(new TableEvent.BetterPlay(better)));
        return notes;
    }

    /** A pupil plays against robots with their level's operations, brackets and jokers (as against robots before the switch, 0018). */
    @Override
    public String atLevel(String options, Level level) {
        return NambarzOptions.parse(options).withOperations(level.operations()).withParentheses(level.parentheses())
                .withJokerLevel(level.jokers()).notation();
    }

    private static CalcMode mode(String level) {
        boolean brackets = level.endsWith("()");
        return new CalcMode(OperationSet.parse(brackets ? level.substring(0, level.length() - 2) : level), brackets);
    }

    @Override
    public NambarzState deal(String options, long seed) {
        return NambarzGame.newGame(NambarzOptions.parse(options), seed);
    }

    @Override
    public Optional<Integer> toMove(NambarzState state) {
        return state.isOver() ? Optional.empty() : Optional.of(state.currentSeat());
    }

    @Override
    public int moveCount(NambarzState state) {
        return state.moveCount();
    }

    @Override
    public Step<NambarzState> apply(NambarzState state, NambarzMove move) {
        try {
            Transition t = NambarzGame.apply(state, move);
            return new Step<>(t.state(), t.events());
        } catch (IllegalMoveException e) {
            throw new TableException(TableException.Problem.NOT_A_PLAY, e.getMessage(), e.problem().name());
        }
    }

    @Override
    public Robot<NambarzMove> robot(NambarzState state, int seat, String level) {
        BotDecision d = BotLevel.valueOf(level).bot().decide(state.observation(seat), SelfPlay.randomFor(state));
        return new Robot<>(d.move(), d.reason());
    }

    @Override
    public NzSeatView view(NambarzState state, int seat, boolean partnersSeeHands) {
        if (seat < 0) {
            return new NzSeatView(state.spectatorObservation(), Map.of());
        }
        Map<Integer, Hand> partners = new HashMap<>();
        NambarzOptions o = state.options();
        if (partnersSeeHands && o.teamPlay()) {
            o.seatsOf(o.sideOf(seat)).stream().filter(s -> s != seat).forEach(s -> partners.put(s, state.hand(s)));
        }
        return new NzSeatView(state.observation(seat), partners);
    }

    @Override
    public List<?> seenBy(List<?> events, int seat) {
        return events.stream().map(e -> ((NambarzEvent) e).seenBy(seat)).toList();
    }

    @Override
    public NambarzMove parseMove(String notation) {
        return NambarzMove.parse(notation);
    }

    @Override
    public String notation(NambarzMove move) {
        return move.notation();
    }

    /** A pupil's move counts as in a game against robots, at the level of their seat. */
    @Override
    @SuppressWarnings("unchecked")
    public List<Object> progress(long pupilId, UUID gameId, int seq, Instant at, String mode, NambarzState before,
                                 NambarzMove move, Step<NambarzState> step, boolean hinted,
                                 Long thinkMillis) {
        int seat = before.currentSeat();
        return List.of(new PupilMoved(pupilId, new GameId(gameId), seq, at, before.options().forSeat(seat),
                GameMode.valueOf(mode), move, (List<NambarzEvent>) step.events(), hinted,
                Hints.missedPlay(before, move), thinkMillis));
    }

    /**
     * Check at a live table, as against robots: the verdict on a calculation without playing it, judged at the
     * seat's own level (a mixed-ability table, 0018), so the running ✓, Check and playing it agree.
     */
    @Override
    public Optional<Object> check(NambarzState state, NambarzMove move) {
        int seat = state.currentSeat();
        if (!(move instanceof NambarzMove.PutDown play) || !state.hand(seat).containsAll(play.cards())) {
            throw new TableException(TableException.Problem.NOT_A_PLAY, "not a calculation of cards in the hand");
        }
        try {
            return Optional.of(CheckVerdict.of(state.target(), state.phase(),
                    state.options().calcMode(seat), play));
        } catch (PlayException e) {
            throw new TableException(TableException.Problem.NOT_A_PLAY, e.getMessage());
        }
    }

    /** The hint of a game against robots: the play with the most cards the seat's level allows, a joker, or drawing. */
    @Override
    public Optional<NambarzMove> hint(NambarzState state) {
        return Optional.of(Hints.suggestion(NambarzGame.legalMoves(state)));
    }

    /** A Check or a hint counts as against robots (PupilAsked), with the options of the seat that asked. */
    @Override
    public List<Object> askedProgress(long pupilId, UUID gameId, int seq, Instant at, NambarzState state,
                                      NambarzMove move, Object verdict) {
        NambarzOptions options = state.options().forSeat(state.currentSeat());
        return List.of(verdict instanceof Judgment j && move instanceof NambarzMove.PutDown play
                ? new PupilAsked.ForCheck(pupilId, new GameId(gameId), seq, at, options, play, j)
                : new PupilAsked.ForHint(pupilId, new GameId(gameId), seq, at, options, move));
    }

    @Override
    public int cardsLeft(NambarzState state, int seat) {
        return state.hand(seat).size();
    }

    /**
     * The engine's standings (points of the rounds played, NZ-SCORE-1, 3): a team's seats share its place. A table
     * the teacher stopped where each plays for themselves: the same points, seats level on them parted by their cards
     * left, as the card games' (else a table stopped in its first round shows everyone 1st).
     */
    @Override
    public List<org.arithmos.tables.TablePlace> places(NambarzState state, boolean stopped) {
        List<org.arithmos.engine.nambarz.Standing> standings = state.standings();
        if (stopped && standings.stream().allMatch(s -> s.seats().size() == 1)) {
            List<Integer> points = new ArrayList<>();
            List<Integer> cards = new ArrayList<>();
            standings.stream().sorted(java.util.Comparator.comparingInt(s -> s.seats().getFirst())).forEach(s -> {
                points.add(s.points());
                cards.add(state.hand(s.seats().getFirst()).size());
            });
            return org.arithmos.tables.TablePlace.rank(points, true, cards);
        }
        List<org.arithmos.tables.TablePlace> out = new ArrayList<>();
        standings.forEach(s -> s.seats().forEach(seat ->
                out.add(new org.arithmos.tables.TablePlace(seat, s.rank(), s.points()))));
        out.sort(java.util.Comparator.comparingInt(org.arithmos.tables.TablePlace::seat));
        return out;
    }

    /**
     * A pupil may take over a robot's seat only if the seat is judged at their level or below: its operations
     * and brackets are theirs (a pupil at "+ and −" never sits where a division would be expected, NZ-CALC-1).
     */
    @Override
    public boolean fitsLevel(NambarzState state, int seat, String level) {
        CalcMode seatMode = state.options().calcMode(seat);
        CalcMode pupil = mode(level);
        boolean operations = seatMode.operations() == OperationSet.ADD_SUBTRACT || pupil.operations() == OperationSet.ALL;
        return operations && (!seatMode.parentheses() || pupil.parentheses());
    }

    /** The expert robot's choice as the best play: the legal play with the most cards (master strokes, NZ-SCORE-2). */
    @Override
    public Optional<NambarzMove> bestMove(NambarzState state, int seat) {
        return Optional.of(robot(state, seat, BotLevel.EXPERT.name()).move());
    }

    /**
     * A penalized play, with the calculation mode its seat was judged at, and the play the table told the pupil
     * would have worked when every card went back ({@code better}, null when the correction kept a right play):
     * the debrief explains it with a correct play (NZ-PEN-6).
     */
    public record Mistake(NambarzEvent.Played play, org.arithmos.engine.arithmetic.CalcMode mode, NambarzMove better) {
    }

    /**
     * A penalized play is a mistake under the rule NZ-PEN-0 names first; a correct calculation of two cards or
     * more is kept, a master stroke from four (NZ-SCORE-2).
     */
    @Override
    public List<TableMark> marks(NambarzState before, List<?> events) {
        List<TableMark> marks = new ArrayList<>();
        for (Object e : events) {
            if (e instanceof NambarzEvent.Played p) {
                if (p.judgment() instanceof Judgment.Penalized bad) {
                    marks.add(TableMark.mistake(p.seat(), bad.rule().id(), p.cards().size(),
                            new Mistake(p, before.options().calcMode(p.seat()),
                                    Hints.betterPlay(before, events).orElse(null))));
                } else if (p.expr() != null && p.cards().size() >= 2) {
                    String calc = p.expr().format(i -> Integer.toString(((NumberCard) p.cards().get(i)).value()), true, true);
                    marks.add(TableMark.calculation(p.seat(), NambarzRule.NZ_SCORE_2.id(),
                            calc + " = " + p.judgment().evaluation().result(), p.cards().size()));
                }
            }
        }
        return marks;
    }

    /** A game against robots in "My games", as before it became a table: players, operations, mode. */
    @Override
    public Optional<ShelfDetail> shelfDetail(String options, String mode) {
        return Optional.of(new ShelfDetail("games.describe", described(options, mode)));
    }

    /** A Nambarz game's choices as "My games" says them ("games.describe"): players, operations, mode. */
    static List<Object> described(String options, String mode) {
        NambarzOptions o = NambarzOptions.parse(options);
        String level = o.parentheses() ? "BRACKETS" : o.operations() == OperationSet.ADD_SUBTRACT ? "PLUS_MINUS" : "ALL_FOUR";
        return List.of(o.players(), new ShelfGame.Words("play.setup.level." + level),
                new ShelfGame.Words("play.setup.mode." + mode));
    }
}
