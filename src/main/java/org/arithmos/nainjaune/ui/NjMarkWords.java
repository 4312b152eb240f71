package org.arithmos.nainjaune.ui;

import com.vaadin.flow.component.Component;
import java.util.Locale;
import java.util.Optional;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.nainjaune.NjTableGame;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.ui.MarkWords;
import org.arithmos.tables.ui.RefusalWords;

/** A refused Nain Jaune step in the class game's debrief, in the words the table used (NJ-*), and the correct play. */
@org.springframework.stereotype.Component
class NjMarkWords implements MarkWords {

    @Override
    public String kind() {
        return NjTableGame.KIND;
    }

    @Override
    public Optional<Component> explain(TableMark mistake, Component owner, Locale locale) {
        if (mistake.example() instanceof TableMark.Refused r && r.judgment() instanceof NainJauneJudgment j) {
            return Optional.of(RefusalWords.of(new NjWords(owner).refusal(j), r, new NjReplayBoard(), owner));
        }
        return Optional.empty();
    }
}
