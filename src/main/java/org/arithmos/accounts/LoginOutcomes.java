package org.arithmos.accounts;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.stereotype.Component;

/**
 * Where a login leads. Success: the page asked for before logging in, else each role's home (pupils to
 * the game, teachers to their classes, parents to their children). Failure: a pupil back to their
 * pictures, anyone else back to the form, saying whether to try again or to wait.
 */
@Component
public class LoginOutcomes extends SavedRequestAwareAuthenticationSuccessHandler implements AuthenticationFailureHandler {

    public static final String PUPIL_LOGIN = "/class";

    @Override
    public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response, Authentication auth)
            throws IOException, jakarta.servlet.ServletException {
        String home = auth.getPrincipal() instanceof AccountPrincipal p ? switch (p.account().role()) {
            case PUPIL -> "/play";
            case TEACHER -> "/classes";
            case PARENT -> "/children";
            case ADMIN -> "/admin";
        } : "/";
        setDefaultTargetUrl(home);
        super.onAuthenticationSuccess(request, response, auth);
    }

    @Override
    public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
                                        AuthenticationException failure) throws IOException {
        String username = request.getParameter("username") == null ? "" : request.getParameter("username").strip();
        String reason = failure instanceof TooManyAttemptsException wait
                ? "wait=" + Math.max(1, wait.waitTime().toSeconds())
                : failure instanceof LocalLoginOffException ? "school" : "error";
        String target = isPupilHandle(username)
                ? PUPIL_LOGIN + "?pupil=" + URLEncoder.encode(username, StandardCharsets.UTF_8) + "&" + reason
                : "/login?" + reason;
        response.sendRedirect(request.getContextPath() + target);
    }

    static boolean isPupilHandle(String username) {
        return username.matches("p-[a-z0-9]{12}");
    }
}
