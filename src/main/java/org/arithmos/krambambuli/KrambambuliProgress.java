package org.arithmos.krambambuli;

import org.arithmos.cardgames.CardGameKind;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.arithmos.classroom.Audience;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/** A pupil's Krambambuli for their page: for the pupil, their teacher and a linked parent (and the admin). */
@Service
public class KrambambuliProgress {

    private final CardGameStore store;
    private final Audience audience;
    private final TransactionTemplate tx;

    KrambambuliProgress(CardGameStore store, Audience audience, TransactionTemplate tx) {
        this.store = store;
        this.audience = audience;
        this.tx = tx;
    }

    @PreAuthorize("isAuthenticated()")
    public KbProgressSummary progressOf(long pupilId) {
        audience.requireCanSee(pupilId);
        return tx.execute(s -> KbProgressSummary.of(store.progressOf(pupilId, CardGameKind.KRAMBAMBULI)));
    }
}
