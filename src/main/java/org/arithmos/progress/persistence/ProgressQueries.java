package org.arithmos.progress.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The dashboards' reads of {@code progress_event}, aggregated in SQL (one grouped pass per question) or
 * streamed row by row, so that a class of 30 pupils with 10,000 events each stays quick. Index: V1's progress_by_pupil (pupil, time).
 *
 * <p>A play is an event of kind PLAY or JOKER with a verdict ({@code legal} not null).
 */
@Component
public class ProgressQueries {

    private static final String PLAYS = "event_kind in ('PLAY', 'JOKER') and legal is not null";

    private final NamedParameterJdbcTemplate jdbc;

    ProgressQueries(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Everything counted over all of a pupil's events. */
    public record Totals(long pupilId, int games, int moves, int plays, int correct, int masterStrokes, int missed,
                         int hints, int checks, Instant lastActive) {
    }

    public Map<Long, Totals> totals(Collection<Long> pupils) {
        Map<Long, Totals> out = new HashMap<>();
        if (pupils.isEmpty()) {
            return out;
        }
        jdbc.query("""
                select pupil_id, count(distinct game_id) games,
                  sum(case when event_kind in ('PLAY', 'JOKER', 'DRAW', 'PASS') then 1 else 0 end) moves,
                  sum(case when %1$s then 1 else 0 end) plays,
                  sum(case when %1$s and legal then 1 else 0 end) correct,
                  sum(case when event_kind = 'PLAY' and legal and bonus > 0 then 1 else 0 end) master_strokes,
                  sum(case when missed_play is not null then 1 else 0 end) missed,
                  sum(case when event_kind = 'HINT' then 1 else 0 end) hints,
                  sum(case when event_kind = 'CHECK' then 1 else 0 end) checks,
                  max(occurred_at) last_active
                from progress_event where pupil_id in (:pupils) group by pupil_id""".formatted(PLAYS),
                new MapSqlParameterSource("pupils", pupils), rs -> {
                    long id = rs.getLong("pupil_id");
                    out.put(id, new Totals(id, rs.getInt("games"), rs.getInt("moves"), rs.getInt("plays"),
                            rs.getInt("correct"), rs.getInt("master_strokes"), rs.getInt("missed"), rs.getInt("hints"),
                            rs.getInt("checks"), instant(rs, "last_active")));
                });
        return out;
    }

    /** Penalized plays per pupil and rule, since {@code since} (null: ever). */
    public Map<Long, Map<String, Integer>> penalties(Collection<Long> pupils, Instant since) {
        Map<Long, Map<String, Integer>> out = new HashMap<>();
        if (pupils.isEmpty()) {
            return out;
        }
        var params = new MapSqlParameterSource("pupils", pupils).addValue("since", at(since == null ? Instant.EPOCH : since));
        jdbc.query("""
                select pupil_id, rule_id, count(*) n from progress_event
                where pupil_id in (:pupils) and occurred_at >= :since and %s and not legal
                group by pupil_id, rule_id""".formatted(PLAYS), params, rs -> {
                    out.computeIfAbsent(rs.getLong("pupil_id"), k -> new HashMap<>())
                            .put(rs.getString("rule_id"), rs.getInt("n"));
                });
        return out;
    }

    /** Each pupil's last {@code limit} plays: how many, how many correct. */
    public Map<Long, int[]> recentPlays(Collection<Long> pupils, int limit) {
        Map<Long, int[]> out = new HashMap<>();
        if (pupils.isEmpty()) {
            return out;
        }
        jdbc.query("""
                select pupil_id, count(*) plays, sum(case when legal then 1 else 0 end) correct from (
                  select pupil_id, legal,
                    row_number() over (partition by pupil_id order by occurred_at desc, id desc) nth
                  from progress_event where pupil_id in (:pupils) and %s
                ) recent where nth <= :limit group by pupil_id""".formatted(PLAYS),
                new MapSqlParameterSource("pupils", pupils).addValue("limit", limit),
                rs -> {
                    out.put(rs.getLong("pupil_id"), new int[] {rs.getInt("plays"), rs.getInt("correct")});
                });
        return out;
    }

    /**
     * The pupil's last {@code limit} plays at a level step (0 + −, 1 + − × ÷, 2 brackets), newest first:
     * whether each was correct, and whether a hint was shown before it.
     */
    public List<boolean[]> recentPlaysAtStep(long pupil, int step, int limit) {
        String level = switch (step) {
            case 0 -> "level like '+- %'";
            case 1 -> "level like '+-*/ %' and level not like '%()%'";
            case 2 -> "level like '%()%'";
            default -> throw new IllegalArgumentException("no step " + step);
        };
        return jdbc.query("""
                select legal, hint_used from progress_event where pupil_id = :pupil and %s and %s
                order by occurred_at desc, id desc limit :limit""".formatted(PLAYS, level),
                new MapSqlParameterSource("pupil", pupil).addValue("limit", limit),
                (rs, n) -> new boolean[] {rs.getBoolean("legal"), rs.getBoolean("hint_used")});
    }

    /** One event, as the charts read it. */
    public record ChartRow(Instant at, UUID gameId, String kind, Boolean legal, String rule, String operations,
                           Integer cards, boolean brackets, boolean masterStroke) {
    }

    /** The pupil's events since {@code since}, oldest first, one at a time (nothing is kept in memory). */
    public void eventsSince(long pupil, Instant since, Consumer<ChartRow> each) {
        jdbc.query("""
                select occurred_at, game_id, event_kind, legal, rule_id, operations, cards,
                  case when move_notation like '%(%' then true else false end brackets,
                  case when bonus > 0 then true else false end master_stroke
                from progress_event where pupil_id = :pupil and occurred_at >= :since order by occurred_at, id""",
                new MapSqlParameterSource("pupil", pupil).addValue("since", at(since)), rs -> {
                    each.accept(new ChartRow(instant(rs, "occurred_at"), rs.getObject("game_id", UUID.class),
                            rs.getString("event_kind"), (Boolean) rs.getObject("legal"), rs.getString("rule_id"),
                            rs.getString("operations"), (Integer) rs.getObject("cards"), rs.getBoolean("brackets"),
                            rs.getBoolean("master_stroke")));
                });
    }

    /** Per game of the pupil: first and last action, moves, plays, correct plays, penalties, master strokes, hints. */
    public record GameRow(UUID gameId, Instant first, Instant last, int moves, int plays, int correct,
                          int masterStrokes, int hints) {
    }

    public List<GameRow> games(long pupil) {
        return jdbc.query("""
                select game_id, min(occurred_at) first_at, max(occurred_at) last_at,
                  sum(case when event_kind in ('PLAY', 'JOKER', 'DRAW', 'PASS') then 1 else 0 end) moves,
                  sum(case when %1$s then 1 else 0 end) plays,
                  sum(case when %1$s and legal then 1 else 0 end) correct,
                  sum(case when event_kind = 'PLAY' and legal and bonus > 0 then 1 else 0 end) master_strokes,
                  sum(case when event_kind = 'HINT' then 1 else 0 end) hints
                from progress_event where pupil_id = :pupil and game_id is not null
                group by game_id order by last_at desc""".formatted(PLAYS),
                new MapSqlParameterSource("pupil", pupil),
                (rs, n) -> new GameRow(rs.getObject("game_id", UUID.class), instant(rs, "first_at"),
                        instant(rs, "last_at"), rs.getInt("moves"), rs.getInt("plays"), rs.getInt("correct"),
                        rs.getInt("master_strokes"), rs.getInt("hints")));
    }

    private static OffsetDateTime at(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
        return t == null ? null : t.toInstant();
    }
}
