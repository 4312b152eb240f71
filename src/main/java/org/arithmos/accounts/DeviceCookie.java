package org.arithmos.accounts;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A random id for each browser, in a long-lived cookie, so that failed logins are counted per browser
 * (see {@link LoginThrottle}). It identifies a computer's browser, not a person, and holds nothing else.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class DeviceCookie extends OncePerRequestFilter {

    static final String NAME = "arithmos-device";
    static final String ATTRIBUTE = DeviceCookie.class.getName();
    private static final int ONE_YEAR = 365 * 24 * 3600;

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String device = read(request);
        if (device == null) {
            // The browser gets its id for its next requests; this one counts as "no cookie", shared by every
            // request without one, so a script that drops the cookie is not a new browser at each try.
            device = LoginThrottle.NO_COOKIE;
            Cookie cookie = new Cookie(NAME, UUID.randomUUID().toString());
            cookie.setHttpOnly(true);
            cookie.setPath("/");
            cookie.setMaxAge(ONE_YEAR);
            cookie.setAttribute("SameSite", "Lax");
            cookie.setSecure(request.isSecure());
            response.addCookie(cookie);
        }
        request.setAttribute(ATTRIBUTE, device);
        chain.doFilter(request, response);
    }

    /** The browser id of the request being served on this thread, or {@link LoginThrottle#NO_COOKIE}. */
    public static String current() {
        return currentRequest().map(DeviceCookie::of).orElse(LoginThrottle.NO_COOKIE);
    }

    /** Whether this thread serves an HTTP request (not a push message, a scheduled task or a test without one). */
    public static boolean inRequest() {
        return currentRequest().isPresent();
    }

    /** The network address of the request being served on this thread, or "" (outside a request). */
    public static String currentAddress() {
        return currentRequest().map(HttpServletRequest::getRemoteAddr).orElse("");
    }

    private static java.util.Optional<HttpServletRequest> currentRequest() {
        return RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes a
                ? java.util.Optional.of(a.getRequest()) : java.util.Optional.empty();
    }

    /** This request's browser id (set by the filter), or {@link LoginThrottle#NO_COOKIE}. */
    static String of(HttpServletRequest request) {
        Object set = request.getAttribute(ATTRIBUTE);
        if (set != null) {
            return set.toString();
        }
        String read = read(request);
        return read != null ? read : LoginThrottle.NO_COOKIE;
    }

    private static String read(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (NAME.equals(c.getName()) && c.getValue().matches("[0-9a-f-]{36}")) {
                    return c.getValue();
                }
            }
        }
        return null;
    }
}
