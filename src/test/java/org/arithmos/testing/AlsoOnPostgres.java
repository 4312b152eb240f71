package org.arithmos.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that proves something about the database: it runs on H2 like every test, and once more on an
 * embedded PostgreSQL in the {@code postgres} execution of Surefire (pom.xml, decision 0024), so
 * {@code bin/test} and CI check both databases. Only for classes whose Spring context uses the database.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(AlsoOnPostgres.TAG)
public @interface AlsoOnPostgres {

    String TAG = "also-on-postgres";
}
