package org.arithmos.security;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Spring Boot Actuator on the application's port (docs/decisions/0030), in a chain of its own that comes before
 * Vaadin's: health, liveness and readiness for anyone (the proxy, an operator's probe; their status only, no
 * details), Prometheus metrics for admins only, everything else of Actuator for nobody. A signed-in admin's
 * browser session is honoured; a Prometheus scraper signs in with HTTP Basic as an admin account (checked by the
 * same throttled login as the form), and no session is made for it.
 */
@Configuration
class ActuatorSecurity {

    static final String[] PUBLIC = {"/actuator/health", "/actuator/health/liveness", "/actuator/health/readiness"};
    static final String METRICS = "/actuator/prometheus";

    @Bean
    @Order(1)
    SecurityFilterChain actuatorChain(HttpSecurity http) throws Exception {
        return http.securityMatcher("/actuator", "/actuator/**")
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers(HttpMethod.GET, PUBLIC).permitAll()
                        // Some proxies' checks ask HEAD: the same answer without its body.
                        .requestMatchers(HttpMethod.HEAD, PUBLIC).permitAll()
                        .requestMatchers(HttpMethod.GET, METRICS).hasRole("ADMIN")
                        .anyRequest().denyAll())
                .httpBasic(basic -> { })
                // Read-only GETs: no form posts here, so nothing for CSRF to guard; a scraper has no session.
                .csrf(csrf -> csrf.disable())
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.NEVER))
                .build();
    }
}
