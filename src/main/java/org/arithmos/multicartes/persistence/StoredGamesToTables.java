package org.arithmos.multicartes.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arithmos.engine.multicartes.MulticartesOptions;

/**
 * Moves Multicartes games stored the old way ({@code mc_game} / {@code mc_move}; solo games and games against
 * robots) into a private table under the same id (decision 0018, step 3): the game in {@code game}, its seats in
 * {@code game_seat} (a solo game: the owner's seat alone), its moves in {@code game_move}, a {@code live_table} row
 * with no class, its owner the host, no code, the pace it was played at, LEARNING (0025), OVER when finished. The
 * owner's multiplications move to {@code mc_progress.table_game_id} before the {@code mc_game} row is deleted:
 * {@code mc_progress.game_id} references it on delete cascade, and the times-table map is built on them. A game
 * already in {@code game} is left alone, so running it twice moves each game once. Used by the migration V4_23_3
 * (every such game) and by the demo school's import (the games it just wrote).
 *
 * <p>Multicartes' own tables ({@code mc_game}, {@code mc_move}, {@code mc_progress}) differ from the other card
 * games' ({@code card_game}, cardgames/persistence); the seats are written by the same code.
 */
final class StoredGamesToTables {


    private StoredGamesToTables() {
    }

    /** The ids of the Multicartes games still stored the old way. */
    static List<UUID> all(Connection c) throws SQLException {
        List<UUID> ids = new ArrayList<>();
        try (PreparedStatement q = c.prepareStatement("select id from mc_game");
             ResultSet rs = q.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getObject(1, UUID.class));
            }
        }
        return ids;
    }

    /** Moves each game; returns how many were moved. */
    static int move(Connection c, List<UUID> ids) throws SQLException {
        int moved = 0;
        for (UUID id : ids) {
            if (moveOne(c, id)) {
                moved++;
            }
        }
        return moved;
    }

    private static boolean moveOne(Connection c, UUID id) throws SQLException {
        String options;
        String robotLevel;
        long owner;
        try (PreparedStatement q = c.prepareStatement("select options, bot_level, owner_id from mc_game m"
                + " where id = ? and not exists (select 1 from game g where g.id = m.id)")) {
            q.setObject(1, id);
            try (ResultSet rs = q.executeQuery()) {
                if (!rs.next()) {
                    return false;
                }
                options = rs.getString(1);
                robotLevel = rs.getString(2);
                owner = rs.getLong(3);
            }
        }
        // Multicartes at a table is in learning mode: no penalty, a refused product is explained (0025).
        update(c, "insert into game (id, owner_id, game_kind, options, seed, mode, bot_pace_ms, show_results, status,"
                + " move_count, created_at, updated_at) select id, owner_id, 'MULTICARTES', options, seed, 'LEARNING',"
                + " bot_pace_ms, false, case when status = 'FINISHED' then 'FINISHED' else 'PLAYING' end, move_count,"
                + " created_at, updated_at from mc_game where id = ?", id);
        // The seats as Nain Jaune's and Krambambuli's are written (Multicartes' old robots: Robo, Bip, Pixel).
        org.arithmos.cardgames.persistence.StoredGamesToTables.seats(c, id, owner,
                MulticartesOptions.parse(options).players(), robotLevel);
        // The owner sat at seat 0; every other seat was a robot's.
        update(c, "insert into game_move (game_id, seq, seat, notation, by_robot, played_at)"
                + " select game_id, seq, seat, notation, seat <> 0, played_at from mc_move where game_id = ?", id);
        update(c, "insert into live_table (id, code, class_id, host_id, game_kind, options, mode, status, seats,"
                + " grace_seconds, partners_see_hands, bot_pace_ms, created_at, updated_at)"
                + " select id, '', null, owner_id, 'MULTICARTES', options, 'LEARNING',"
                + " case when status = 'FINISHED' then 'OVER' else 'PLAYING' end,"
                + " (select count(*) from game_seat s where s.game_id = m.id), 60, false, bot_pace_ms,"
                + " created_at, updated_at from mc_game m where id = ?", id);
        update(c, "update mc_progress set table_game_id = game_id, game_id = null where game_id = ?", id);
        update(c, "delete from mc_game where id = ?", id);
        return true;
    }

    private static void update(Connection c, String sql, UUID id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, id);
            s.executeUpdate();
        }
    }
}
