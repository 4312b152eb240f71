package org.arithmos.krambambuli;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.classroom.Level;
import org.arithmos.engine.krambambuli.IllegalKrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliObservation;
import org.arithmos.engine.krambambuli.KrambambuliOptions;
import org.arithmos.engine.krambambuli.KrambambuliRules;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.engine.krambambuli.Transition;
import org.arithmos.tables.GameId;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableGame;
import org.springframework.stereotype.Component;

/**
 * Krambambuli at a live table (docs/decisions/0018, 0027): each step of a turn (draw, lay, add, take back,
 * discard) is one move of the table. A step the rules refuse is answered by its judgment and changes nothing,
 * as in the game against robots. A seat sees the engine's observation: its own hand, the others' card counts.
 */
@Component
public class KbTableGame implements TableGame<KrambambuliState, KrambambuliMove, KrambambuliObservation> {

    public static final String KIND = "KRAMBAMBULI";
    /** Krambambuli has no calculation level: every seat plays the same rules (0027). */
    static final String NO_LEVEL = "-";

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

    /** The host's jokers and target, for the seats that play (KB-DECK-1: 2 to 8; the decks follow, decision 50). */
    @Override
    public String options(String chosen, int seats, List<String> levels) {
        KrambambuliOptions o = KrambambuliOptions.parse(chosen);
        return new KrambambuliOptions(seats, o.jokersPerDeck(), o.jokerPoints(), o.target()).notation();
    }

    @Override
    public String level(Level level) {
        return NO_LEVEL;
    }

    @Override
    public KrambambuliState deal(String options, long seed) {
        return KrambambuliGame.newGame(KrambambuliOptions.parse(options), seed);
    }

    @Override
    public Optional<Integer> toMove(KrambambuliState state) {
        return state.over() ? Optional.empty() : Optional.of(state.toMove());
    }

    @Override
    public int moveCount(KrambambuliState state) {
        return state.moves();
    }

    @Override
    public Optional<Object> refusal(KrambambuliState state, KrambambuliMove move) {
        KrambambuliJudgment verdict = KrambambuliRules.judge(state, move);
        return verdict.legal() ? Optional.empty() : Optional.of(verdict);
    }

    @Override
    public Step<KrambambuliState> apply(KrambambuliState state, KrambambuliMove move) {
        try {
            Transition t = KrambambuliGame.apply(state, move);
            return new Step<>(t.state(), t.events());
        } catch (IllegalKrambambuliMove e) {
            throw new TableException(TableException.Problem.NOT_A_PLAY, e.judgment().problem().name());
        }
    }

    /** The best play at a moment (the debrief, the replay; 0035): the expert robot's, from the seat's observation. */
    @Override
    public java.util.Optional<Robot<KrambambuliMove>> bestPlay(KrambambuliState state, int seat) {
        return java.util.Optional.of(robot(state, seat, "EXPERT"));
    }

    /** The lobby's robots: its "EXPERT" plays as the expert bot, any other level (and a stand-in) as the beginner. */
    @Override
    public Robot<KrambambuliMove> robot(KrambambuliState state, int seat, String level) {
        KrambambuliBot bot = "EXPERT".equals(level) ? KrambambuliBot.EXPERT : KrambambuliBot.BEGINNER;
        KrambambuliBot.Decision d = bot.decide(state.observation(seat));
        return new Robot<>(d.move(), d.reason());
    }

    /** The seat's observation; a spectator sees the table, the piles and the counts, and no hand. */
    @Override
    public KrambambuliObservation view(KrambambuliState state, int seat, boolean partnersSeeHands) {
        if (seat >= 0) {
            return state.observation(seat);
        }
        KrambambuliObservation any = state.observation(state.toMove());
        return new KrambambuliObservation(-1, List.of(), any.handSizes(), any.table(), any.discardTop(),
                any.discardSize(), any.stockSize(), any.opened(), any.toMove(), any.turn(), any.round(), any.totals(),
                any.results(), any.over(), List.of());
    }

    /** A card drawn from the stock is its drawer's alone (the rest of a step is laid face up). */
    @Override
    public List<?> seenBy(List<?> events, int seat) {
        return events.stream().map(e -> e instanceof KrambambuliEvent.Drew d && d.seat() != seat
                ? new KrambambuliEvent.Drew(d.seat(), null) : e).toList();
    }

