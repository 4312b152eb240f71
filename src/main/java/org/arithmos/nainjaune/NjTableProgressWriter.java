package org.arithmos.nainjaune;

import org.arithmos.cardgames.CardGameKind;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Writes a live table's Nain Jaune progress into the same rows as a game against robots (card_progress, kind
 * NAIN_JAUNE), so the pupil's page and the dashboards count both. Runs in the publisher's transaction.
 */
@Component
class NjTableProgressWriter {

    private final CardGameStore store;

    NjTableProgressWriter(CardGameStore store) {
        this.store = store;
    }

    @EventListener
    void on(NjTableProgress p) {
        p.rows().forEach(r -> store.recordLiveProgress(p.pupilId(), p.gameId(), CardGameKind.NAIN_JAUNE, p.seq(),
                r.event(), r.amount(), r.detail(), p.at()));
    }
}
