package org.arithmos.accounts;

import java.sql.ResultSetMetaData;
import java.sql.Timestamp;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Rows of one table, as exported: column names in lower case, values as plain JSON types (text, number,
 * true/false, null); times are ISO-8601 instants, ids of games are text.
 */
public record TableRows(String table, List<String> columns, List<List<Object>> rows) {

    public TableRows {
        Objects.requireNonNull(table, "table");
        columns = List.copyOf(columns);
        rows = rows.stream().map(r -> Collections.unmodifiableList(new ArrayList<>(r))).toList();
        for (List<Object> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("a row of " + table + " has " + row.size() + " values for "
                        + columns.size() + " columns");
            }
        }
    }

    /** The value of {@code column} in each row. */
    public List<Object> column(String column) {
        int i = columns.indexOf(column);
        if (i < 0) {
            throw new IllegalArgumentException(table + " has no column " + column);
        }
        return rows.stream().map(r -> r.get(i)).toList();
    }

    /**
     * {@code select * from <table> <condition>}, without the columns left out (secrets that must never
     * leave the server, such as password hashes). {@code table} and {@code condition} are written by the
     * calling feature, never by a user; the values are bound.
     */
    public static TableRows query(JdbcTemplate jdbc, String table, Set<String> leftOut, String condition,
                                  Object... args) {
        return jdbc.query("select * from " + table + " " + condition, rs -> {
            ResultSetMetaData meta = rs.getMetaData();
            List<String> columns = new ArrayList<>();
            List<Integer> kept = new ArrayList<>();
            for (int c = 1; c <= meta.getColumnCount(); c++) {
                String name = meta.getColumnLabel(c).toLowerCase(Locale.ROOT);
                if (!leftOut.contains(name)) {
                    columns.add(name);
                    kept.add(c);
                }
            }
            List<List<Object>> rows = new ArrayList<>();
            while (rs.next()) {
                List<Object> row = new ArrayList<>(kept.size());
                for (int c : kept) {
                    row.add(plain(rs.getObject(c)));
                }
                rows.add(row);
            }
            return new TableRows(table, columns, rows);
        }, args);
    }

    private static Object plain(Object value) {
        return switch (value) {
            case null -> null;
            case OffsetDateTime t -> t.toInstant().toString();
            case ZonedDateTime t -> t.toInstant().toString();
            case Timestamp t -> t.toInstant().toString();
            case UUID u -> u.toString();
            case Boolean b -> b;
            case Number n -> n;
            case byte[] bytes -> Base64.getEncoder().encodeToString(bytes);
            default -> value.toString();
        };
    }
}
