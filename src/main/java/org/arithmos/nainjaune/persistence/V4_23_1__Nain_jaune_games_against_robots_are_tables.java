package org.arithmos.nainjaune.persistence;

import org.arithmos.cardgames.persistence.StoredGamesToTables;
import org.arithmos.nainjaune.NjSetup;
import org.arithmos.nainjaune.NjTableGame;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * Nain Jaune's games against robots are private tables (decision 0018, step 3), as V4_21_1 made Nambarz's: every
 * game stored the old way moves into the tables under its own id ({@link StoredGamesToTables}). Java, because each
 * seat needs its name (the owner's, the robots' as the old table gave them) and the seat count is in the options.
 */
@Component
class V4_23_1__Nain_jaune_games_against_robots_are_tables extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws Exception {
        StoredGamesToTables.moveAll(context.getConnection(), NjTableGame.KIND, NjSetup::stored);
    }
}
