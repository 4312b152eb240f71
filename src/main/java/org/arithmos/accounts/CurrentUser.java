package org.arithmos.accounts;

import java.util.Optional;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/** The account of the request being served, if someone is logged in (guests have none). */
@Component
public class CurrentUser {

    public Optional<Account> account() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth != null && auth.getPrincipal() instanceof AccountPrincipal principal) {
            return Optional.of(principal.account());
        }
        return Optional.empty();
    }

    /** The logged-in account; services call this after their {@code @PreAuthorize} check. */
    public Account require() {
        return account().orElseThrow(() -> new org.springframework.security.access.AccessDeniedException("not logged in"));
    }
}
