package org.arithmos.signin;

import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import java.security.KeyPairGenerator;
import java.security.interfaces.RSAPrivateKey;
import java.security.interfaces.RSAPublicKey;
import java.util.Map;
import java.util.UUID;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.oidc.OidcScopes;
import org.springframework.security.oauth2.core.oidc.endpoint.OidcParameterNames;
import org.springframework.security.oauth2.server.authorization.client.InMemoryRegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.oauth2.server.authorization.settings.ClientSettings;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;

/**
 * A real OpenID Connect provider for the sign-in tests: Spring Authorization Server (Spring Security 7) in a
 * context of its own, on a free port, with Spring's own login form. Nothing of the app is in this context
 * (no auto-configuration): only Tomcat, the provider's filter chain, its clients and its people.
 */
public final class TestOidcProvider implements AutoCloseable {

    /** A client's secret (the app is configured with it; the provider wants each client's to be its own). */
    public static String secretOf(String clientId) {
        return "secret-of-" + clientId;
    }
    /** Every person's password at the provider. */
    public static final String PASSWORD = "provider-password";

    private final ConfigurableApplicationContext context;

    private TestOidcProvider(ConfigurableApplicationContext context) {
        this.context = context;
    }

    /**
     * Starts the provider.
     *
     * @param people username at the provider → the e-mail it says they have
     */
    public static TestOidcProvider start(Map<String, String> people) {
        var context = new SpringApplicationBuilder(Setup.class).web(WebApplicationType.SERVLET)
                .properties("spring.config.location=optional:file:./no-such-config/", "spring.main.banner-mode=off",
                        "logging.level.root=WARN")
                .initializers(c -> c.getBeanFactory().registerSingleton("people", new People(people)))
                .run();
        return new TestOidcProvider(context);
    }

    public int port() {
        return ((WebServerApplicationContext) context).getWebServer().getPort();
    }

    /** On 127.0.0.1, the app on localhost: a browser keeps their session cookies apart (cookies ignore ports). */
    public String issuer() {
        return "http://127.0.0.1:" + port();
    }

    /**
     * Registers a client that may sign people in and come back to {@code redirectUri}, allowed these scopes
     * (a scope the app asks for and the client may not have makes the provider answer with an error).
     */
    public void register(String clientId, String redirectUri, String... scopes) {
        var client = RegisteredClient.withId(UUID.randomUUID().toString()).clientId(clientId)
                .clientSecret("{noop}" + secretOf(clientId))
                .clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
                .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
                .redirectUri(redirectUri)
                .scopes(s -> s.addAll(java.util.List.of(scopes)))
                .clientSettings(ClientSettings.builder().requireAuthorizationConsent(false).build())
                .build();
        context.getBean(InMemoryRegisteredClientRepository.class).save(client);
    }

    @Override
    public void close() {
        context.close();
    }

    /** The people known to the provider: username → e-mail. */
    record People(Map<String, String> emails) {
    }

    // Not a @Configuration: the app's component scan of the test classes must not find it.
    @EnableWebSecurity
    static class Setup {

        @Bean
        TomcatServletWebServerFactory tomcat() {
            return new TomcatServletWebServerFactory(0);
        }

        /** Tomcat runs filters only for a request some servlet would take: this one answers what they leave. */
        @Bean
        org.springframework.boot.web.servlet.ServletRegistrationBean<jakarta.servlet.http.HttpServlet> notFound() {
            return new org.springframework.boot.web.servlet.ServletRegistrationBean<>(new jakarta.servlet.http.HttpServlet() {
                @Override
                protected void service(jakarta.servlet.http.HttpServletRequest request,
                        jakarta.servlet.http.HttpServletResponse response) throws java.io.IOException {
                    response.sendError(404);
                }
            }, "/");
        }

        @Bean
        SecurityFilterChain provider(HttpSecurity http) throws Exception {
            http.oauth2AuthorizationServer(server -> server.oidc(Customizer.withDefaults()))
                    .authorizeHttpRequests(requests -> requests.anyRequest().authenticated())
                    .formLogin(Customizer.withDefaults());
            return http.build();
        }

        @Bean
        InMemoryRegisteredClientRepository clients() {
            // The repository wants one client at start; the tests register theirs once the app's port is known.
            return new InMemoryRegisteredClientRepository(RegisteredClient.withId("none").clientId("none")
                    .authorizationGrantType(AuthorizationGrantType.CLIENT_CREDENTIALS).build());
        }

        @Bean
        UserDetailsService users(People people) {
            var users = new InMemoryUserDetailsManager();
            people.emails().keySet().forEach(name -> users.createUser(
                    User.withUsername(name).password("{noop}" + PASSWORD).roles("USER").build()));
            return users;
        }

        /** The person's e-mail in the ID token (the userinfo answer is made from it). */
        @Bean
        OAuth2TokenCustomizer<JwtEncodingContext> emailClaim(People people) {
            return token -> {
                if (OidcParameterNames.ID_TOKEN.equals(token.getTokenType().getValue())
                        && token.getAuthorizedScopes().contains(OidcScopes.EMAIL)) {
                    token.getClaims().claim("email", people.emails().get(token.getPrincipal().getName()));
                }
            };
        }

        @Bean
        JWKSource<SecurityContext> keys() throws Exception {
            var generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            var pair = generator.generateKeyPair();
            var key = new RSAKey.Builder((RSAPublicKey) pair.getPublic()).privateKey((RSAPrivateKey) pair.getPrivate())
                    .keyID(UUID.randomUUID().toString()).build();
            return new ImmutableJWKSet<>(new JWKSet(key));
        }

        /** For the userinfo endpoint, which takes the access token the provider signed. */
        @Bean
        org.springframework.security.oauth2.jwt.JwtDecoder jwtDecoder(JWKSource<SecurityContext> keys) {
            return org.springframework.security.config.annotation.web.configuration
                    .OAuth2AuthorizationServerConfiguration.jwtDecoder(keys);
        }

        @Bean
        AuthorizationServerSettings settings() {
            return AuthorizationServerSettings.builder().build();
        }
    }
}
