package org.arithmos.testing;

import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * With {@code -Darithmos.test.database=postgres} (the {@code postgres} execution of Surefire in pom.xml),
 * every Spring test context uses the embedded PostgreSQL instead of the H2 file database, with the same
 * Flyway migrations. Without it, nothing changes.
 */
public final class PostgresForTests implements EnvironmentPostProcessor {

    public static final String PROPERTY = "arithmos.test.database";

    public static boolean active() {
        return "postgres".equals(System.getProperty(PROPERTY));
    }

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (active()) {
            environment.getPropertySources().addFirst(new MapPropertySource("embedded-postgres", Map.of(
                    "spring.datasource.url", EmbeddedPostgres.jdbcUrl(),
                    "spring.datasource.username", "postgres",
                    "spring.datasource.password", "")));
        }
    }
}
