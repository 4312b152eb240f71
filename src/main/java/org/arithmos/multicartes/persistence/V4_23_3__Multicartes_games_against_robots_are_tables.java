package org.arithmos.multicartes.persistence;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * Multicartes' solo games and games against robots are private tables (decision 0018, step 3), as V4_23_1 made
 * Nain Jaune's: every game stored the old way ({@code mc_game}) moves into the tables under its own id, its
 * multiplications kept for the times-table map ({@link StoredGamesToTables}). Java, because each seat needs its name
 * (the owner's, the robots' as the old table gave them) and the seat count is in the options.
 */
@Component
class V4_23_3__Multicartes_games_against_robots_are_tables extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws Exception {
        StoredGamesToTables.move(context.getConnection(), StoredGamesToTables.all(context.getConnection()));
    }
}
