package org.arithmos.classroom.ui;

import com.github.mvysny.fakeservlet.FakeRequest;
import com.vaadin.flow.server.VaadinServletRequest;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletRequestWrapper;
import org.arithmos.accounts.Account;
import org.arithmos.testing.TestSchool;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Logging in for browserless view tests: the services read Spring Security's context, and Vaadin's view
 * access checks read the request's principal and roles, so both are set.
 */
final class Signs {

    private Signs() {
    }

    static void logIn(Account account) {
        TestSchool.logIn(account);
        var auth = SecurityContextHolder.getContext().getAuthentication();
        ServletRequest unwrapped = VaadinServletRequest.getCurrent().getHttpServletRequest();
        while (unwrapped instanceof ServletRequestWrapper wrapper) {
            unwrapped = wrapper.getRequest();
        }
        FakeRequest request = (FakeRequest) unwrapped;
        request.setUserPrincipalInt(auth);
        request.setUserInRole((principal, role) -> auth.getAuthorities().stream()
                .anyMatch(a -> a.getAuthority().equals("ROLE_" + role) || a.getAuthority().equals(role)));
    }
}
