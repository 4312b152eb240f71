package org.arithmos.testing;

import java.net.URI;
import java.util.function.Supplier;
import org.arithmos.Application;
import org.arithmos.accounts.Account;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * App nodes as behind the cluster's proxy (docs/decisions/0031): each a whole app on a port of its own, all on
 * the one embedded PostgreSQL of the test JVM.
 */
public final class AppNodes {

    private AppNodes() {
    }

    public static ConfigurableApplicationContext node(String name) {
        // Arguments, as on a node's command line: they come before application.properties (its H2 file).
        return new SpringApplicationBuilder(Application.class).run(
                "--server.port=0",
                "--spring.datasource.url=" + EmbeddedPostgres.jdbcUrl(),
                "--spring.datasource.username=postgres",
                "--spring.datasource.password=",
                "--arithmos.data-dir=./target/test-data-" + name,
                "--spring.main.banner-mode=off",
                // No browser comes: Vaadin's dev mode would write its files into ./frontend, which the jar serves.
                "--vaadin.productionMode=true");
    }

    /** The node's address, for plain HTTP. */
    public static URI address(ConfigurableApplicationContext node) {
        return URI.create("http://localhost:" + ((WebServerApplicationContext) node).getWebServer().getPort());
    }

    /**
     * Runs {@code work} as {@code who} on {@code node}: each app context keeps its own Spring Security strategy
     * (Vaadin's), and the static holder is the last started node's.
     */
    public static <T> T as(ConfigurableApplicationContext node, Account who, Supplier<T> work) {
        var strategy = node.getBeanProvider(SecurityContextHolderStrategy.class)
                .getIfAvailable(SecurityContextHolder::getContextHolderStrategy);
        return TestSchool.as(who, () -> {
            var before = strategy.getContext();
            strategy.setContext(SecurityContextHolder.getContext());
            try {
                return work.get();
            } finally {
                strategy.setContext(before);
            }
        });
    }
}
