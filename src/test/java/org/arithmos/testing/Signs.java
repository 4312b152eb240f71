package org.arithmos.testing;

import com.github.mvysny.fakeservlet.FakeRequest;
import com.vaadin.flow.server.VaadinServletRequest;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletRequestWrapper;
import org.arithmos.accounts.Account;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Logging in for browserless view tests: the services read Spring Security's context, and Vaadin's view
 * access checks read the request's principal and roles, so both are set.
 */
public final class Signs {

    private Signs() {
    }

    public static void logIn(Account account) {
        TestSchool.logIn(account);
        onRequest();
    }

    /** Vaadin's current (fake) request gets the principal and roles of Spring Security's context. */
    public static void onRequest() {
        var auth = SecurityContextHolder.getContext().getAuthentication();
        ServletRequest unwrapped = VaadinServletRequest.getCurrent().getHttpServletRequest();
        while (unwrapped instanceof ServletRequestWrapper wrapper) {
            unwrapped = wrapper.getRequest();
        }
        FakeRequest request = (FakeRequest) unwrapped;
        boolean signedIn = auth != null && !(auth instanceof AnonymousAuthenticationToken);
        request.setUserPrincipalInt(signedIn ? auth : null);
        request.setUserInRole((principal, role) -> signedIn && auth.getAuthorities().stream()
                .anyMatch(a -> a.getAuthority().equals("ROLE_" + role) || a.getAuthority().equals(role)));
    }
}
