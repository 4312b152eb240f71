package org.arithmos.accounts;

import java.util.List;
import java.util.function.Supplier;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Work the server does on its own (creating the demo school, deleting old data): it runs with the admin
 * role, so that the services' own permission checks still apply and nothing needs a back door.
 */
public final class SystemTask {

    private SystemTask() {
    }

    public static <T> T run(Supplier<T> work) {
        SecurityContext before = SecurityContextHolder.getContext();
        SecurityContext system = SecurityContextHolder.createEmptyContext();
        system.setAuthentication(UsernamePasswordAuthenticationToken.authenticated("system", null,
                List.of(new SimpleGrantedAuthority(Role.ADMIN.authority()))));
        SecurityContextHolder.setContext(system);
        try {
            return work.get();
        } finally {
            SecurityContextHolder.setContext(before);
        }
    }

    public static void run(Runnable work) {
        run(() -> {
            work.run();
            return null;
        });
    }
}
