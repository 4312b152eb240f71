package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.OperationSet;

/**
 * The settings of a Nambarz game, announced before it starts.
 *
 * <table>
 *   <caption>Parameters</caption>
 *   <tr><th>parameter</th><th>default</th><th>rule</th></tr>
 *   <tr><td>players</td><td>4</td><td>2-12, NZ-PLAYERS-1</td></tr>
 *   <tr><td>teamSizes</td><td>none (each for themselves)</td><td>2-6 teams of 2-6, NZ-TEAM-1; seats of a team are consecutive</td></tr>
 *   <tr><td>rounds</td><td>1</td><td>1 quick, 3 classic, 5 long, NZ-SCORE-3</td></tr>
 *   <tr><td>operations</td><td>+ − × ÷</td><td>NZ-CALC-6</td></tr>
 *   <tr><td>parentheses</td><td>off</td><td>NZ-CALC-5</td></tr>
 *   <tr><td>jokerLevel</td><td>beginner (12)</td><td>NZ-DECK-5</td></tr>
 *   <tr><td>seatModes</td><td>none (every seat at the table's operations and parentheses)</td><td>one
 *   {@link CalcMode} per seat at a mixed-ability table: each seat's calculations are judged with its own
 *   operations (NZ-CALC-6) and parentheses (NZ-CALC-5); docs/decisions/0018</td></tr>
 * </table>
 */
