package org.arithmos.signin.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arithmos.signin.SignInProperties.Provider;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.client.registration.ClientRegistrations;

/**
 * The OIDC providers as Spring's client registrations, each read from its issuer's discovery document on
 * first use rather than at start: the school's server starts even when a provider is down that morning.
 */
final class LazyOidcRegistrations implements ClientRegistrationRepository {

    private static final Logger LOG = LoggerFactory.getLogger(LazyOidcRegistrations.class);

    private final Map<String, Provider> providers;
    private final Map<String, ClientRegistration> read = new ConcurrentHashMap<>();

    LazyOidcRegistrations(Map<String, Provider> providers) {
        this.providers = Map.copyOf(providers);
    }

    @Override
    public ClientRegistration findByRegistrationId(String id) {
        Provider provider = providers.get(id);
        if (provider == null) {
            return null;
        }
        return read.computeIfAbsent(id, key -> {
            try {
                return ClientRegistrations.fromIssuerLocation(provider.issuerUri()).registrationId(key)
                        .clientId(provider.clientId()).clientSecret(provider.clientSecret())
                        .scope(provider.scopes()).clientName(provider.label() == null ? key : provider.label())
                        .redirectUri("{baseUrl}/login/oauth2/code/{registrationId}").build();
            } catch (RuntimeException e) {
                LOG.warn("OIDC provider {} ({}) could not be read: {}", key, provider.issuerUri(), e.getMessage());
                return null;
            }
        });
    }
}
