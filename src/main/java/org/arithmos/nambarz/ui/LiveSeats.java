package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arithmos.cards.CardPictures;
import org.arithmos.cards.CardSize;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.bots.BotReason;
import org.arithmos.engine.nambarz.Hand;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.Outcome;
import org.arithmos.nambarz.TableEvent;
import org.arithmos.nambarz.TableState;
import org.arithmos.tables.GameId;
import org.arithmos.tables.Seat;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableSeat;

/**
 * A live table's seat in the shapes the Nambarz table's parts already show (seats, pile, hand, calculation,
 * story): the same components for a game against robots and a live table.
 */
final class LiveSeats {

    private LiveSeats() {
    }

    /**
     * The table as the pupil's seat sees it: the pupil's own options (their operations and brackets at a
     * mixed-ability table), every seat named ("Bip (robot for Léa)" while a robot stands in).
     */
    static TableState state(SeatedTable t, NzWords words) {
        NzSeatView view = (NzSeatView) t.view();
        NambarzOptions table = NambarzOptions.parse(t.options());
        NambarzOptions mine = t.you() >= 0 && view != null ? table.forSeat(t.you()) : table;
        GameMode mode = GameMode.valueOf(t.mode());
        NzSetup setup = new NzSetup(mine, mode, BotLevel.INTERMEDIATE, t.alone() ? t.paceMillis() : NzSetup.NORMAL_PACE,
                t.showResults(), null);
        List<Seat> seats = new ArrayList<>();
        for (TableSeat s : t.seats()) {
            String name = s.standIn() ? words.t("live.standIn", s.name()) : s.name();
            seats.add(new Seat(s.seat(), name, s.face(), s.robotPlays() ? BotLevel.INTERMEDIATE : null,
                    view == null ? s.seat() : table.sideOf(s.seat())));
        }
        var seen = view == null ? null : view.seen();
        List<NambarzMove> legal = seen != null && seen.myTurn() ? seen.legalMoves() : List.of();
        // A spectator (the teacher) is seat -1: no seat is "you", nothing to play.
        return new TableState(new GameId(t.id()), setup, seats, t.you(), seen, legal, t.version(), true);
    }

    /** A move told by the table, as the story and the marks of a game against robots read it. */
    @SuppressWarnings("unchecked")
    static Outcome outcome(TableNews news, TableState table) {
        List<TableEvent> events = new ArrayList<>();
        if (news.isMove()) {
            BotReason reason = news.robotReason(BotReason.class);
            events.add(new TableEvent.Moved(news.mover(), (NambarzMove) news.move(), reason,
                    (List<NambarzEvent>) news.events()));
            news.notes().forEach(note -> events.add((TableEvent) note)); // the mover's own: a missed or better play
        }
        return new Outcome(table, events, false);
    }

    /** The table's code, who opened it and its state, big enough to be read across a classroom. */
    static void header(Div header, SeatedTable t, NzWords words) {
        header.removeAll();
        Span code = new Span(words.t("live.code", t.code()));
        code.addClassName("live-code");
        code.setId("live-code");
        Span state = new Span(words.t("live.status." + t.status().name()));
        state.addClassName("live-status");
        header.add(code, state);
    }

    /** The class's turn timer, when it has one, so that nobody is surprised by it. */
    static void timer(Span timer, int seconds, NzWords words) {
        timer.setVisible(seconds > 0);
        timer.setText(seconds > 0 ? words.t("live.turnTimer", seconds) : "");
    }

    static String prompt(TableState t, NzWords words) {
        return Prompts.of(t, words);
    }

    /** A partner's hand at a team table that lets partners consult (NZ-TEAM-*; 0018). */
    static void partners(Div area, SeatedTable t, NzWords words) {
        area.removeAll();
        NzSeatView view = (NzSeatView) t.view();
        if (view == null || view.partners().isEmpty()) {
            area.setVisible(false);
            return;
        }
        area.setVisible(true);
        for (Map.Entry<Integer, Hand> partner : view.partners().entrySet()) {
            Div row = new Div();
            row.addClassName("live-partner");
            row.setId("partner-" + partner.getKey());
            row.add(new Span(words.t("live.partnerHand", t.seats().get(partner.getKey()).name())));
            for (var card : partner.getValue().cards()) {
                Span art = new Span();
                art.addClassName("partner-card");
                art.getElement().setAttribute("role", "img");
                art.getElement().setAttribute("aria-label", words.card(card));
                art.getElement().setProperty("innerHTML",
                        CardPictures.img(CardPictures.nambarz(card, CardSize.SMALL), CardSize.SMALL));
                row.add(art);
            }
            area.add(row);
        }
    }
}
