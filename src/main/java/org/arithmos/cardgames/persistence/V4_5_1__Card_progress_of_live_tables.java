package org.arithmos.cardgames.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * card_progress.game_id may name a live table's game (in {@code game}) as well as a game against robots (in
 * {@code card_game}), so it no longer references card_game (docs/decisions/0026). The constraint was created
 * without a name: H2 and PostgreSQL name it differently, so its name is read from the information schema. A
 * pupil's rows still go with the pupil (pupil_id), and with their game by the features' own deletion/retention.
 */
@Component
class V4_5_1__Card_progress_of_live_tables extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws Exception {
        Connection c = context.getConnection();
        List<String> names = new ArrayList<>();
        try (PreparedStatement q = c.prepareStatement("select tc.constraint_name from information_schema.table_constraints tc"
                + " join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name"
                + " and k.table_schema = tc.table_schema and k.table_name = tc.table_name"
                + " where lower(tc.table_name) = 'card_progress' and tc.constraint_type = 'FOREIGN KEY'"
                + " and lower(k.column_name) = 'game_id' and tc.table_schema = current_schema")) {
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        try (Statement s = c.createStatement()) {
            for (String name : names) {
                s.execute("alter table card_progress drop constraint \"" + name.replace("\"", "\"\"") + "\"");
            }
        }
    }
}
