package org.arithmos.multicartes;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.classroom.Level;
import org.arithmos.engine.multicartes.IllegalMulticartesMove;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesObservation;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.multicartes.MulticartesRules;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.engine.multicartes.Transition;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableGame;
import org.springframework.stereotype.Component;

/**
 * Multicartes at a live table (docs/decisions/0018, 0025): 2 to 4 seats, pupils and robots in any mix. A
 * product the rules refuse is a refused step (nothing stored, the pupil's screen explains it, MC-TURN-1/2);
 * each pupil's multiplications count in their times-table record as in a game against robots.
 */
@Component
public class McTableGame implements TableGame<MulticartesState, MulticartesMove, McSeatView> {

    public static final String KIND = "MULTICARTES";
    /** Multicartes has no calculation level: every seat multiplies with the same cards (0025). */
    static final String LEVEL = "x";

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public int minSeats() {
        return 2;
    }

    /** The solo game (MC-SOLO-1) is a private table of one seat and no robot (0018 step 3). */
    @Override
    public int minSeatsAlone() {
        return 1;
    }

    @Override
    public int maxSeats() {
        return 4;
    }

    /** The host's rounds and target score ({@link MulticartesOptions} notation) for this many seats. */
    @Override
    public String options(String chosen, int seats, List<String> levels) {
        MulticartesOptions o = MulticartesOptions.parse(chosen == null || chosen.isBlank() ? "p2" : chosen);
        if (seats < minSeatsAlone() || seats > maxSeats()) {
            throw new IllegalArgumentException("a Multicartes table has 1 (solo) to 4 seats, not " + seats);
        }
        if (seats == 1) {
            return MulticartesOptions.solo().notation(); // one round, no target (MC-SOLO-1)
        }
        return new MulticartesOptions(seats, o.rounds(), o.targetScore()).notation();
    }

    @Override
    public MulticartesState deal(String options, long seed) {
        return MulticartesGame.newGame(MulticartesOptions.parse(options), seed);
    }

    @Override
    public Optional<Integer> toMove(MulticartesState state) {
        return state.over() ? Optional.empty() : Optional.of(state.toMove());
    }

    @Override
    public int moveCount(MulticartesState state) {
        return state.moves();
    }

    @Override
    public String level(Level level) {
        return LEVEL;
    }

    @Override
    public Step<MulticartesState> apply(MulticartesState state, MulticartesMove move) {
        try {
            Transition t = MulticartesGame.apply(state, move);
            return new Step<>(t.state(), t.events());
        } catch (IllegalMulticartesMove e) {
            throw new TableException(TableException.Problem.NOT_A_PLAY, e.judgment().problem().name());
        }
    }

    /** A product not on the card, a card not in the hand, a swap the rules forbid: refused, explained. */
    @Override
    public Optional<Object> refusal(MulticartesState state, MulticartesMove move) {
        MulticartesJudgment verdict = MulticartesRules.judge(state, move);
        return verdict.legal() ? Optional.empty() : Optional.of(verdict);
    }

    /** As against robots: a product said that is not on the card is a WRONG multiplication. */
    @Override
    public List<Object> refusalProgress(long pupilId, UUID gameId, int seq, Instant at, String mode,
                                        MulticartesState state, MulticartesMove move, Object judgment) {
        if (((MulticartesJudgment) judgment).problem() != MulticartesJudgment.Problem.NOT_ON_CARD) {
            return List.of();
        }
        McProgress.Said said = McProgress.wrong(move);
        return List.of(new McTableSaid(pupilId, gameId, seq, at, said.kind(), said.first(), said.second()));
    }

    /** As against robots: the product found (or found after a swap), or the one missed by a pass. */
    @Override
    public List<Object> progress(long pupilId, UUID gameId, int seq, Instant at, String mode, MulticartesState before,
                                 MulticartesMove move, Step<MulticartesState> step, boolean hinted,
                                 Long thinkMillis) {
        return McProgress.of(before, move).<List<Object>>map(s -> List.of(new McTableSaid(pupilId, gameId, seq, at,
                s.kind(), s.first(), s.second()))).orElse(List.of());
    }

    /** The best play at a moment (the debrief, the replay; 0035): the expert robot's, from the seat's observation. */
    @Override
    public java.util.Optional<Robot<MulticartesMove>> bestPlay(MulticartesState state, int seat) {
        return java.util.Optional.of(robot(state, seat, "EXPERT"));
    }

    /**
     * The lobby's robots are beginners or experts ({@link MulticartesBot}); a robot standing in for an absent
     * pupil (no level of its own) plays as an expert, so the pupil's seat loses nothing while they are away.
     */
    @Override
    public Robot<MulticartesMove> robot(MulticartesState state, int seat, String level) {
        MulticartesBot bot = "BEGINNER".equals(level) ? MulticartesBot.BEGINNER : MulticartesBot.EXPERT;
        MulticartesBot.Decision d = bot.decide(state.observation(seat), state.seed() + seat);
        return new Robot<>(d.move(), d.reason());
    }

