package org.arithmos.nainjaune;

import org.arithmos.cardgames.CardGameKind;
import org.arithmos.cardgames.persistence.CardGameStore;
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What is Nain Jaune's own beside its table: whether the signed-in person may play it, and a pupil's Nain Jaune at a
 * glance. A game against robots is a private table (docs/decisions/0018, step 3: {@code tables.TableService}, the
 * game plugged in by {@link NjTableGame}); its moves and the pupil's progress are stored by the tables.
 */
@Service
public class NjService {

    private final CardGameStore store;
    private final TransactionTemplate tx;
    private final LevelService levels;
    private final Audience audience;

    NjService(CardGameStore store, TransactionTemplate tx, LevelService levels, Audience audience) {
        this.store = store;
        this.tx = tx;
        this.levels = levels;
        this.audience = audience;
    }

    /** Whether the signed-in person may start a game: guests and grown-ups always; a pupil when their level enables it. */
    @PreAuthorize("permitAll()")
    public boolean mayPlay() {
        return levels.mayPlay(GameKind.NAIN_JAUNE);
    }

    /** A pupil's Nain Jaune at a glance, for the pupil, their teacher and a linked parent. */
    @PreAuthorize("isAuthenticated()")
    public NjProgressSummary progressOf(long pupilId) {
        audience.requireCanSee(pupilId);
        return tx.execute(s -> NjProgressSummary.of(store.progressOf(pupilId, CardGameKind.NAIN_JAUNE)));
    }
}
