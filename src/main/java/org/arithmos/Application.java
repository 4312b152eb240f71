package org.arithmos;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.theme.lumo.Lumo;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * Starts Arithmos. Also the Vaadin app shell: it loads Lumo and the application stylesheet
 * (frontend/styles/arithmos.css, served as a static file), so no Node build is needed.
 */
@SpringBootApplication
@StyleSheet(Lumo.STYLESHEET)
@StyleSheet("styles/arithmos.css")
@StyleSheet("styles/table.css")
public class Application implements AppShellConfigurator {

    public static void main(String[] args) {
        // Command-line modes that must NOT start Spring go here, each as one early return,
        // before SpringApplication.run (e.g. the referee mode: `java -jar arithmos.jar referee`).

        SpringApplication.run(Application.class, args);
    }
}
