package org.arithmos.krambambuli.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliBot;
import org.arithmos.engine.krambambuli.KrambambuliEvent;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.krambambuli.KbOutcome;
import org.arithmos.krambambuli.KbTable;
import org.arithmos.krambambuli.KbTableGame;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableGame;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableSeat;
import org.arithmos.tables.ui.ReplayBoard;

/**
 * A Krambambuli table in the tables' replay (0035): the live table's screen ({@link KbScreen}: seats, melds,
 * hand) from the frame's seat, never its turn so nothing plays, and the move's story in the live table's words.
 */
@org.springframework.stereotype.Component
class KbReplayBoard implements ReplayBoard {

    @Override
    public String kind() {
        return KbTableGame.KIND;
    }

    @Override
    public Component board(TableNews frame, Component owner) {
        KbWords words = new KbWords(owner);
        KbTable table = table(frame.table());
        Div body = new Div();
        body.addClassNames("kb-table", "kb-replay");
        KbScreen screen = new KbScreen(new Reader(table, words, new KbTableState()), body);
        screen.show(table, false, () -> { });
        return body;
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> story(TableNews frame, Component owner) {
        if (!frame.isMove()) {
            return List.of();
        }
        return new KbWords(owner).lines(new KbOutcome.Step(frame.mover(), (KrambambuliMove) frame.move(), null,
                (List<KrambambuliEvent>) frame.events()), table(frame.table()));
    }

    @Override
    public String best(TableGame.Robot<?> best, Component owner) {
        KbWords words = new KbWords(owner);
        String what = switch ((KrambambuliMove) best.move()) {
            case KrambambuliMove.Draw d -> words.t("kb.action.draw");
            case KrambambuliMove.TakeDiscard t -> words.t("kb.action.take") + ": " + melds(words, t.melds());
            case KrambambuliMove.Lay l -> words.t("kb.action.lay") + ": " + melds(words, l.melds());
            case KrambambuliMove.Add a -> words.t("kb.action.add") + ": " + words.cards(a.result());
            case KrambambuliMove.TakeFromMeld f -> words.card(f.card());
            case KrambambuliMove.RetrieveJoker r -> words.card(r.card());
            case KrambambuliMove.Discard d -> words.t("kb.action.discard") + ": " + words.card(d.card());
        };
        String why = best.reason() instanceof KrambambuliBot.Reason r ? " " + words.t("kb.bot.reason." + r.name()) : "";
        return what + why;
    }

    private static String melds(KbWords words, List<List<PlayingCard>> melds) {
        return String.join(" · ", melds.stream().map(words::cards).toList());
    }

    private static KbTable table(SeatedTable t) {
        return KbTableGame.table(t, t.seats().stream().map(TableSeat::name).toList());
    }

    /** The screen's player in a replay: it shows the seat's hand as dealt and never plays. */
    private record Reader(KbTable table, KbWords words, KbTableState state) implements KbPlayer {

        @Override
        public List<PlayingCard> shownHand() {
            return table.view().hand();
        }

        @Override
        public void say(String text, boolean error, List<PlayingCard> fault) {
        }

        @Override
        public void send(KrambambuliMove move) {
        }

        @Override
        public void refresh() {
        }
    }
}
