package org.arithmos.demo;

import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PictureSecret;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.Animal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * On the first start with an empty database, a demo school, so that a newcomer sees a living school at
 * once: an admin, a teacher, the class "Dolphins" (code DOLPHINS) of 20 pupils, a parent linked to Léa.
 * The README lists the logins. Turned off with {@code arithmos.demo-data=false}.
 */
@Component
class DemoSchool implements SmartLifecycle {

    static final String ADMIN = "admin";
    static final String TEACHER = "teacher";
    static final String PARENT = "parent";
    static final String PASSWORD = "demo-school";
    static final String CLASS_CODE = "DOLPHINS";
    static final PictureSecret LEA = new PictureSecret(List.of(Animal.CAT, Animal.BEE, Animal.FISH));
    static final List<String> PUPILS = List.of("Léa", "Tom", "Inès", "Marco", "Aya", "Noah", "Giulia", "Sami",
            "Chloé", "Luca", "Nora", "Yanis", "Emma", "Omar", "Zoé", "Matteo", "Lina", "Hugo", "Sofia", "Adam");

    private static final Logger log = LoggerFactory.getLogger(DemoSchool.class);

    private final AccountService accounts;
    private final ClassroomService classroom;
    private final ParentService parents;
    private final DemoClassroom setup;
    private final boolean enabled;

    DemoSchool(AccountService accounts, ClassroomService classroom, ParentService parents, DemoClassroom setup,
               @Value("${arithmos.demo-data:true}") boolean enabled) {
        this.accounts = accounts;
        this.classroom = classroom;
        this.parents = parents;
        this.setup = setup;
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
        createOnFirstStart();
    }

    private void createOnFirstStart() {
        if (!enabled || accounts.any()) {
            return;
        }
        long started = System.nanoTime();
        SystemTask.run(() -> {
            accounts.create(ADMIN, "Admin", Role.ADMIN, PASSWORD);
            Account teacher = accounts.create(TEACHER, "Camille Martin", Role.TEACHER, PASSWORD);
            Account parent = accounts.create(PARENT, "Sophie Durand", Role.PARENT, PASSWORD);
            SchoolClass dolphins = setup.asTeacher(teacher, () -> {
                SchoolClass c = setup.createClass(teacher, "Dolphins", CLASS_CODE);
                classroom.addPupils(c.id(), String.join("\n", PUPILS));
                return c;
            });
            Account lea = accounts.pupilsOf(dolphins.id()).stream().filter(p -> p.displayName().equals("Léa"))
                    .findFirst().orElseThrow();
            accounts.setPictureSecret(lea.id(), LEA);
            String code = setup.asTeacher(teacher, () -> classroom.parentCards(dolphins.id()).stream()
                    .filter(card -> card.pupilId() == lea.id()).findFirst().orElseThrow().code());
            setup.asAccount(parent, () -> parents.link(code));
        });
        log.info("Demo school created in {} ms: teacher '{}', parent '{}', admin '{}' (password '{}'); class code {}",
                (System.nanoTime() - started) / 1_000_000, TEACHER, PARENT, ADMIN, PASSWORD, CLASS_CODE);
    }
}
