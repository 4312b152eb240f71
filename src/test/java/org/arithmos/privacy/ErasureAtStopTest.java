package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.UUID;
import org.arithmos.Application;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * When the app stops, the H2 file is compacted (decision 0034): a text that only dead pages still hold, here a
 * pupil's name before a rename (no deletion, so no compaction ran), is gone from the file once the app stopped.
 * An app of its own on a data folder of its own, stopped by the test.
 */
class ErasureAtStopTest {

    private final SecurityContextHolderStrategy holderBefore = SecurityContextHolder.getContextHolderStrategy();
    private ConfigurableApplicationContext app;

    @AfterEach
    void stop() {
        TestSchool.logOut();
        SecurityContextHolder.setContextHolderStrategy(holderBefore);
        if (app != null && app.isActive()) {
            app.close();
        }
    }

    @Test
    void aNameOnlyDeadPagesHoldIsGoneOnceTheAppStopped() throws Exception {
        String dir = "./target/test-data-erasure-at-stop-" + UUID.randomUUID().toString().substring(0, 8);
        app = new SpringApplicationBuilder(Application.class).run(
                "--server.port=0",
                "--arithmos.data-dir=" + dir,
                "--spring.main.banner-mode=off",
                "--vaadin.productionMode=true");
        Path file = Path.of(dir, "arithmos.mv.db");
        var classroom = app.getBean(ClassroomService.class);
        var school = new TestSchool(app.getBean(AccountService.class), classroom);
        Account teacher = school.teacher();
        var c = school.classOf(teacher);
        String mark = UUID.randomUUID().toString().substring(0, 8);
        String before = "Zoé Before" + mark;
        Account pupil = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), before)).pupil();
        TestSchool.as(teacher, () -> classroom.renamePupil(pupil.id(), "Zoé After"));
        app.getBean(JdbcTemplate.class).execute("CHECKPOINT SYNC");
        assertThat(FileBytes.holds(file, before)).as("the old name, in dead pages while the app runs").isTrue();

        app.close();

        assertThat(FileBytes.holds(file, mark)).as("the old name once the app stopped").isFalse();
        assertThat(FileBytes.holds(file, "Zoé After")).as("the live name stays").isTrue();
    }
}
