package org.arithmos.tables;

import static org.arithmos.testing.AppNodes.as;
import static org.arithmos.testing.AppNodes.node;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzGame;
import org.arithmos.engine.nambarz.NambarzMove;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.engine.nambarz.NambarzState;
import org.arithmos.nambarz.NzSeatView;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.testing.EmbeddedPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * Two app nodes (each a whole app on a port of its own) on one PostgreSQL, as behind the cluster's proxy (docs/decisions/0031): Léa plays on node A,
 * Sami on node B, at one table with a robot. Each node hears the other's moves through LISTEN/NOTIFY and
 * tells its own screens; no node puts a robot in the seat of a pupil who plays on the other; node A goes
 * away in the middle of the game and Léa goes on from node B with every acknowledged move.
 */
class TablesAcrossNodesTest {

    private static final int GRACE_SECONDS = 2;

    private ConfigurableApplicationContext nodeA;
    private ConfigurableApplicationContext nodeB;

    /** Each node sets Spring Security's static holder as it starts: the tests after this one get theirs back. */
    private final SecurityContextHolderStrategy holderBefore = SecurityContextHolder.getContextHolderStrategy();

    @AfterEach
    void stopNodes() {
        TestSchool.logOut();
        SecurityContextHolder.setContextHolderStrategy(holderBefore);
        for (ConfigurableApplicationContext c : new ConfigurableApplicationContext[] {nodeA, nodeB}) {
            if (c != null && c.isActive()) {
                c.close();
            }
        }
    }

