package org.arithmos.durability;

import java.util.List;
import java.util.Optional;
import org.arithmos.Application;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.play.GameMode;
import org.arithmos.play.GameSummary;
import org.arithmos.play.GuestPass;
import org.arithmos.play.PlayService;
import org.arithmos.play.TableSetup;
import org.arithmos.play.TableState;
import org.arithmos.play.persistence.GameStore;
import org.arithmos.testing.TestSchool;
import org.springframework.boot.Banner;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The app, playing Nambarz games of one pupil through the real {@link PlayService}
 * until {@link KillNineTest} kills it with SIGKILL. Prints, one line each, flushed:
 * {@code PUPIL <id>} (made at the first start; later starts get it as {@code --kill9.pupil=<id>}),
 * {@code STORED <game> <moves>} for each of the pupil's games (the moves the database holds),
 * {@code RESUMED <game> <moves>} for the unfinished game it found (read back from the store and replayed),
 * {@code READY}, then {@code ACK <game> <moves>} after every move that {@code PlayService} returned, i.e.
 * committed. Arguments are the app's properties ({@code --spring.datasource.url=...}).
 */
public final class MovesUntilKilled {

    private MovesUntilKilled() {
    }

    public static void main(String[] args) {
        try {
            playUntilKilled(args);
        } catch (Throwable e) {
            // The web server's threads would keep a failed app alive: end it, the test sees no READY.
            e.printStackTrace(System.out);
            System.exit(1);
        }
    }

    private static void playUntilKilled(String[] args) {
        ConfigurableApplicationContext app = new SpringApplicationBuilder(Application.class)
                .bannerMode(Banner.Mode.OFF).logStartupInfo(false)
                // The whole app (Vaadin needs its web context), on a free port nobody calls.
                .properties("server.port=0", "arithmos.demo-data=false", "logging.level.root=WARN")
                .run(args);
        PlayService play = app.getBean(PlayService.class);
        Account pupil = pupil(app);
        TestSchool.logIn(pupil);
        System.out.println("PUPIL " + pupil.id());

        GameStore store = app.getBean(GameStore.class);
        for (GameSummary g : play.myGames()) {
            System.out.println("STORED " + g.id().value() + " " + store.moves(g.id().value()).size());
        }
        GuestPass pass = GuestPass.random();
        Optional<TableState> unfinished = play.myGames().stream().filter(g -> !g.finished())
                .map(GameSummary::id).findFirst().map(id -> play.open(id, pass));
        unfinished.ifPresent(t -> System.out.println("RESUMED " + t.id().value() + " " + t.moveCount()));
        System.out.println("READY");

        TableState t = unfinished.orElseGet(() -> newGame(play, pass));
        while (true) {
            if (t.over()) {
                t = newGame(play, pass);
            }
            t = (t.yourTurn() ? play.play(t.id(), pass, t.moveCount(), firstPlayOrDraw(t.legalMoves()))
                    : play.letBotPlay(t.id(), pass, t.moveCount())).table();
            System.out.println("ACK " + t.id().value() + " " + t.moveCount());
        }
    }

    private static Account pupil(ConfigurableApplicationContext app) {
        AccountService accounts = app.getBean(AccountService.class);
        String id = app.getEnvironment().getProperty("kill9.pupil");
        if (id != null) {
            return SystemTask.run(() -> accounts.find(Long.parseLong(id)).orElseThrow());
        }
        return new TestSchool(accounts, app.getBean(ClassroomService.class)).newPupil();
    }

    private static TableState newGame(PlayService play, GuestPass pass) {
        // Bots at once (pace 0): as many moves as possible between two kills.
        return play.start(TableSetup.of(NambarzOptions.of(3), GameMode.GAME, BotLevel.INTERMEDIATE).withPace(0), pass);
    }

    private static NambarzMove firstPlayOrDraw(List<NambarzMove> legal) {
        return legal.stream().filter(m -> m instanceof NambarzMove.PutDown).findFirst().orElse(legal.getFirst());
    }
}
