package org.arithmos.multicartes;

import org.arithmos.multicartes.persistence.McStore;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Records a pupil's multiplications at a live table in their times-table record, inside the transaction
 * that stores the move (a listener called synchronously), exactly as {@link McService} does for a
 * game against robots (0025).
 */
@Component
class McTableProgress {

    private final McStore store;

    McTableProgress(McStore store) {
        this.store = store;
    }

    @EventListener
    void on(McTableSaid said) {
        store.recordTableProgress(said.pupilId(), said.gameId(), said.seq(), said.at(), said.kind(), said.first(),
                said.second());
    }
}