    @Override
    public McSeatView view(MulticartesState state, int seat, boolean partnersSeeHands) {
        MulticartesObservation seen = seat >= 0 ? state.observation(seat)
                : new MulticartesObservation(-1, List.of(), state.hands().stream().map(List::size).toList(),
                state.discardTop(), state.combination(), state.pile().size(), state.toMove(), state.round(),
                state.totals(), state.turnedInRound(), state.over(), List.of());
        return new McSeatView(seen, state.options(), state.results(), soloResult(state));
    }

    /** The best of the deal, searched once per finished solo deal (MC-SOLO-1): a screen asks again at each look. */
    private final java.util.Map<Long, McTable.SoloResult> solos = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(java.util.Map.Entry<Long, McTable.SoloResult> eldest) {
                    return size() > 64;
                }
            });

    private McTable.SoloResult soloResult(MulticartesState state) {
        if (!state.over() || !state.options().isSolo()) {
            return null;
        }
        McTable.SoloResult best = solos.computeIfAbsent(state.seed(), seed -> bestOf(state));
        return new McTable.SoloResult(state.turnedInRound(), best.best(), best.line());
    }

    /** MC-SOLO-1: the same deal and card order searched for its fewest combination cards, with one line of play. */
    private static McTable.SoloResult bestOf(MulticartesState end) {
        org.arithmos.engine.multicartes.SoloOptimum.Best best =
                org.arithmos.engine.multicartes.SoloOptimum.forDeal(end.seed());
        List<McTable.OptimumStep> line = new java.util.ArrayList<>();
        MulticartesState s = MulticartesGame.newGame(end.options(), end.seed());
        for (MulticartesMove m : best.moves()) {
            line.add(new McTable.OptimumStep(s.combination(), m));
            s = MulticartesGame.play(s, m);
        }
        return new McTable.SoloResult(end.turnedInRound(), best.combinationsTurned(), line);
    }

    /** "My games" says a game against robots as the old table did: solo, or against how many robots. */
    @Override
    public Optional<ShelfDetail> shelfDetail(String options, String mode) {
        int robots = MulticartesOptions.parse(options).players() - 1;
        return Optional.of(robots == 0 ? new ShelfDetail("mc.shelf.alone.solo", List.of())
                : new ShelfDetail("mc.shelf.alone.bots", List.of(robots)));
    }

    /** Every Multicartes event is public: products are said aloud, a swap's cards pass through the discard pile. */
    @Override
    public List<?> seenBy(List<?> events, int seat) {
        return events;
    }

    @Override
    public MulticartesMove parseMove(String notation) {
        return MulticartesMove.parse(notation);
    }

    @Override
    public String notation(MulticartesMove move) {
        return move.notation();
    }

    /**
     * The product a pupil could have made instead of passing, from their own legal moves (shown kindly after a
     * pass, decision 26), as in the game against robots; null when there was none.
     */
    public static MulticartesMove missedProduct(MulticartesObservation seen) {
        return McProgress.missedProduct(seen.legalMoves());
    }

    /** The penalty points so far, fewest first (MC-END-1). */
    @Override
    public List<org.arithmos.tables.TablePlace> places(MulticartesState state, boolean stopped) {
        return org.arithmos.tables.TablePlace.rank(state.totals(), false,
                stopped ? state.hands().stream().map(List::size).toList() : null);
    }

    @Override
    public int cardsLeft(MulticartesState state, int seat) {
        return state.hand(seat).size();
    }

    /** A refused play counts as a mistake under the rule that refused it. */
    @Override
    public Optional<String> refusalRule(Object judgment) {
        return Optional.of(((MulticartesJudgment) judgment).rule());
    }

    /** The discard's top card is public and the refusal's words name it (MC-TURN-2). */
    @Override
    public org.arithmos.tables.TableMark.Refused refusalExample(MulticartesState state, MulticartesMove move,
                                                                 Object judgment) {
        return new org.arithmos.tables.TableMark.Refused(judgment, move, state.discardTop(),
                correctPlay(state, judgment).orElse(null));
    }

    /**
     * The rules' correction (a product of the card the hand makes, MC-TURN-1, or the swap that makes one, MC-TURN-2),
     * else the expert robot's play (a pass when nothing is possible).
     */
    @Override
    public Optional<Robot<MulticartesMove>> correctPlay(MulticartesState state, Object judgment) {
        MulticartesMove fix = ((MulticartesJudgment) judgment).correction();
        return fix != null ? Optional.of(new Robot<>(fix, null)) : TableGame.super.correctPlay(state, judgment);
    }
}
