package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.ApplicationContext;
import org.springframework.util.ClassUtils;

/**
 * The H2 web console, which would let anyone who reaches it read and change every table, is not part of
 * the application: Boot 4's console module is not a dependency, and no servlet of H2's is registered.
 * (The browser test H2ConsoleIT checks the same on the packaged jar over HTTP.)
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class H2ConsoleTest {

    @Autowired
    private ApplicationContext context;

    @Test
    void bootsConsoleModuleIsNotOnTheClassPath() {
        for (String console : new String[] {"org.springframework.boot.h2console.autoconfigure.H2ConsoleAutoConfiguration",
                "org.springframework.boot.autoconfigure.h2.H2ConsoleAutoConfiguration"}) {
            assertThat(ClassUtils.isPresent(console, getClass().getClassLoader())).as(console).isFalse();
        }
    }

    @Test
    void noBeanOrServletOfTheConsoleExists() {
        assertThat(Arrays.stream(context.getBeanDefinitionNames()).map(name -> name.toLowerCase()))
                .noneMatch(name -> name.contains("h2console") || name.contains("h2-console"));
        assertThat(context.getBeansOfType(ServletRegistrationBean.class).values())
                .noneMatch(r -> r.getServlet().getClass().getName().startsWith("org.h2."));
    }
}
