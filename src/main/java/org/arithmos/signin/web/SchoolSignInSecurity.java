package org.arithmos.signin.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apereo.cas.client.validation.Cas30ServiceTicketValidator;
import org.arithmos.accounts.AccountSessions;
import org.arithmos.accounts.LoginOutcomes;
import org.arithmos.signin.IdentityProviders;
import org.arithmos.signin.ProviderKind;
import org.arithmos.signin.SchoolSignIn;
import org.arithmos.signin.SignInProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.cas.ServiceProperties;
import org.springframework.security.cas.authentication.CasAuthenticationProvider;
import org.springframework.security.cas.web.CasAuthenticationEntryPoint;
import org.springframework.security.cas.web.CasAuthenticationFilter;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * Adds the school's providers to the security filter chain (SecurityConfig calls {@link #configure}): Spring's
 * OAuth2 login for the OIDC ones, one Spring CAS filter per CAS server. Both end in {@link SignInAnswer}.
 */
@Configuration
@EnableConfigurationProperties(SignInProperties.class)
public class SchoolSignInSecurity {

    private final IdentityProviders providers;
    private final SchoolSignIn signIn;
    private final AccountSessions sessions;
    private final LoginOutcomes home;

    SchoolSignInSecurity(IdentityProviders providers, SchoolSignIn signIn, AccountSessions sessions,
            LoginOutcomes home) {
        this.providers = providers;
        this.signIn = signIn;
        this.sessions = sessions;
        this.home = home;
    }

    public void configure(HttpSecurity http) throws Exception {
        var oidc = providers.of(ProviderKind.OIDC);
        if (!oidc.isEmpty()) {
            var answer = new SignInAnswer(ProviderAnswers::oidc, signIn, sessions, home);
            http.oauth2Login(login -> login.loginPage("/login")
                    .clientRegistrationRepository(new LazyOidcRegistrations(oidc))
                    .successHandler(answer).failureHandler(answer));
        }
        Map<String, CasAuthenticationEntryPoint> starts = new LinkedHashMap<>();
        for (var entry : providers.of(ProviderKind.CAS).entrySet()) {
            String id = entry.getKey();
            var service = new ServiceProperties();
            service.setService(providers.baseUrl() + IdentityProviders.casReturnPath(id));
            service.afterPropertiesSet();

            var validation = new CasAuthenticationProvider();
            validation.setServiceProperties(service);
            validation.setTicketValidator(new Cas30ServiceTicketValidator(entry.getValue().serverUrl()));
            validation.setKey("arithmos-cas-" + id);
            // Who the person is in the app is SchoolSignIn's decision, after this: here only the CAS answer.
            validation.setAuthenticationUserDetailsService(token -> new User(token.getName(), "", List.of()));
            validation.afterPropertiesSet();

            var answer = new SignInAnswer(auth -> ProviderAnswers.cas(id, auth), signIn, sessions, home);
            var filter = new CasAuthenticationFilter();
            filter.setRequiresAuthenticationRequestMatcher(PathPatternRequestMatcher.withDefaults()
                    .matcher(IdentityProviders.casReturnPath(id)));
            filter.setServiceProperties(service);
            filter.setAuthenticationManager(new ProviderManager(validation));
            filter.setAuthenticationSuccessHandler(answer);
            filter.setAuthenticationFailureHandler(answer);
            http.addFilterBefore(filter, UsernamePasswordAuthenticationFilter.class);

            var start = new CasAuthenticationEntryPoint();
            start.setLoginUrl(entry.getValue().serverUrl() + "/login");
            start.setServiceProperties(service);
            start.setEncodeServiceUrlWithSessionId(false);
            start.afterPropertiesSet();
            starts.put(id, start);
        }
        if (!starts.isEmpty()) {
            http.addFilterBefore(new CasStart(starts), UsernamePasswordAuthenticationFilter.class);
        }
    }
}
