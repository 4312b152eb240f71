package org.arithmos.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.arithmos.Application;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountPrincipal;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The school the load harness logs in to (bin/load): the demo school (so the teachers' dashboards have weeks of
 * games to show) and classes of 25 pupils created through the app's own services, as a teacher would, whose
 * pictures are written to a file for the simulated pupils ({@code class code, name, pictures} per line). Run
 * once on an empty data folder before the server starts on it; nothing of it is in the product.
 *
 * <p>Usage: {@code LoadSchool <data folder> <pupils> <output file> [app arguments]}.
 */
public final class LoadSchool {

    static final int CLASS_SIZE = 25;
    static final String TEACHER = "load-teacher";
    static final String PASSWORD = "load-school";

    private LoadSchool() {
    }

    public static void main(String[] args) throws Exception {
        Path dataDir = Path.of(args[0]).toAbsolutePath();
        int pupils = Integer.parseInt(args[1]);
        Path out = Path.of(args[2]);
        var app = new SpringApplication(Application.class);
        // Vaadin's Spring integration needs a web context: a server on a free port, in production mode (its
        // development mode would write into frontend/).
        // Further arguments go to the app: --spring.profiles.active=postgres for a cluster's database (bin/load).
        List<String> appArgs = new ArrayList<>(List.of("--arithmos.data-dir=" + dataDir, "--server.port=0",
                "--vaadin.productionMode=true", "--spring.main.banner-mode=off", "--logging.level.root=WARN"));
        appArgs.addAll(List.of(args).subList(3, args.length));
        try (ConfigurableApplicationContext context = app.run(appArgs.toArray(String[]::new))) {
            List<String> lines = create(context, pupils);
            Files.write(out, lines);
            System.out.println("Load school: " + lines.size() + " pupils in " + ((pupils + CLASS_SIZE - 1) / CLASS_SIZE)
                    + " classes, teacher '" + TEACHER + "' (password '" + PASSWORD + "'), written to " + out);
        }
    }

    private static List<String> create(ConfigurableApplicationContext context, int pupils) {
        AccountService accounts = context.getBean(AccountService.class);
        ClassroomService classroom = context.getBean(ClassroomService.class);
        Account teacher = SystemTask.run(() -> accounts.create(TEACHER, "Load Teacher", Role.TEACHER, PASSWORD));
        var principal = new AccountPrincipal(teacher, "");
        SecurityContextHolder.getContext().setAuthentication(
                UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities()));
        List<String> lines = new ArrayList<>();
        for (int c = 0; c * CLASS_SIZE < pupils; c++) {
            int size = Math.min(CLASS_SIZE, pupils - c * CLASS_SIZE);
            SchoolClass schoolClass = classroom.createClass("Load " + (c + 1));
            String names = String.join("\n", IntStream.range(0, size).mapToObj(i -> "Pupil %03d".formatted(i + 1)).toList());
            for (PupilCredentials p : classroom.addPupils(schoolClass.id(), names)) {
                lines.add(schoolClass.code() + "\t" + p.pupil().displayName() + "\t" + p.secret().text());
            }
        }
        SecurityContextHolder.clearContext();
        return lines;
    }
}
