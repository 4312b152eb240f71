package org.arithmos.tables;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.classroom.Level;

/**
 * What a game gives the table (docs/decisions/0018). The table knows no game: it seats pupils and robots,
 * keeps the version, stores the moves and tells every screen; the game answers these questions through its
 * engine. A game is (options, seed, moves): replaying the stored moves rebuilds the table exactly.
 *
 * @param <S> the engine's state
 * @param <M> the engine's move
 * @param <V> what one seat sees (the engine's observation: the seat's own hand, never another's)
 */
public interface TableGame<S, M, V> {

    /** The stored kind of game ({@code game.game_kind}). */
    String kind();

    int minSeats();

    int maxSeats();

    /**
     * The fewest seats of a private table (one person, 0018 step 3): a game with a solo mode plays it at a table of
     * one seat and no robot (Multicartes, MC-SOLO-1); a class's table still needs {@link #minSeats()}.
     */
    default int minSeatsAlone() {
        return minSeats();
    }

    /**
     * The engine's options, as stored, for a table with these seats: the host's choices ({@code chosen}, the
     * game's own notation), the seat count, and each seat's level ({@code levels}, null for a robot's seat).
     * Refused with {@link IllegalArgumentException} when the choices do not fit the seats.
     */
    String options(String chosen, int seats, List<String> levels);

    /** Deals a new game. */
    S deal(String options, long seed);

    /** The seat to move, or empty when the game is over. */
    Optional<Integer> toMove(S state);

    int moveCount(S state);

    /** A pupil's level as their seat keeps it (e.g. Nambarz: "+-", "+-*\/()"), from their class's level for them. */
    String level(Level level);

    /**
     * What the mover alone is told of their own move, kindly and never as a penalty (Nambarz: the play they missed
     * by drawing, a better play when theirs was penalized). Default: nothing.
     */
    default List<Object> moverNotes(S before, M move, Step<S> step) {
        return List.of();
    }

    /**
     * The options of a pupil's private table at their level, whatever the screen sent (as the games against robots
     * always did): e.g. Nambarz's operations, brackets and jokers. Default: the options as chosen.
     */
    default String atLevel(String options, Level level) {
        return options;
    }

    /**
     * What a pupil's move counts for in their progress: events published in the transaction that stores the
     * move (e.g. Nambarz's {@code PupilMoved}), exactly as in a game against robots; {@code hinted}: the pupil
     * asked for a hint during this turn ({@link #hint}); {@code thinkMillis}: the time since their turn (or their
     * last move in it) began, null when unknown (the table was rebuilt since).
     */
    default List<Object> progress(long pupilId, UUID gameId, int seq, Instant at, String mode, S before, M move,
                                  Step<S> step, boolean hinted, Long thinkMillis) {
        return List.of();
    }

    /**
     * What a move counts for the pupil at {@code seat}, published for every pupil's seat (the mover's included:
     * {@code moverSeat} says who moved) in the transaction that stores the move, e.g. Krambambuli's points of a
     * round for every seat whoever ended it (KB-END-1), Nain Jaune's payments at a round's end for the seats
     * that did not end it (NJ-END-1). A pupil's own plays are {@link #progress}; a stand-in robot's move in a
     * pupil's seat counts for that pupil only through what this hook gives. Default: nothing, as for Nambarz.
     */
    default List<Object> seatProgress(long pupilId, int seat, int moverSeat, UUID gameId, int seq, Instant at,
                                      S before, Step<S> step) {
        return List.of();
    }

    /**
     * Applies the move of the seat to move; a move that is no play at all is refused with a
     * {@link TableException} (NOT_A_PLAY) and changes nothing.
     */
    Step<S> apply(S state, M move);

    /**
     * The rules' judgment of a move they refuse (a card game's refused step: nothing is stored and nothing
     * changes, and the pupil's screen explains it exactly as in a game against robots), or empty when the move
     * is a play that {@link #apply} takes. Default: every move is judged by {@link #apply} alone (Nambarz,
     * whose wrong plays are played and penalized, NZ-PEN-*).
     */
    default Optional<Object> refusal(S state, M move) {
        return Optional.empty();
    }

    /**
     * What a refused move counts for in the pupil's progress (as in a game against robots), published in a
     * transaction of its own; {@code seq} is the table's move count when it was refused.
     */
    default List<Object> refusalProgress(long pupilId, UUID gameId, int seq, Instant at, String mode, S state,
                                         M move, Object judgment) {
        return List.of();
    }

    /**
     * How "My games" describes a game against robots at these choices (a private table, 0018 step 3): a message
     * key and its arguments (an argument that is a {@code ShelfGame.Words} is translated first). Empty: the live
     * table's line ("Live table ABCD, 3 players").
     */
    default Optional<ShelfDetail> shelfDetail(String options, String mode) {
        return Optional.empty();
    }

    /** A line of "My games" as words: {@code key} with {@code args}. */
    record ShelfDetail(String key, List<Object> args) {
        public ShelfDetail {
            args = List.copyOf(args);
        }
    }

