package org.arithmos.signin;

import java.util.List;
import java.util.Map;
import org.arithmos.accounts.Role;
import org.springframework.stereotype.Component;

/**
 * The registry of the school's providers, by kind: the login page's buttons and the security setup read it.
 * A new protocol (SAML 2.0, see {@link ProviderKind#SAML}) joins by a kind, a start path and a filter that
 * makes a {@link SchoolIdentity}; everything after that is shared ({@link SchoolSignIn}).
 */
@Component
public class IdentityProviders implements org.arithmos.accounts.LocalLoginPolicy {

    /** A button on the login page. */
    public record Button(String id, String label, String startPath) {
    }

    private final SignInProperties properties;

    IdentityProviders(SignInProperties properties) {
        this.properties = properties;
        properties.providers().forEach((id, p) -> {
            if (!id.matches("[a-z0-9-]{1,40}")) {
                throw new IllegalStateException("arithmos.sign-in.providers." + id
                        + ": a provider id is 1-40 lower-case letters, digits or '-' (it is part of URLs)");
            }
            if (p.kind() == ProviderKind.SAML) {
                throw new IllegalStateException("arithmos.sign-in.providers." + id + ": SAML 2.0 is not available "
                        + "in this build (Spring's SAML module needs OpenSAML); use the school's OIDC or CAS service");
            }
        });
    }

    public List<Button> buttons() {
        return properties.providers().entrySet().stream()
                .map(e -> new Button(e.getKey(), e.getValue().label() == null ? e.getKey() : e.getValue().label(),
                        startPath(e.getKey(), e.getValue().kind())))
                .toList();
    }

    public Map<String, SignInProperties.Provider> of(ProviderKind kind) {
        return properties.providers().entrySet().stream().filter(e -> e.getValue().kind() == kind)
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue,
                        (a, b) -> a, java.util.LinkedHashMap::new));
    }

    /** Whether this role may still use the password or picture login. */
    public boolean localLoginAllowed(Role role) {
        return !properties.localLoginOff().contains(role);
    }

    @Override
    public boolean allows(Role role) {
        return localLoginAllowed(role);
    }

    public String baseUrl() {
        return properties.baseUrl();
    }

    /** Where a button leads: Spring's OAuth2 start for OIDC, our CAS start (which redirects to the ENT). */
    public static String startPath(String id, ProviderKind kind) {
        return switch (kind) {
            case OIDC -> "/oauth2/authorization/" + id;
            case CAS -> "/sign-in/cas/" + id;
            case SAML -> "/saml2/authenticate/" + id;
        };
    }

    /** Where CAS sends the person back with a ticket; our CAS filter for this provider listens there. */
    public static String casReturnPath(String id) {
        return "/login/cas/" + id;
    }
}
