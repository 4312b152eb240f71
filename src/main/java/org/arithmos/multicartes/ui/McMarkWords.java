package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.Component;
import java.util.Locale;
import java.util.Optional;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McTableGame;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.ui.MarkWords;
import org.arithmos.tables.ui.RefusalWords;

/** A refused Multicartes step in the class game's debrief, in the words the table used (MC-*), and the correct play. */
@org.springframework.stereotype.Component
class McMarkWords implements MarkWords {

    @Override
    public String kind() {
        return McTableGame.KIND;
    }

    @Override
    public Optional<Component> explain(TableMark mistake, Component owner, Locale locale) {
        if (mistake.example() instanceof TableMark.Refused r && r.judgment() instanceof MulticartesJudgment j
                && r.move() instanceof MulticartesMove move) {
            return Optional.of(RefusalWords.of(new McWords(owner).refusal(j, move, (Integer) r.context()), r,
                    new McReplayBoard(), owner));
        }
        return Optional.empty();
    }
}