    @Test
    void aTableWhosePupilsSitOnTwoNodesPlaysOnAndOutlivesOneNode() {
        nodeA = node("a");
        nodeB = node("b");
        TableService onA = nodeA.getBean(TableService.class);
        TableService onB = nodeB.getBean(TableService.class);
        // The node started last holds Spring Security's static holder; the people are made through it.
        TestSchool school = new TestSchool(nodeB.getBean(AccountService.class), nodeB.getBean(ClassroomService.class));
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account lea = school.pupilIn(teacher, c).pupil();
        Account sami = school.pupilIn(teacher, c).pupil();

        // The lobby: Léa opens on A, Sami joins on B, and A's copy of the table hears of him.
        // Five rounds: a game of one round may end before the last part (seen: over at 18 moves).
        UUID id = as(nodeA, lea, () -> onA.open(new TableService.NewTable(NzTableGame.KIND,
                NambarzOptions.of(3).withRounds(5).notation(), 3, "GAME", false, GRACE_SECONDS, 50)));
        as(nodeB, sami, () -> onB.join(id));
        waitFor("node A sees Sami seated", () -> as(nodeA, lea, () -> onA.look(id)).seats().size() == 2);

        // Both watch from their own node before the start; Léa starts on A and B's copy follows.
        List<TableNews> toLea = new CopyOnWriteArrayList<>();
        List<TableNews> toSami = new CopyOnWriteArrayList<>();
        as(nodeA, lea, () -> onA.watch(id, toLea::add));
        as(nodeB, sami, () -> onB.watch(id, toSami::add));
        as(nodeA, lea, () -> {
            onA.start(id, true, "BEGINNER");
            return null;
        });
        waitFor("node B sees the table started", () -> as(nodeB, sami, () -> onB.look(id)).status()
                == TableStatus.PLAYING);

        // Each plays on their own node; every move is seen on the other node without asking.
        playUntil(lea, nodeA, sami, nodeB, id, 16);
        waitFor("Sami's screen on B was told Léa's moves", () -> toSami.stream()
                .anyMatch(n -> n.isMove() && n.mover() == 0));
        waitFor("Léa's screen on A was told Sami's moves", () -> toLea.stream()
                .anyMatch(n -> n.isMove() && n.mover() == 1));
        waitFor("both screens told the robot's moves", () -> toLea.stream().anyMatch(n -> n.isMove() && n.mover() == 2)
                && toSami.stream().anyMatch(n -> n.isMove() && n.mover() == 2));
        // The news a screen gets holds its own seat's view only.
        assertThat(toSami).filteredOn(TableNews::isMove).allMatch(n -> n.table().you() == 1
                && ((NzSeatView) n.table().view()).seen().seat() == 1);

        // Well past the grace time, neither node has put a robot in a seat whose pupil plays on the other.
        sleep(Duration.ofSeconds(GRACE_SECONDS * 3L));
        for (SeatedTable seen : List.of(as(nodeA, lea, () -> onA.look(id)), as(nodeB, sami, () -> onB.look(id)))) {
            assertThat(seen.seats().get(0).standIn()).as("Léa's seat").isFalse();
            assertThat(seen.seats().get(1).standIn()).as("Sami's seat").isFalse();
        }

        // The teacher sets the class's turn timer on node A: B's copy of the table and Sami's screen there follow
        // at once, not at B's next rebuild; then it is taken off again.
        for (int seconds : new int[] {30, 0}) {
            as(nodeA, teacher, () -> {
                onA.setClassTurnTimer(c.id(), seconds);
                return null;
            });
            waitFor("node B's table follows the timer set on A (" + seconds + " s)",
                    () -> as(nodeB, sami, () -> onB.look(id)).turnSeconds() == seconds);
            waitFor("Sami's screen on B is told the timer (" + seconds + " s)",
                    () -> toSami.getLast().table().turnSeconds() == seconds);
        }

        // Node A goes away; Léa's next click reaches node B, which has every acknowledged move.
        JdbcTemplate jdbc = nodeB.getBean(JdbcTemplate.class);
        int stored = storedMoves(jdbc, id);
        nodeA.close();
        SeatedTable leaOnB = as(nodeB, lea, () -> onB.watch(id, toLea::add).table());
        assertThat(leaOnB.you()).isZero();
        assertThat(leaOnB.version()).isGreaterThanOrEqualTo(stored);
        int before = leaOnB.version();
        playUntil(lea, nodeB, sami, nodeB, id, before + 8);
        SeatedTable end = as(nodeB, sami, () -> onB.look(id));
        assertThat(end.version()).isGreaterThan(before);
        assertThat(storedMoves(jdbc, id)).isEqualTo(end.version());
        // The stored moves, each stored once by whichever node played it, replay to the same game.
        List<String> moves = jdbc.queryForList("select notation from game_move where game_id = ? order by seq",
                String.class, id);
        String options = jdbc.queryForObject("select options from game where id = ?", String.class, id);
        long seed = jdbc.queryForObject("select seed from game where id = ?", Long.class, id);
        NambarzState replayed = NambarzGame.replay(NambarzOptions.parse(options), seed,
                moves.stream().map(NambarzMove::parse).toList());
        assertThat(replayed.moveCount()).isEqualTo(end.version());
    }

    private static int storedMoves(JdbcTemplate jdbc, UUID id) {
        return jdbc.queryForObject("select count(*) from game_move where game_id = ?", Integer.class, id);
    }

    /** Léa and Sami play their turns, each on their own node, until {@code moves} moves are stored or the end. */
    private static void playUntil(Account lea, ConfigurableApplicationContext leaNode, Account sami,
                                  ConfigurableApplicationContext samiNode, UUID id, int moves) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            boolean played = false;
            for (var who : List.of(Map.entry(lea, leaNode), Map.entry(sami, samiNode))) {
                TableService service = who.getValue().getBean(TableService.class);
                SeatedTable t = as(who.getValue(), who.getKey(), () -> service.look(id));
                if (t.over() || t.version() >= moves) {
                    return;
                }
                if (t.yourTurn()) {
                    NambarzMove move = ((NzSeatView) t.view()).seen().legalMoves().getFirst();
                    as(who.getValue(), who.getKey(), () -> service.move(id, t.version(), move));
                    played = true;
                }
            }
            if (!played) {
                sleep(Duration.ofMillis(20));
            }
        }
        throw new AssertionError("the table did not reach " + moves + " moves within a minute");
    }

    private static void waitFor(String what, BooleanSupplier done) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within 10 s: " + what);
            }
            sleep(Duration.ofMillis(20));
        }
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
