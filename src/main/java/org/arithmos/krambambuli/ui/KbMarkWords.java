package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.Component;
import java.util.Locale;
import java.util.Optional;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.ui.MarkWords;
import org.arithmos.tables.ui.RefusalWords;

/** A refused Krambambuli step in the class game's debrief, in the words the table used (KB-*), and the correct play. */
@org.springframework.stereotype.Component
class KbMarkWords implements MarkWords {

    @Override
    public String kind() {
        return KbTableGame.KIND;
    }

    @Override
    public Optional<Component> explain(TableMark mistake, Component owner, Locale locale) {
        if (mistake.example() instanceof TableMark.Refused r && r.judgment() instanceof KrambambuliJudgment j) {
            return Optional.of(RefusalWords.of(new KbWords(owner).refusal(j), r, new KbReplayBoard(), owner));
        }
        return Optional.empty();
    }
}
