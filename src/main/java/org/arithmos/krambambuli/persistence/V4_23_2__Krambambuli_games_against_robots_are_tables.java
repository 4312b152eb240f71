package org.arithmos.krambambuli.persistence;

import org.arithmos.cardgames.persistence.StoredGamesToTables;
import org.arithmos.krambambuli.KbSetup;
import org.arithmos.krambambuli.KbTableGame;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * Krambambuli's games against robots are private tables (decision 0018, step 3), as V4_23_1 made Nain Jaune's:
 * every game stored the old way moves into the tables under its own id ({@link StoredGamesToTables}), at the pace it
 * was played at (stored with its options). Java, because each seat needs its name and the seat count and the pace
 * are in the options.
 */
@Component
class V4_23_2__Krambambuli_games_against_robots_are_tables extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws Exception {
        StoredGamesToTables.moveAll(context.getConnection(), KbTableGame.KIND, KbSetup::stored);
    }
}
