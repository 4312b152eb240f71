package org.arithmos.testing;

import com.github.mvysny.fakeservlet.FakeRequest;
import com.vaadin.flow.server.VaadinServletRequest;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Test helper for browserless view tests: tells Vaadin's view access check (which asks the servlet
 * request) who is logged in, as {@link TestSchool#logIn} told Spring Security.
 */
public final class MockLogin {

    private MockLogin() {
    }

    public static void applyToRequest() {
        var auth = SecurityContextHolder.getContext().getAuthentication();
        FakeRequest request = (FakeRequest) VaadinServletRequest.getCurrent().getRequest();
        request.setUserPrincipalInt(auth);
        request.setUserInRole((principal, role) -> auth != null && auth.getAuthorities().stream()
                .anyMatch(a -> a.getAuthority().equals("ROLE_" + role) || a.getAuthority().equals(role)));
    }
}
