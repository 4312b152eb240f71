package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.function.BiFunction;
import org.arithmos.krambambuli.KbProgressSummary;

/**
 * A pupil's Krambambuli on their page (teacher, parents): what they did, then the meld rules they tried to
 * break, most often first, so that the teacher knows what to explain again.
 */
public class KbPupilSummary extends Div {

    /** @param t the page's translation function (key, arguments) */
    public KbPupilSummary(KbProgressSummary s, BiFunction<String, Object[], String> t) {
        setId("krambambuli-summary");
        add(new Paragraph(t.apply("kb.pupil.line", new Object[] {s.games(), s.openings(), s.averageOpening(),
                s.melds(), s.cardsAdded(), s.roundsWon(), s.roundsPlayed()})));
        if (!s.slips().isEmpty()) {
            String slips = String.join(", ", s.slips().stream().limit(4)
                    .map(slip -> t.apply("kb.pupil.slip", new Object[] {t.apply("kb.slip." + slip.problem(),
                            new Object[0]), slip.times()})).toList());
            Paragraph practise = new Paragraph(t.apply("kb.pupil.slips", new Object[] {slips}));
            practise.setId("krambambuli-slips");
            add(practise);
        }
    }
}
