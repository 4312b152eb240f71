package org.arithmos.nambarz.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kotlin.jvm.functions.Function0;
import org.arithmos.engine.arithmetic.Expr;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.Correction;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.Judgment;
import org.arithmos.engine.nambarz.NambarzEvent;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzObservation;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzRule;
import org.arithmos.engine.nambarz.PlayContext;
import org.arithmos.engine.nambarz.PlayKind;
import org.arithmos.engine.nambarz.SymbolCard;
import org.arithmos.engine.nambarz.Target;
import org.arithmos.i18n.Language;
import org.arithmos.nambarz.GameMode;
import org.arithmos.nambarz.NzSetup;
import org.arithmos.nambarz.TableEvent;
import org.arithmos.nambarz.TableState;
import org.arithmos.pedagogy.Explanations;
import org.arithmos.tables.GameId;
import org.arithmos.tables.Seat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * Every sentence of the table's story whose subject is a player, in the three languages, for each subject:
 * the pupil at their own table ("You end the turn."), a robot and a pupil named in a replay ("Zoé ends the
 * turn."); and the hints, one sentence per kind of move. It read "You ends the turn.", "You played a joker:
 * Joker: replay." and "Hint: try end the turn." (issue 13).
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NarrationGrammarTest {

    private static final String NBSP = "\u00a0";

    /** {s} is the named subject. */
    private static final List<String> NAMED_EN = List.of("{s} played 7.", "{s} played the replay joker.",
            "{s}: that play breaks a rule.", "{s} ends the turn.", "{s} has no cards left: 2nd place!",
            "{s} drew a card.", "{s} draws 2 penalty cards.", "Round 1 begins. {s} starts.");
    private static final List<String> YOU_EN = List.of("You played 7.", "You played the replay joker.",
            "Your play breaks a rule.", "You end the turn.", "You have no cards left: 2nd place!",
            "You drew a card.", "You draw 2 penalty cards.", "Round 1 begins. You start.");
    private static final List<String> NAMED_FR = List.of("{s} a joué 7.", "{s} a joué le joker «" + NBSP + "rejouer" + NBSP + "».",
            "{s}" + NBSP + ": ce coup ne respecte pas une règle.", "{s} finit son tour.",
            "{s} n’a plus de cartes" + NBSP + ": 2e place" + NBSP + "!", "{s} a pioché une carte.",
            "{s} pioche 2 cartes de pénalité.", "La manche 1 commence. {s} commence.");
    private static final List<String> YOU_FR = List.of("Tu as joué 7.", "Tu as joué le joker «" + NBSP + "rejouer" + NBSP + "».",
            "Ton coup ne respecte pas une règle.", "Tu finis ton tour.",
            "Tu n’as plus de cartes" + NBSP + ": 2e place" + NBSP + "!", "Tu as pioché une carte.",
            "Tu pioches 2 cartes de pénalité.", "La manche 1 commence. Tu commences.");
    private static final List<String> NAMED_IT = List.of("{s} ha giocato 7.", "{s} ha giocato il jolly «rigioca».",
            "{s}: questa giocata non rispetta una regola.", "{s} finisce il turno.", "{s} non ha più carte: 2° posto!",
            "{s} ha pescato una carta.", "{s} pesca 2 carte di penalità.", "Inizia il round 1. Comincia {s}.");
    private static final List<String> YOU_IT = List.of("Hai giocato 7.", "Hai giocato il jolly «rigioca».",
            "La tua giocata non rispetta una regola.", "Finisci il turno.", "Non hai più carte: 2° posto!",
            "Hai pescato una carta.", "Peschi 2 carte di penalità.", "Inizia il round 1. Cominci tu.");

    @Autowired
    private ApplicationContext context;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(new Routes(), context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
    }

    @Test
    void everySubjectAgreesWithItsVerbInEveryLanguage() {
        TableState t = againstRobots();
        String robot = t.seats().get(1).name();
        check(t, Locale.ENGLISH, YOU_EN, NAMED_EN, robot);
        check(t, Locale.FRENCH, YOU_FR, NAMED_FR, robot);
        check(t, Locale.ITALIAN, YOU_IT, NAMED_IT, robot);
    }

    @Test
    void eachHintIsASentence() {
        assertThat(hints(Locale.ENGLISH)).containsExactly("Hint: try 7.", "Hint: play your replay joker.",
                "Hint: draw a card.", "Hint: end your turn.");
        assertThat(hints(Locale.FRENCH)).containsExactly("Indice" + NBSP + ": essaie 7.",
                "Indice" + NBSP + ": joue ton joker «" + NBSP + "rejouer" + NBSP + "».",
                "Indice" + NBSP + ": pioche une carte.", "Indice" + NBSP + ": finis ton tour.");
        assertThat(hints(Locale.ITALIAN)).containsExactly("Suggerimento: prova 7.",
                "Suggerimento: gioca il tuo jolly «rigioca».", "Suggerimento: pesca una carta.",
                "Suggerimento: finisci il turno.");
    }

    private static List<String> hints(Locale locale) {
        UI.getCurrent().setLocale(locale);
        NzWords words = new NzWords(new Div());
        return List.of(new NambarzMove.PutDown(List.of(SymbolCard.of(7)), Expr.single()),
                new NambarzMove.PlayJoker(JokerKind.REPLAY), new NambarzMove.Draw(), new NambarzMove.Pass())
                .stream().map(words::hint).toList();
    }

    private void check(TableState t, Locale locale, List<String> you, List<String> named, String robot) {
        UI.getCurrent().setLocale(locale);
        NzWords words = new NzWords(new Div());
        Explanations explanations = Explanations.in(Language.of(locale).orElseThrow());
        assertThat(story(new Narrator(words, explanations), t, t.you())).as(locale + ": you").isEqualTo(you);
        assertThat(story(new Narrator(words, explanations), t, 1)).as(locale + ": a robot")
                .isEqualTo(named.stream().map(s -> s.replace("{s}", robot)).toList());
        assertThat(story(new Narrator(words, explanations, "Léa"), t, t.you())).as(locale + ": a pupil in a replay")
                .isEqualTo(named.stream().map(s -> s.replace("{s}", "Léa")).toList());
        // At a live table (0018) a classmate sits at seat 1: named, never "you".
        var seats = new ArrayList<>(t.seats());
        seats.set(1, new Seat(1, "Sami", 3, null, 1));
        TableState live = new TableState(t.id(), t.setup(), seats, 0, t.view(), t.legalMoves(), t.moveCount(), true);
        assertThat(story(new Narrator(words, explanations), live, 1)).as(locale + ": a classmate at a live table")
                .isEqualTo(named.stream().map(s -> s.replace("{s}", "Sami")).toList());
    }

    /** A pupil's table against two robots, as the screen sees it from the pupil's seat (0). */
    private static TableState againstRobots() {
        NambarzOptions options = NambarzOptions.of(3);
        NambarzObservation view = NambarzGame.newGame(options, 1L).observation(0);
        List<Seat> seats = List.of(new Seat(0, "Léa", 1, null, 0), new Seat(1, "Bip", 2, BotLevel.BEGINNER, 1),
                new Seat(2, "Bop", 3, BotLevel.BEGINNER, 2));
        return new TableState(GameId.random(), new NzSetup(options, GameMode.GAME, BotLevel.BEGINNER, 0, false, 1L),
                seats, 0, view, view.myTurn() ? view.legalMoves() : List.of(), 0, true);
    }

    /** One sentence of each kind with {@code seat} as its subject. */
    private static List<String> story(Narrator narrator, TableState t, int seat) {
        var onSeven = new PlayContext.OnTarget(new Target.NumberTarget(SymbolCard.of(7)));
        List<NambarzEvent> events = List.of(
                new NambarzEvent.Played(seat, List.of(SymbolCard.of(7)), Expr.single(), onSeven,
                        new Judgment.Accepted(PlayKind.MATCH, 0, null)),
                new NambarzEvent.Played(seat, List.of(Joker.of(JokerKind.REPLAY)), null, onSeven,
                        new Judgment.Accepted(PlayKind.REPLAY_JOKER, 0, null)),
                new NambarzEvent.Played(seat, List.of(SymbolCard.of(3)), Expr.single(), onSeven,
                        new Judgment.Penalized(NambarzRule.NZ_MATCH_1, List.of(0), new Correction.TakeBack(), null)),
                new NambarzEvent.Passed(seat),
                new NambarzEvent.Finished(seat, 2),
                new NambarzEvent.Drew(seat, null),
                new NambarzEvent.PenaltyDrawn(seat, 2, List.of()),
                new NambarzEvent.RoundStarted(1, false, List.of(0, 1, 2), seat, SymbolCard.of(7)));
        List<String> said = new ArrayList<>();
        for (NambarzEvent e : events) {
            narrator.lines(new TableEvent.Moved(seat, new NambarzMove.Pass(), null, List.of(e)), t)
                    .forEach(line -> said.add(line.text()));
        }
        return said;
    }
}
