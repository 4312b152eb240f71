package org.arithmos.signin;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Who the provider says signed in: its own stable identifier for the person (OIDC {@code sub}, CAS user) and
 * the attributes it sent, each as a list of values (CAS and OIDC both may send several).
 */
public record SchoolIdentity(String providerId, String subject, Map<String, List<String>> attributes) {

    public SchoolIdentity {
        Objects.requireNonNull(providerId, "providerId");
        if (subject == null || subject.isBlank()) {
            throw new IllegalArgumentException("the provider sent no identifier");
        }
        attributes = Map.copyOf(attributes);
    }

    public List<String> values(String attribute) {
        return attribute == null ? List.of() : attributes.getOrDefault(attribute, List.of());
    }

    public String first(String attribute) {
        return values(attribute).stream().filter(v -> !v.isBlank()).findFirst().orElse(null);
    }
}
