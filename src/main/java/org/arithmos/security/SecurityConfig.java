package org.arithmos.security;

import static com.vaadin.flow.spring.security.VaadinSecurityConfigurer.vaadin;

import jakarta.servlet.http.HttpServletRequest;
import org.arithmos.accounts.AccountSessions;
import org.arithmos.accounts.LoginOutcomes;
import org.arithmos.signin.web.SchoolSignInSecurity;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.config.ObjectPostProcessor;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.header.HeaderWriterFilter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.session.HttpSessionEventPublisher;

/**
 * Vaadin's security setup plus browser hardening headers. Views are denied unless annotated
 * ({@code @AnonymousAllowed}, {@code @PermitAll}, {@code @RolesAllowed}); services check their own
 * permissions with {@code @PreAuthorize}, which does not work on views.
 */
@Configuration
@EnableWebSecurity
@EnableMethodSecurity
class SecurityConfig {

    /**
     * Vaadin's client needs inline bootstrap scripts and {@code new Function} for server-sent JavaScript,
     * and components use inline styles and data: icons. Everything is served from this origin.
     */
    static final String CONTENT_SECURITY_POLICY = String.join("; ",
            "default-src 'self'",
            "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "worker-src 'self'",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    private final LoginOutcomes loginOutcomes;
    private final AccountSessions sessions;
    private final SchoolSignInSecurity schoolSignIn;

    SecurityConfig(LoginOutcomes loginOutcomes, AccountSessions sessions, SchoolSignInSecurity schoolSignIn) {
        this.loginOutcomes = loginOutcomes;
        this.sessions = sessions;
        this.schoolSignIn = schoolSignIn;
    }

    @Bean
    SecurityFilterChain securityFilterChain(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(requests -> requests
                // The application stylesheet (frontend/styles) and script (frontend/scripts) are public like the
                // pages using them.
                .requestMatchers("/styles/**", "/scripts/**").permitAll());
        http.headers(headers -> {
            headers.contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY))
                    .frameOptions(frame -> frame.deny())
                    .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN))
                    .contentTypeOptions(noSniff -> { });
            // Vaadin writes its page (index.html) past the response wrapper with which Spring Security adds
            // headers on commit: pages came out without them, and with Vaadin's own X-Frame-Options
            // SAMEORIGIN. Writing the headers before the request goes on fixes that.
            headers.addObjectPostProcessor(new ObjectPostProcessor<HeaderWriterFilter>() {
                @Override
                public <F extends HeaderWriterFilter> F postProcess(F filter) {
                    filter.setShouldWriteHeadersEagerly(true);
                    return filter;
                }
            });
        });
        // Every login is registered, so that the sessions of a deleted pupil end at once (AccountSessions);
        // no limit on sessions per account (a class may share one computer, a parent has several).
        http.sessionManagement(session -> session.maximumSessions(-1).sessionRegistry(sessions).expiredUrl("/"));
        // Where a login leads, set last so that the Vaadin configurer's defaults do not replace it. The login
        // page is named here too: with the login view given as a path, Spring Security otherwise answered
        // GET /login with its own generated "Please sign in" page instead of the Vaadin view.
        http.formLogin(form -> form.loginPage("/login").addObjectPostProcessor(new ObjectPostProcessor<UsernamePasswordAuthenticationFilter>() {
            @Override
            public <F extends UsernamePasswordAuthenticationFilter> F postProcess(F filter) {
                filter.setAuthenticationSuccessHandler(loginOutcomes);
                filter.setAuthenticationFailureHandler(loginOutcomes);
                return filter;
            }
        }));
        // Sign in through the school's OIDC and CAS providers, when properties name some (docs/decisions/0023).
        schoolSignIn.configure(http);
        // Form login through the login view, checked by ThrottledAuthentication (accounts); no remember-me
        // for anyone: school computers are shared. Spring Security gives a new session id at login.
        //
        // An address that is neither a route nor one of Vaadin's own (a mistyped id, "/nonexistent") used to meet
        // the configurer's default "deny everything else" and got the container's bare "HTTP ERROR 403". Every such
        // request goes on to the Vaadin servlet (this app has no other endpoint), whose router answers with
        // PageNotFoundView and whose navigation access control still guards every view; so a page request (GET,
        // HEAD) may pass, anything else stays denied (docs/decisions/0019).
        return http.with(vaadin(), vaadin -> vaadin.loginView("/login", "/")
                .anyRequest(other -> other.access((authentication, context) ->
                        new AuthorizationDecision(isPageRequest(context.getRequest()))))).build();
    }

    private static boolean isPageRequest(HttpServletRequest request) {
        return HttpMethod.GET.matches(request.getMethod()) || HttpMethod.HEAD.matches(request.getMethod());
    }

    /** Tells the session registry when sessions end, so that it forgets them. */
    @Bean
    HttpSessionEventPublisher httpSessionEventPublisher() {
        return new HttpSessionEventPublisher();
    }

    /** bcrypt, cost 10 (the floor the schools issue sets): ~4x cheaper than 12, so a class of 25 logging in at once
     * on a 2-core school server is not kept waiting. */
    @Bean
    PasswordEncoder passwordEncoder() {
        return new BCryptPasswordEncoder(10);
    }
}
