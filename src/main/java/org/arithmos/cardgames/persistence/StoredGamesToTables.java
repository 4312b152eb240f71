package org.arithmos.cardgames.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

/**
 * Moves a card game's games against robots stored the old way ({@code card_game} / {@code card_move}) into a
 * private table under the same id (decision 0018, step 3): the game in {@code game}, its seats in {@code game_seat},
 * its moves in {@code game_move}, a {@code live_table} row with no class, its owner the host, no code, OVER when
 * finished. The owner's progress rows move to {@code live_game_id} before the {@code card_game} row is deleted:
 * {@code card_progress.game_id} references it on delete cascade. A game already in {@code game} is left alone, so
 * running it twice moves each game once. What differs by game is read from its stored options ({@link Shape}).
 * Used by each card game's migration (V4_23_1 Nain Jaune, V4_23_2 Krambambuli) and by the demo school's import.
 */
public final class StoredGamesToTables {

    /** The robots' names as the old tables gave them, seat by seat (the first seven of BotSeats.NAMES). */
    static final List<String> ROBOT_NAMES = List.of("Robo", "Bip", "Pixel", "Zig", "Nova", "Tic", "Bolt");
    private static final int FACES = 12;

    /**
     * What a game's stored options say of its table: the options as the table game reads them, how many seats,
     * the robots' pace (stored with the options, or the pace the old table always played a resumed game at).
     */
    public record Shape(String options, int seats, int paceMillis) {
    }

    private StoredGamesToTables() {
    }

    /** The ids of the games of {@code kind} still stored the old way. */
    public static List<UUID> all(Connection c, String kind) throws SQLException {
        List<UUID> ids = new ArrayList<>();
        try (PreparedStatement q = c.prepareStatement("select id from card_game where kind = ?")) {
            q.setString(1, kind);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getObject(1, UUID.class));
                }
            }
        }
        return ids;
    }

    /** Moves every game of {@code kind} still stored the old way (a migration), shaped by {@code shape}. */
    public static int moveAll(Connection c, String kind, Function<String, Shape> shape) throws SQLException {
        return move(c, kind, all(c, kind), shape);
    }

    /** Moves each game of {@code kind}, shaped by {@code shape} from its stored options; returns how many moved. */
    public static int move(Connection c, String kind, List<UUID> ids, Function<String, Shape> shape)
            throws SQLException {
        int moved = 0;
        for (UUID id : ids) {
            if (moveOne(c, kind, id, shape)) {
                moved++;
            }
        }
        return moved;
    }

    private static boolean moveOne(Connection c, String kind, UUID id, Function<String, Shape> shapes)
            throws SQLException {
        Shape shape;
        String robotLevel;
        long owner;
        try (PreparedStatement q = c.prepareStatement("select options, bot_level, owner_id from card_game c"
                + " where id = ? and kind = ? and not exists (select 1 from game g where g.id = c.id)")) {
            q.setObject(1, id);
            q.setString(2, kind);
            try (ResultSet rs = q.executeQuery()) {
                if (!rs.next()) {
                    return false;
                }
                shape = shapes.apply(rs.getString(1));
                robotLevel = rs.getString(2);
                owner = rs.getLong(3);
            }
        }
        // The card games against robots have no learning mode (0026, 0027): GAME.
        update(c, "insert into game (id, owner_id, game_kind, options, seed, mode, bot_pace_ms, show_results, status,"
                + " move_count, created_at, updated_at) select id, owner_id, kind, ?, seed, 'GAME', ?, false,"
                + " case when status = 'FINISHED' then 'FINISHED' else 'PLAYING' end, move_count,"
                + " created_at, updated_at from card_game where id = ?", shape.options(), shape.paceMillis(), id);
        seats(c, id, owner, shape.seats(), robotLevel);
        // The owner sat at seat 0; every other seat was a robot's.
        update(c, "insert into game_move (game_id, seq, seat, notation, by_robot, played_at)"
                + " select game_id, seq, seat, notation, seat <> 0, played_at from card_move where game_id = ?", id);
        // No grace time matters at a private table.
        update(c, "insert into live_table (id, code, class_id, host_id, game_kind, options, mode, status, seats,"
                + " grace_seconds, partners_see_hands, bot_pace_ms, created_at, updated_at)"
                + " select id, '', null, owner_id, kind, ?, 'GAME',"
                + " case when status = 'FINISHED' then 'OVER' else 'PLAYING' end, ?, 60, false, ?,"
                + " created_at, updated_at from card_game c where id = ?", shape.options(), shape.seats(),
                shape.paceMillis(), id);
        update(c, "update card_progress set live_game_id = game_id, game_id = null where game_id = ?", id);
        update(c, "delete from card_game where id = ?", id);
        return true;
    }

    /**
     * The owner at seat 0 with their name and face, robots at the others with the old tables' names (each game's
     * old table named its robots in this order: Multicartes' migration V4_23_3 writes its seats here too).
     */
    public static void seats(Connection c, UUID id, long owner, int players, String robotLevel) throws SQLException {
        String name;
        int face;
        try (PreparedStatement q = c.prepareStatement("select display_name, face from account where id = ?")) {
            q.setLong(1, owner);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                name = rs.getString(1);
                face = rs.getInt(2);
            }
        }
        try (PreparedStatement s = c.prepareStatement("insert into game_seat (game_id, seat, name, face, bot_level,"
                + " account_id) values (?, ?, ?, ?, ?, ?)")) {
            for (int seat = 0; seat < players; seat++) {
                s.setObject(1, id);
                s.setInt(2, seat);
                String seatName = seat == 0 ? name : ROBOT_NAMES.get(seat - 1);
                s.setString(3, seatName.length() > 40 ? seatName.substring(0, 40) : seatName);
                s.setInt(4, seat == 0 ? face : (seat * 5 + 3) % FACES);
                s.setString(5, seat == 0 ? null : robotLevel == null ? "BEGINNER" : robotLevel);
                if (seat == 0) {
                    s.setLong(6, owner);
                } else {
                    s.setNull(6, java.sql.Types.BIGINT);
                }
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /** Runs {@code sql} with {@code values} then the game's id as its parameters. */
    private static void update(Connection c, String sql, Object... values) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                s.setObject(i + 1, values[i]);
            }
            s.executeUpdate();
        }
    }
}
