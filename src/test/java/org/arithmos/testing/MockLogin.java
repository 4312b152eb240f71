package org.arithmos.testing;

import com.github.mvysny.fakeservlet.FakeRequest;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.VaadinServletRequest;
import java.util.Locale;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.springframework.context.ApplicationContext;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Test helper for browserless view tests: a page opened by a logged-in person, with Vaadin's view access
 * check (which asks the servlet request) told who they are, as Spring Security is.
 */
public final class MockLogin {

    private MockLogin() {
    }

    /** Logs in, starts a mock Vaadin UI in English and navigates to {@code route}. Tear down with {@link #close}. */
    public static void open(ApplicationContext context, Routes routes, Account who, String route) {
        TestSchool.logIn(who);
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(routes, context, uiFactory));
        applyToRequest();
        UI.getCurrent().setLocale(Locale.ENGLISH);
        UI.getCurrent().navigate(route);
    }

    public static void close() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    /** Tells the current mock request who Spring Security says is logged in (nobody for a guest). */
    public static void applyToRequest() {
        var current = SecurityContextHolder.getContext().getAuthentication();
        // A guest (Spring's anonymous token) has no principal for the servlet request.
        var auth = current instanceof AnonymousAuthenticationToken ? null : current;
        FakeRequest request = (FakeRequest) VaadinServletRequest.getCurrent().getRequest();
        request.setUserPrincipalInt(auth);
        request.setUserInRole((principal, role) -> auth != null && auth.getAuthorities().stream()
                .anyMatch(a -> a.getAuthority().equals("ROLE_" + role) || a.getAuthority().equals(role)));
    }
}
