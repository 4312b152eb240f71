package org.arithmos.durability;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.Application;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.SeatedTable;
import org.arithmos.tables.ShelfGame;
import org.arithmos.tables.TableNews;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.tables.persistence.GameStore;
import org.arithmos.testing.RobotTables;
import org.arithmos.testing.TestSchool;
import org.springframework.boot.Banner;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The app, playing Nambarz games of one pupil against robots at their private tables through the real
 * {@link TableService}
 * until {@link KillNineTest} kills it with SIGKILL. Prints, one line each, flushed:
 * {@code PUPIL <id>} (made at the first start; later starts get it as {@code --kill9.pupil=<id>}),
 * {@code STORED <game> <moves>} for each of the pupil's games (the moves the database holds),
 * {@code RESUMED <game> <moves>} for the unfinished game it found (read back from the store and replayed),
 * {@code READY}, then {@code ACK <game> <moves>} after every move of the pupil that {@code TableService} returned, i.e.
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

    private static void playUntilKilled(String[] args) throws InterruptedException {
        ConfigurableApplicationContext app = new SpringApplicationBuilder(Application.class)
                .bannerMode(Banner.Mode.OFF).logStartupInfo(false)
                // The whole app (Vaadin needs its web context), on a free port nobody calls.
                .properties("server.port=0", "arithmos.demo-data=false", "logging.level.root=WARN")
                .run(args);
        TableService tables = app.getBean(TableService.class);
        Account pupil = pupil(app);
        TestSchool.logIn(pupil);
        System.out.println("PUPIL " + pupil.id());

        GameStore store = app.getBean(GameStore.class);
        List<ShelfGame> games = tables.myShelf();
        for (ShelfGame g : games) {
            System.out.println("STORED " + g.id().value() + " " + store.moves(g.id().value()).size());
        }
        Optional<UUID> unfinished = games.stream().filter(g -> !g.finished()).map(g -> g.id().value()).findFirst();
        unfinished.ifPresent(id -> System.out.println("RESUMED " + id + " " + tables.look(id).version()));
        System.out.println("READY");

        UUID id = unfinished.orElseGet(() -> newGame(tables));
        while (true) {
            SeatedTable t = tables.look(id);
            if (t.status() == TableStatus.OVER) {
                id = newGame(tables);
            } else if (t.yourTurn()) {
                TableNews moved = tables.move(id, t.version(), RobotTables.firstPlayOrDraw(t));
                System.out.println("ACK " + id + " " + moved.table().version());
            } else {
                Thread.sleep(1); // the robots play on the server's timer
            }
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

    private static UUID newGame(TableService tables) {
        // Robots at once (pace 0): as many moves as possible between two kills.
        return tables.openPrivate(new TableService.NewTable(NzTableGame.KIND, NambarzOptions.of(3).notation(), 3,
                "GAME", false, 60, 0), "INTERMEDIATE", null);
    }
}
