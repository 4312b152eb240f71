package org.arithmos.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.rememberme.RememberMeAuthenticationFilter;
import org.springframework.security.web.session.ConcurrentSessionFilter;

/**
 * No filter of the security chains logs anyone in from a remembered cookie (school computers are shared,
 * pupils especially); every session is registered, so that deleting a pupil ends their sessions.
 * SessionIT checks the same in a browser.
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class NoRememberMeTest {

    @Autowired
    private List<SecurityFilterChain> chains;

    @Test
    void noChainHasARememberMeFilter() {
        assertThat(chains).isNotEmpty();
        assertThat(chains).flatExtracting(SecurityFilterChain::getFilters)
                .noneMatch(f -> f instanceof RememberMeAuthenticationFilter)
                .anyMatch(f -> f instanceof ConcurrentSessionFilter);
    }
}
