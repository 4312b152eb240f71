package org.arithmos.demo;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PictureSecret;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelChange;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.Animal;
import org.arithmos.operations.OnceAcrossNodes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * On the first start with an empty database, a demo school, so that a newcomer sees a living school at
 * once: an admin, a teacher, the class "Dolphins" (code DOLPHINS) of 20 pupils, each with their own level
 * and weeks of games played before today ({@link DemoHistory}), and five parents linked to their children
 * ({@link DemoParents}). The README lists the logins. Turned off with {@code arithmos.demo-data=false}.
 */
@Component
class DemoSchool implements SmartLifecycle {

    static final String ADMIN = "admin";
    static final String TEACHER = "teacher";
    static final String PASSWORD = "demo-school";
    static final String CLASS_CODE = "DOLPHINS";
    static final PictureSecret LEA = new PictureSecret(List.of(Animal.CAT, Animal.BEE, Animal.FISH));
    /** Sami's pictures are known too, so that two pupils can try a live table together (README). */
    static final PictureSecret SAMI = new PictureSecret(List.of(Animal.FROG, Animal.DUCK, Animal.BEAR));

    private static final Logger log = LoggerFactory.getLogger(DemoSchool.class);

    private final AccountService accounts;
    private final ClassroomService classroom;
    private final LevelService levels;
    private final DemoClassroom setup;
    private final DemoParents family;
    private final DemoHistoryWriter history;
    private final boolean enabled;
    private final OnceAcrossNodes once;

    DemoSchool(AccountService accounts, ClassroomService classroom, LevelService levels, DemoClassroom setup,
               DemoParents family, DemoHistoryWriter history, @Value("${arithmos.demo-data:true}") boolean enabled,
               OnceAcrossNodes once) {
        this.once = once;
        this.accounts = accounts;
        this.classroom = classroom;
        this.levels = levels;
        this.setup = setup;
        this.family = family;
        this.history = history;
        this.enabled = enabled;
    }

    /** Before the web server's phase: nobody (a newcomer, a browser test) sees a school half created. */
    private static final int BEFORE_WEB_SERVER = SmartLifecycle.DEFAULT_PHASE - 4096;

    private volatile boolean running;

    @Override
    public int getPhase() {
        return BEFORE_WEB_SERVER;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public void stop() {
        running = false;
    }

    @Override
    public void start() {
        running = true;
        if (enabled) {
            // Nodes of a cluster started together on an empty database: one creates the school, the others wait
            // for it (so none opens its port on a half-made school) and then find accounts there.
            once.runAlone("demo-school", this::createOnFirstStart);
        }
    }

    private void createOnFirstStart() {
        if (!enabled || accounts.any()) {
            return;
        }
        long started = System.nanoTime();
        long[] historyMillis = new long[2];
        long[] multicartes = new long[3];
        long[] cards = new long[6];
        var cardGames = this.history.playCardGames(); // meanwhile, on a thread of its own
        List<DemoHistoryWriter.Stored> games = SystemTask.run(() -> {
            accounts.create(ADMIN, "Admin", Role.ADMIN, PASSWORD);
            Account teacher = accounts.create(TEACHER, "Camille Martin", Role.TEACHER, PASSWORD);
            SchoolClass dolphins = setup.asTeacher(teacher, () -> {
                SchoolClass c = setup.createClass(teacher, "Dolphins", CLASS_CODE);
                classroom.addPupils(c.id(), String.join("\n", DemoPupils.names()));
                return c;
            });
            Map<String, Account> pupils = accounts.pupilsOf(dolphins.id()).stream()
                    .collect(Collectors.toMap(Account::displayName, p -> p));
            accounts.setPictureSecret(pupils.get(DemoPupils.LEA).id(), LEA);
            accounts.setPictureSecret(pupils.get(DemoPupils.SAMI).id(), SAMI);
            setup.asTeacher(teacher, () -> setLevels(dolphins, pupils));
            family.create(teacher, dolphins, pupils, PASSWORD);
            long history = System.nanoTime();
            long processor = processorNanos();
            List<DemoHistoryWriter.Stored> stored = this.history.write(pupils);
            long timesTables = System.nanoTime();
            List<MulticartesHistory.Played> times = this.history.writeMulticartes(pupils);
            multicartes[0] = times.size();
            multicartes[1] = times.stream().mapToInt(g -> g.moves().size()).sum();
            multicartes[2] = (System.nanoTime() - timesTables) / 1_000_000;
            long waited = System.nanoTime();
            DemoHistoryWriter.CardClub played = cardGames.join();
            cards[5] = played.playMillis();
            List<CardGamesHistory.Games> club = this.history.writeCardGames(pupils, played);
            cards[0] = club.stream().mapToInt(g -> g.nainJaune().size()).sum();
            cards[1] = club.stream().mapToInt(g -> g.krambambuli().size()).sum();
            cards[2] = (System.nanoTime() - waited) / 1_000_000;
            cards[3] = club.stream().flatMap(g -> g.nainJaune().stream()).mapToInt(g -> g.moves().size()).sum();
            cards[4] = club.stream().flatMap(g -> g.krambambuli().stream()).mapToInt(g -> g.moves().size()).sum();
            historyMillis[0] = (System.nanoTime() - history) / 1_000_000;
            historyMillis[1] = (processorNanos() - processor) / 1_000_000;
            return stored;
        });
        log.info("Demo school created in {} ms, of which the history ({} Nambarz games, {} moves; {} Multicartes games, "
                        + "{} moves in {} ms; {} Nain Jaune games ({} moves) and {} Krambambuli games ({} steps), played "
                        + "meanwhile in {} ms, waited for and stored in {} ms) {} ms ({} ms of processor time): "
                        + "teacher '{}', admin '{}', parents {} (password '{}' for all); class code {}",
                (System.nanoTime() - started) / 1_000_000, games.size(),
                games.stream().mapToInt(g -> g.played().moves().size()).sum(), multicartes[0], multicartes[1],
                multicartes[2], cards[0], cards[3], cards[1], cards[4], cards[5], cards[2], historyMillis[0],
                historyMillis[1],
                TEACHER, ADMIN, DemoParents.summary(), PASSWORD, CLASS_CODE);
    }

    /** The processor time this process has used (all threads: the history is played in parallel). */
    private static long processorNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
    }

    /** Each pupil's level, as the teacher set it: only what differs from the class's level. */
    private Void setLevels(SchoolClass dolphins, Map<String, Account> pupils) {
        Level start = levels.classLevel(dolphins.id());
        Level classLevel = levels.setClassLevel(dolphins.id(), new Level(PupilProfile.GAMES, start.operations(), start.parentheses(), start.jokers(), start.hintsAllowed(), start.bots()));
        for (PupilProfile p : DemoPupils.DOLPHINS) {
            LevelChange change = p.changeFrom(classLevel);
            if (!change.followsClass()) {
                levels.setPupilChange(pupils.get(p.name()).id(), change);
            }
        }
        return null;
    }
}
