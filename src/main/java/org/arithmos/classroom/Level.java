package org.arithmos.classroom;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;

/**
 * What a pupil plays at: the games enabled, the teaching level (+ − only; + − × ÷; with brackets), the
 * jokers, whether hints and Check (learning mode) are allowed, and how well the bots play. A pupil's new
 * games follow it; the table enforces it.
 */
public record Level(Set<GameKind> games, OperationSet operations, boolean parentheses, JokerLevel jokers,
                    boolean hintsAllowed, BotLevel bots) {

    /** A class's level when it is created: Nambarz, + and −, all jokers, hints, gentle bots. */
    public static final Level STARTING = new Level(EnumSet.of(GameKind.NAMBARZ), OperationSet.ADD_SUBTRACT, false,
            JokerLevel.BEGINNER, true, BotLevel.BEGINNER);

    public Level {
        games = games.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(games));
        Objects.requireNonNull(operations, "operations");
        Objects.requireNonNull(jokers, "jokers");
        Objects.requireNonNull(bots, "bots");
        if (parentheses && operations != OperationSet.ALL) {
            throw new IllegalArgumentException("brackets come after × and ÷");
        }
    }

    /** The teaching level as one of three steps: 0 (+ −), 1 (+ − × ÷), 2 (with brackets). */
    public int step() {
        return parentheses ? 2 : operations == OperationSet.ALL ? 1 : 0;
    }

    public static Level ofStep(int step, Level rest) {
        return new Level(rest.games, step == 0 ? OperationSet.ADD_SUBTRACT : OperationSet.ALL, step == 2, rest.jokers,
                rest.hintsAllowed, rest.bots);
    }

    static String gamesText(Set<GameKind> games) {
        return games.stream().sorted().map(Enum::name).collect(Collectors.joining(","));
    }

    static Set<GameKind> parseGames(String text) {
        EnumSet<GameKind> out = EnumSet.noneOf(GameKind.class);
        if (text != null && !text.isBlank()) {
            Arrays.stream(text.split(",")).map(String::strip).map(GameKind::valueOf).forEach(out::add);
        }
        return out;
    }
}