    /**
     * The cards a seat holds, which every player at the table can count (shown on the teacher's overview and
     * the projector, issue 15); -1 when the game keeps no hand. Never which cards.
     */
    default int cardsLeft(S state, int seat) {
        return -1;
    }

    /**
     * The mistakes and correct calculations among a move's events, {@code before} being the state the move was
     * played on (Nambarz: a penalized play, NZ-PEN-*; a calculation, a master stroke from four cards on,
     * NZ-SCORE-2), for the class game's overview, projector and debrief. Default: none.
     */
    default List<TableMark> marks(S before, List<?> events) {
        return List.of();
    }

    /**
     * A refused move as the example of its mistake in the debrief: the judgment, the move, the public fact of the
     * table its words need, and the correct play then ({@link #correctPlay}), worked out now, while the state is
     * at hand; never the state itself (it holds every hand). Default: no public fact.
     */
    default TableMark.Refused refusalExample(S state, M move, Object judgment) {
        return new TableMark.Refused(judgment, move, null, correctPlay(state, judgment).orElse(null));
    }

    /**
     * A correct play for the seat whose step was refused, for the debrief (issue 15: "each example with its correct
     * play"): the rules' own correction where the judgment has one (the game overrides this), else the best play
     * the game sees for that seat ({@link #bestPlay}: a card game's expert robot, from that seat's observation
     * only, so it plays nothing but the mover's own cards). Default: the best play, or none.
     */
    default Optional<Robot<M>> correctPlay(S state, Object judgment) {
        return toMove(state).flatMap(seat -> bestPlay(state, seat));
    }

    /**
     * Each seat's finishing place by the game's own ranking and its score (in seat order), for a table that is
     * over: the projector and the pupils' standings (issue 15). {@code stopped}: the teacher ended the table
     * before its game's end (the score so far; {@link TablePlace#rank} parts level seats by their cards left).
     * Default: none (the projector keeps its live standings).
     */
    default List<TablePlace> places(S state, boolean stopped) {
        return List.of();
    }

    /**
     * The rule id of a judgment {@link #refusal} gave, counted as a mistake on the overview. Default: none.
     */
    default Optional<String> refusalRule(Object judgment) {
        return Optional.empty();
    }

    /**
     * Whether a pupil at {@code level} may take over this seat in the middle of the game (a latecomer of a class
     * game, issue 15): the seat keeps the options it was dealt with, so the pupil must not be judged beyond their
     * level there. Default: yes (a game whose seats all play the same rules).
     */
    default boolean fitsLevel(S state, int seat, String level) {
        return true;
    }

    /**
     * The best play the seat to move had in this state, by the game's own best judgment (the debrief of a class
     * game: "the best play that existed at that moment", issue 15). Default: none (the game offers no judgment).
     */
    default Optional<M> bestMove(S state, int seat) {
        return bestPlay(state, seat).map(Robot::move);
    }

    /**
     * The best play with the game's reason for it (the card games: their expert robot's decision from the seat's
     * observation, 0035), for the debrief's moment and the replay. Default: none.
     */
    default Optional<Robot<M>> bestPlay(S state, int seat) {
        return Optional.empty();
    }

    /**
     * Learning mode's Check: the rules' verdict on a move of the seat to move, without playing it, judged at that
     * seat's own level; nothing changes and nothing is penalized. A move that is no play at all is refused with a
     * {@link TableException} (NOT_A_PLAY). Empty: the game has no Check (the card games judge each step as it is
     * tried, {@link #refusal}).
     */
    default Optional<Object> check(S state, M move) {
        return Optional.empty();
    }

    /** Learning mode's hint: a play to suggest to the seat to move, at that seat's level. Empty: the game gives none. */
    default Optional<M> hint(S state) {
        return Optional.empty();
    }

    /**
     * What asking counts for in the pupil's progress, as against robots: a Check of {@code move} and its
     * {@code verdict}, or a hint ({@code verdict} null) showing {@code move}. Published in a transaction of its own.
     */
    default List<Object> askedProgress(long pupilId, UUID gameId, int seq, Instant at, S state, M move,
                                       Object verdict) {
        return List.of();
    }

    /** What a robot plays in this seat, seeing only what the seat may see. */
    Robot<M> robot(S state, int seat, String level);

    /**
     * What this seat sees: its own hand and what the rules make public; with {@code partnersSeeHands} (a team
     * table's option), the hands of its partners too. A spectator ({@code seat} -1) sees no hand at all.
     */
    V view(S state, int seat, boolean partnersSeeHands);

    /** The events of a move as this seat may know them (another's drawn cards hidden). */
    List<?> seenBy(List<?> events, int seat);

    M parseMove(String notation);

    String notation(M move);

    /** A move and what it caused: the new state and the game's own events (as the engine reports them). */
    record Step<S>(S state, List<?> events) {
        public Step {
            events = List.copyOf(events);
        }
    }

    /** A robot's move and why (the game's own reason, shown in the story). */
    record Robot<M>(M move, Object reason) {
    }
}
