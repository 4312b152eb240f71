package org.arithmos.multicartes.ui;

import java.util.List;
import org.arithmos.engine.multicartes.MulticartesEvent;
import org.arithmos.engine.multicartes.MulticartesJudgment;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.multicartes.McTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TimeUp;

/**
 * What the moves at a Multicartes table tell its screen, written into the screen's state ({@link McTableState}):
 * the story's lines and a round's results to read, and the answer to the pupil's own move: played, or refused
 * by the rules and explained as in the game against robots.
 */
final class McTableStory {

    private final McPlayer player;

    McTableStory(McPlayer player) {
        this.player = player;
    }

    /** The story of a move, with the round's results to show once one ended. */
    void told(TableNews news) {
        McTable table = player.table();
        if (table == null) {
            return;
        }
        McTableState ui = player.state();
        McWords words = player.words();
        var step = McLiveSeats.step(news);
        if (news.reason() instanceof TimeUp up) {
            ui.story(List.of(words.t("live.say.timeUp", up.seconds(),
                    player.seated().seats().get(news.mover()).name())));
        }
        ui.story(words.lines(step, table));
        step.events().stream().filter(e -> e instanceof MulticartesEvent.RoundEnded)
                .map(e -> ((MulticartesEvent.RoundEnded) e).result()).findFirst().ifPresent(r -> {
                    ui.roundToShow = r;
                    ui.roundShown = false;
                });
    }

    /**
     * The table's answer to the pupil's {@code move}: why the rules refused it, or its story (and the product they
     * missed when they passed), or that the table had moved on meanwhile.
     *
     * @param top the top of the discard when the move was sent
     */
    void answered(TableNews news, MulticartesMove move, MulticartesMove missed, Integer top) {
        McTableState ui = player.state();
        McWords words = player.words();
        if (news.isRefused()) {
            MulticartesJudgment j = (MulticartesJudgment) news.refusal();
            ui.message = words.refusal(j, move, top);
            ui.messageIsError = true;
            ui.rule = j.rule();
            ui.atFault = j.atFault();
        } else if (news.isMove()) {
            ui.message = missed == null ? null : words.missed(missed);
            ui.messageIsError = false;
            ui.atFault = List.of();
            told(news);
        } else {
            ui.message = words.t("mc.error.stale");
            ui.messageIsError = false;
        }
    }
}
