package org.arithmos.accounts;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.security.web.savedrequest.HttpSessionRequestCache;
import org.springframework.security.web.savedrequest.RequestCache;
import org.springframework.security.web.savedrequest.SavedRequest;
import org.springframework.stereotype.Component;

/**
 * Where a login leads. Success: the page asked for before logging in, else each role's home (pupils to
 * the game, teachers to their classes, parents to their children); a class game's projector asked for before
 * leads to that class game's page instead (docs/decisions/0028). Failure: a pupil back to their pictures,
 * anyone else back to the form, saying whether to try again or to wait.
 */
@Component
public class LoginOutcomes extends SavedRequestAwareAuthenticationSuccessHandler implements AuthenticationFailureHandler {

    public static final String PUPIL_LOGIN = "/class";

    /**
     * A projector's address, saved as "the page asked for" when the projector's tab reloads after the session
     * expired: a teacher who then logged in (in any tab) landed on a page without the menu. It leads to its
     * class game's page, one click from the projector.
     */
    private static final Pattern PROJECTOR = Pattern.compile("/class-games/([0-9a-fA-F-]{36})/projector/?");

    private final RequestCache requests = new HttpSessionRequestCache();

    public LoginOutcomes() {
        setRequestCache(requests);
    }

    @Override
    public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response, Authentication auth)
            throws IOException, jakarta.servlet.ServletException {
        SavedRequest saved = requests.getRequest(request, response);
        String asked = saved == null ? null : pathOf(saved.getRedirectUrl(), request.getContextPath());
        Matcher projector = asked == null ? null : PROJECTOR.matcher(asked);
        if (saved != null && !projector.matches()) {
            super.onAuthenticationSuccess(request, response, auth);
            return;
        }
        // Not setDefaultTargetUrl: this handler is shared by every login at once, a pupil's and a teacher's.
        requests.removeRequest(request, response);
        clearAuthenticationAttributes(request);
        String target = saved != null ? "/class-games/" + projector.group(1) : home(auth);
        getRedirectStrategy().sendRedirect(request, response, target);
    }

    private static String home(Authentication auth) {
        return auth.getPrincipal() instanceof AccountPrincipal p ? switch (p.account().role()) {
            case PUPIL -> "/play";
            case TEACHER -> "/classes";
            case PARENT -> "/children";
            case ADMIN -> "/admin";
        } : "/";
    }

    private static String pathOf(String url, String contextPath) {
        String path = URI.create(url).getPath();
        return path != null && path.startsWith(contextPath) ? path.substring(contextPath.length()) : path;
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