    /** "My games" says a game against robots by its robots and its target total (kb.shelf: "against 2 robots, up to 100 points"). */
    @Override
    public Optional<ShelfDetail> shelfDetail(String options, String mode) {
        KrambambuliOptions o = KrambambuliOptions.parse(options);
        return Optional.of(new ShelfDetail("kb.shelf", List.of(o.players() - 1, o.target())));
    }

    /** The store's notation of the games against robots ("draw", "lay 7♥ 8♥ 9♥", "discard K♠"). */
    @Override
    public KrambambuliMove parseMove(String notation) {
        return KrambambuliMove.parse(notation);
    }

    @Override
    public String notation(KrambambuliMove move) {
        return move.notation();
    }

    /** The pupil's own step counts as against robots: layings down, melds, cards added, jokers taken back. */
    @Override
    public List<Object> progress(long pupilId, UUID gameId, int seq, Instant at, String mode, KrambambuliState before,
                                 KrambambuliMove move, Step<KrambambuliState> step, boolean hinted,
                                 Long thinkMillis) {
        return rows(pupilId, gameId, seq, at, KbService.progress(events(step), before.toMove()).stream()
                .filter(p -> !p.event().equals(KbService.ROUND_POINTS)).toList());
    }

    /** The points of a round, whoever's step ended it, for every pupil's seat (KB-END-1). */
    @Override
    public List<Object> seatProgress(long pupilId, int seat, int moverSeat, UUID gameId, int seq, Instant at,
                                     KrambambuliState before, Step<KrambambuliState> step) {
        return rows(pupilId, gameId, seq, at, KbService.progress(events(step), seat).stream()
                .filter(p -> p.event().equals(KbService.ROUND_POINTS)).toList());
    }

    /** A refused step counts as against robots: its rule and problem, and the points of a first laying down. */
    @Override
    public List<Object> refusalProgress(long pupilId, UUID gameId, int seq, Instant at, String mode,
                                        KrambambuliState state, KrambambuliMove move, Object judgment) {
        return rows(pupilId, gameId, seq, at, List.of(KbService.refused((KrambambuliJudgment) judgment)));
    }

    /**
     * A live table as the solo table's parts show it (docs/decisions/0027): the seat's observation, every seat
     * named by {@code names} (the viewer's own is "you" on screen), the table's jokers and target.
     */
    public static KbTable table(SeatedTable t, List<String> names) {
        KrambambuliOptions o = KrambambuliOptions.parse(t.options());
        KbSetup setup = new KbSetup(o.players() - 1, KrambambuliBot.BEGINNER, o.jokersPerDeck() > 0, o.jokerPoints(),
                o.target(), KbSetup.DEFAULT_PACE, null);
        return new KbTable(new GameId(t.id()), setup, names, (KrambambuliObservation) t.view(), t.version());
    }

    @SuppressWarnings("unchecked")
    private static List<KrambambuliEvent> events(Step<KrambambuliState> step) {
        return (List<KrambambuliEvent>) step.events();
    }

    private static List<Object> rows(long pupilId, UUID gameId, int seq, Instant at,
                                     List<KbService.Progress> progress) {
        List<Object> out = new ArrayList<>();
        progress.forEach(p -> out.add(new KbLiveProgress.Row(pupilId, gameId, seq, p.event(), p.amount(), p.detail(),
                at)));
        return out;
    }

    /** The points so far, fewest first (KB-END-2). */
    @Override
    public List<org.arithmos.tables.TablePlace> places(KrambambuliState state, boolean stopped) {
        List<Integer> cards = new ArrayList<>();
        for (int seat = 0; seat < state.totals().size(); seat++) {
            cards.add(state.hand(seat).size());
        }
        return org.arithmos.tables.TablePlace.rank(state.totals(), false, stopped ? cards : null);
    }

    @Override
    public int cardsLeft(KrambambuliState state, int seat) {
        return state.hand(seat).size();
    }

    /** A refused play counts as a mistake under the rule that refused it. */
    @Override
    public Optional<String> refusalRule(Object judgment) {
        return Optional.of(((KrambambuliJudgment) judgment).rule());
    }
}