public record NambarzOptions(int players, List<Integer> teamSizes, int rounds, OperationSet operations,
                             boolean parentheses, JokerLevel jokerLevel, List<CalcMode> seatModes) {

    public static final int HAND_SIZE = 7;

    public NambarzOptions {
        Objects.requireNonNull(operations, "operations");
        Objects.requireNonNull(jokerLevel, "jokerLevel");
        teamSizes = List.copyOf(teamSizes);
        seatModes = List.copyOf(seatModes);
        if (!seatModes.isEmpty() && seatModes.size() != players) {
            throw new IllegalArgumentException("a mode per seat needs " + players + " modes, not " + seatModes.size());
        }
        if (players < 2 || players > 12) {
            throw new IllegalArgumentException("Nambarz is for 2 to 12 players, not " + players);
        }
        if (rounds != 1 && rounds != 3 && rounds != 5) {
            throw new IllegalArgumentException("a game has 1, 3 or 5 rounds, not " + rounds);
        }
        if (!teamSizes.isEmpty()) {
            if (teamSizes.size() < 2 || teamSizes.size() > 6) {
                throw new IllegalArgumentException("team play needs 2 to 6 teams, not " + teamSizes.size());
            }
            for (int size : teamSizes) {
                if (size < 2 || size > 6) {
                    throw new IllegalArgumentException("a team has 2 to 6 players, not " + size);
                }
            }
            int sum = teamSizes.stream().mapToInt(Integer::intValue).sum();
            if (sum != players) {
                throw new IllegalArgumentException("the teams hold " + sum + " players, the game has " + players);
            }
        }
    }

    /** Every seat at the table's operations and parentheses. */
    public NambarzOptions(int players, List<Integer> teamSizes, int rounds, OperationSet operations,
                          boolean parentheses, JokerLevel jokerLevel) {
        this(players, teamSizes, rounds, operations, parentheses, jokerLevel, List.of());
    }

    /** Each for themselves, one round, all operations, no parentheses, all jokers. */
    public static NambarzOptions of(int players) {
        return new NambarzOptions(players, List.of(), 1, OperationSet.ALL, false, JokerLevel.BEGINNER);
    }

    public NambarzOptions withTeams(Integer... sizes) {
        List<Integer> teams = List.of(sizes);
        int sum = teams.stream().mapToInt(Integer::intValue).sum();
        return new NambarzOptions(sum, teams, rounds, operations, parentheses, jokerLevel,
                seatModes.isEmpty() || seatModes.size() == sum ? seatModes : List.of());
    }

    public NambarzOptions withRounds(int n) {
        return new NambarzOptions(players, teamSizes, n, operations, parentheses, jokerLevel, seatModes);
    }

    public NambarzOptions withOperations(OperationSet ops) {
        return new NambarzOptions(players, teamSizes, rounds, ops, parentheses, jokerLevel, seatModes);
    }

    public NambarzOptions withParentheses(boolean on) {
        return new NambarzOptions(players, teamSizes, rounds, operations, on, jokerLevel, seatModes);
    }

    public NambarzOptions withJokerLevel(JokerLevel level) {
        return new NambarzOptions(players, teamSizes, rounds, operations, parentheses, level, seatModes);
    }

    /** The table's operations and parentheses (every seat's, unless seats have their own). */
    public CalcMode calcMode() {
        return new CalcMode(operations, parentheses);
    }

    /**
     * How this seat's calculations are made and judged: its own mode at a mixed-ability table, else the
     * table's (NZ-CALC-5, NZ-CALC-6; docs/decisions/0018).
     */
    public CalcMode calcMode(int seat) {
        return seatModes.isEmpty() ? calcMode() : seatModes.get(seat);
    }

    /** The options as this seat plays them: its own operations and brackets (what its progress records). */
    public NambarzOptions forSeat(int seat) {
        CalcMode mode = calcMode(seat);
        return new NambarzOptions(players, teamSizes, rounds, mode.operations(), mode.parentheses(), jokerLevel);
    }

    /** Each seat plays at its own level: one mode per seat, in seat order. */
    public NambarzOptions withSeatModes(List<CalcMode> modes) {
        return new NambarzOptions(players, teamSizes, rounds, operations, parentheses, jokerLevel, modes);
    }

    public boolean teamPlay() {
        return !teamSizes.isEmpty();
    }

    /** Teams, or one "side" per player when each plays for themselves. */
    public int sides() {
        return teamPlay() ? teamSizes.size() : players;
    }

    /** The side (team index, or the seat itself) a seat plays for. */
    public int sideOf(int seat) {
        if (!teamPlay()) {
            return seat;
        }
        int start = 0;
        for (int team = 0; team < teamSizes.size(); team++) {
            start += teamSizes.get(team);
            if (seat < start) {
                return team;
            }
        }
        throw new IllegalArgumentException("no seat " + seat);
    }

    /** The seats of a side, in playing order. */
    public List<Integer> seatsOf(int side) {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            if (sideOf(seat) == side) {
                seats.add(seat);
            }
        }
        return seats;
    }

    /**
     * Stored form: {@code players=4 teams=2+2 rounds=3 operations=+- parentheses=off jokers=confirmed}, and at a
     * mixed-ability table {@code seats=+-,+-*\/(),...} (one mode per seat; "()" when brackets are allowed).
     */
    public String notation() {
        return "players=" + players
                + (teamPlay() ? " teams=" + teamSizes.stream().map(String::valueOf).collect(Collectors.joining("+")) : "")
                + " rounds=" + rounds
                + " operations=" + operations.code()
                + " parentheses=" + (parentheses ? "on" : "off")
                + " jokers=" + jokerLevel.name().toLowerCase(Locale.ROOT)
                + (seatModes.isEmpty() ? "" : " seats=" + seatModes.stream()
                        .map(m -> m.operations().code() + (m.parentheses() ? "()" : "")).collect(Collectors.joining(",")));
    }

    public static NambarzOptions parse(String text) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String part : text.strip().split("\\s+")) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("expected key=value, got \"" + part + "\"");
            }
            fields.put(part.substring(0, eq), part.substring(eq + 1));
        }
        int players = Integer.parseInt(require(fields, "players"));
        List<Integer> teams = new ArrayList<>();
        if (fields.containsKey("teams")) {
            for (String s : fields.get("teams").split("\\+")) {
                teams.add(Integer.parseInt(s));
            }
        }
        return new NambarzOptions(players, teams,
                Integer.parseInt(fields.getOrDefault("rounds", "1")),
                OperationSet.parse(fields.getOrDefault("operations", "+-*/")),
                "on".equals(fields.getOrDefault("parentheses", "off")),
                JokerLevel.valueOf(fields.getOrDefault("jokers", "beginner").toUpperCase(Locale.ROOT)),
                fields.containsKey("seats") ? seatModes(fields.get("seats")) : List.of());
    }

    private static List<CalcMode> seatModes(String text) {
        List<CalcMode> modes = new ArrayList<>();
        for (String seat : text.split(",")) {
            boolean parens = seat.endsWith("()");
            modes.add(new CalcMode(OperationSet.parse(parens ? seat.substring(0, seat.length() - 2) : seat), parens));
        }
        return modes;
    }

    private static String require(Map<String, String> fields, String key) {
        String v = fields.get(key);
        if (v == null) {
            throw new IllegalArgumentException("missing " + key);
        }
        return v;
    }
}
