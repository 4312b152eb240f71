package org.arithmos.security;

import org.arithmos.cards.CardPictures;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;

/**
 * The card pictures (docs/decisions/0032) in a chain of their own before Vaadin's: public art, read by anyone,
 * signed in or not, and no session is ever made or read for them (a page shows dozens; a pupil's session must
 * not be touched by each). A picture opened on its own may run nothing and load nothing: its
 * Content-Security-Policy allows only the inline presentation of SVG.
 */
@Configuration
class CardPictureSecurity {

    static final String PICTURES = CardPictures.PATH + "**";
    static final String PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

    @Bean
    @Order(2)
    SecurityFilterChain cardPictureChain(HttpSecurity http) throws Exception {
        return http.securityMatcher(PICTURES)
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers(HttpMethod.GET, PICTURES).permitAll()
                        .requestMatchers(HttpMethod.HEAD, PICTURES).permitAll()
                        .anyRequest().denyAll())
                // Read-only GETs: nothing for CSRF to guard, and its token would need a session.
                .csrf(csrf -> csrf.disable())
                .requestCache(cache -> cache.disable())
                .securityContext(context -> context.disable())
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .headers(headers -> headers
                        .contentSecurityPolicy(csp -> csp.policyDirectives(PICTURE_POLICY))
                        .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.NO_REFERRER))
                        .contentTypeOptions(noSniff -> { }))
                .build();
    }
}
