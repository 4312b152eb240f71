package org.arithmos.nambarz.ui;

import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.engine.nambarz.TurnPhase;
import org.arithmos.nambarz.TableState;

/** The one line that tells the pupil what they may do now (NZ-TURN-1/2, NZ-JOKER-2/3/5). */
final class Prompts {

    private Prompts() {
    }

    static String of(TableState t, NzWords words) {
        if (t.over()) {
            return words.t("table.prompt.over");
        }
        if (!t.yourTurn()) {
            return words.t("table.prompt.waiting", t.current().name());
        }
        String target = switch (t.view().target()) {
            case Target.NumberTarget n -> words.shortName(n.card());
            case Target.JokerTarget j -> words.card(org.arithmos.engine.nambarz.Joker.of(j.kind()));
        };
        return switch (t.view().phase()) {
            case TurnPhase.Open open when t.view().target() instanceof Target.JokerTarget j ->
                    words.t("table.prompt.onJoker." + j.kind().name());
            case TurnPhase.Open open -> words.t(open.replayed() ? "table.prompt.again" : "table.prompt.yourTurn", target);
            case TurnPhase.Played played -> words.t("table.prompt.replay");
            case TurnPhase.AfterChangeJoker after -> words.t("table.prompt.afterJoker." + after.kind().name());
            case TurnPhase.Drawn(Card card) -> words.t("table.prompt.drawn", card == null ? "" : words.shortName(card));
        };
    }
}
