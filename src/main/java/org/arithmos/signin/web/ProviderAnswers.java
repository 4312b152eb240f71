package org.arithmos.signin.web;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arithmos.signin.SchoolIdentity;
import org.springframework.security.cas.authentication.CasAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.client.authentication.OAuth2AuthenticationToken;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;

/** What Spring Security's OIDC and CAS modules hand over after checking the provider's answer, as an identity. */
final class ProviderAnswers {

    private ProviderAnswers() {
    }

    static SchoolIdentity oidc(Authentication authentication) {
        var token = (OAuth2AuthenticationToken) authentication;
        var user = (OidcUser) token.getPrincipal();
        return new SchoolIdentity(token.getAuthorizedClientRegistrationId(), user.getSubject(),
                lists(user.getClaims()));
    }

    static SchoolIdentity cas(String providerId, Authentication authentication) {
        var principal = ((CasAuthenticationToken) authentication).getAssertion().getPrincipal();
        return new SchoolIdentity(providerId, principal.getName(), lists(principal.getAttributes()));
    }

    /** Every attribute as a list of texts: providers send one value or several for the same attribute. */
    private static Map<String, List<String>> lists(Map<String, Object> attributes) {
        Map<String, List<String>> lists = new LinkedHashMap<>();
        attributes.forEach((name, value) -> {
            if (value instanceof Collection<?> many) {
                lists.put(name, many.stream().filter(v -> v != null).map(String::valueOf).toList());
            } else if (value != null) {
                lists.put(name, List.of(String.valueOf(value)));
            }
        });
        return lists;
    }
}
