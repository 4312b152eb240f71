package org.arithmos;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.theme.lumo.Lumo;
import org.arithmos.referee.Referee;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * Starts Arithmos. Also the Vaadin app shell: it loads Lumo and the application stylesheet
 * (frontend/styles/arithmos.css, served as a static file), so no Node build is needed.
 */
@SpringBootApplication
// Live tables: every move reaches every seat at once (WebSocket, with Vaadin's long-polling fallback; 0018).
@Push(transport = com.vaadin.flow.shared.ui.Transport.WEBSOCKET_XHR)
@StyleSheet(Lumo.STYLESHEET)
@StyleSheet("styles/arithmos.css")
@StyleSheet("styles/table.css")
@StyleSheet("styles/classroom.css")
@StyleSheet("styles/progress.css")
@StyleSheet("styles/live.css")
@StyleSheet("styles/classgame.css")
public class Application implements AppShellConfigurator {

    public static void main(String[] args) {
        // Command-line modes that must NOT start Spring go here, each as one early return,
        // before SpringApplication.run (e.g. the referee mode: `java -jar arithmos.jar referee`).
        if (args.length > 0 && args[0].equals("referee")) {
            if (args.length > 1) {
                System.err.println("usage: java -jar arithmos.jar referee  (JSON Lines on standard input, see README.md)");
                System.exit(2);
            }
            System.exit(Referee.runOnStandardStreams());
            return;
        }

        SpringApplication.run(Application.class, args);
    }
}
