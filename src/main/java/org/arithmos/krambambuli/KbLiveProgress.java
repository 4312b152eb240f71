package org.arithmos.krambambuli;

import java.time.Instant;
import java.util.UUID;
import org.arithmos.cardgames.CardGameKind;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * A pupil's Krambambuli progress at a live table, written where the game against robots writes it
 * (card_progress), in the transaction that stores the move: the listener runs in the publisher's thread.
 */
@Component
class KbLiveProgress {

    /** One progress row of a pupil at a live table; {@code gameId} is the table's game (a row of {@code game}). */
    record Row(long pupilId, UUID gameId, int seq, String event, int amount, String detail, Instant at) {
    }

    private final CardGameStore store;

    KbLiveProgress(CardGameStore store) {
        this.store = store;
    }

    @EventListener
    void record(Row r) {
        store.recordLiveProgress(r.pupilId(), r.gameId(), CardGameKind.KRAMBAMBULI, r.seq(), r.event(), r.amount(),
                r.detail(), r.at());
    }
}
