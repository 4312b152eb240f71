package org.arithmos.signin;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arithmos.accounts.Role;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The school's identity providers and sign-in rules, from properties ({@code arithmos.sign-in.*}; README,
 * "Sign in through the school"; docs/decisions/0023).
 *
 * @param baseUrl        the address pupils and teachers type to reach this server (CAS sends them back to it)
 * @param localLoginOff  roles that may no longer use the password or picture login (they sign in through a provider)
 * @param providers      provider id (in URLs) → its settings, several at once
 */
@ConfigurationProperties("arithmos.sign-in")
public record SignInProperties(String baseUrl, Set<Role> localLoginOff, Map<String, Provider> providers) {

    public SignInProperties {
        baseUrl = baseUrl == null ? "http://localhost:8080" : baseUrl.replaceAll("/+$", "");
        localLoginOff = localLoginOff == null ? Set.of() : Set.copyOf(localLoginOff);
        providers = providers == null ? Map.of() : new LinkedHashMap<>(providers);
    }

    /** How a first sign-in is linked to an account of the app. */
    public enum LinkRule {
        /** The provider's e-mail equals the account's username: linked at once. */
        EMAIL,
        /** An admin confirms each first sign-in (Admin → School sign-ins). */
        CONFIRM
    }

    /**
     * One identity provider.
     *
     * @param kind             OIDC, CAS or SAML (SAML: not available in this build)
     * @param label            the button's text on the login page
     * @param issuerUri        OIDC: the issuer (its discovery document is read at start)
     * @param clientId         OIDC client id
     * @param clientSecret     OIDC client secret
     * @param scopes           OIDC scopes (default openid, profile, email)
     * @param serverUrl        CAS: the server's base URL (…/cas), whose /login and /p3/serviceValidate are used
     * @param linkBy           rule for a first sign-in (default CONFIRM)
     * @param roles            roles that may sign in through this provider (default TEACHER, ADMIN)
     * @param emailAttribute   attribute holding the e-mail (default email; CAS ENT: mail)
     * @param nameAttribute    attribute holding the display name (default name; CAS ENT: displayName)
     * @param roleAttribute    attribute holding the profile or roles (CAS ENT: ENTPersonProfils), or null
     * @param roleValues       attribute value → role (e.g. National_ENS → TEACHER)
     * @param adminFromAttributes whether the attributes may grant the admin role (default false)
     * @param schoolAttribute  attribute holding the school's id (CAS ENT: ENTPersonStructRattachUAI), or null
     * @param schoolIds        the school ids (UAI) accepted, none for any
     * @param classesAttribute attribute holding the person's classes (CAS ENT: ENTEleveClasses), or null
     */
    public record Provider(ProviderKind kind, String label, String issuerUri, String clientId, String clientSecret,
            List<String> scopes, String serverUrl, LinkRule linkBy, Set<Role> roles, String emailAttribute,
            String nameAttribute, String roleAttribute, Map<String, Role> roleValues, boolean adminFromAttributes,
            String schoolAttribute, Set<String> schoolIds, String classesAttribute) {

        public Provider {
            if (kind == null) {
                throw new IllegalArgumentException("arithmos.sign-in.providers.*.kind is required (OIDC or CAS)");
            }
            scopes = scopes == null || scopes.isEmpty() ? List.of("openid", "profile", "email") : List.copyOf(scopes);
            linkBy = linkBy == null ? LinkRule.CONFIRM : linkBy;
            roles = roles == null || roles.isEmpty() ? Set.of(Role.TEACHER, Role.ADMIN) : Set.copyOf(roles);
            emailAttribute = emailAttribute == null ? "email" : emailAttribute;
            nameAttribute = nameAttribute == null ? "name" : nameAttribute;
            roleValues = roleValues == null ? Map.of() : Map.copyOf(roleValues);
            schoolIds = schoolIds == null ? Set.of() : Set.copyOf(schoolIds);
        }
    }
}
