package org.arithmos.signin.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import org.springframework.security.cas.web.CasAuthenticationEntryPoint;
import org.springframework.web.filter.OncePerRequestFilter;

/** {@code GET /sign-in/cas/{id}}: sends the browser to that CAS server's login (Spring's CAS entry point). */
final class CasStart extends OncePerRequestFilter {

    static final String PREFIX = "/sign-in/cas/";

    private final Map<String, CasAuthenticationEntryPoint> entryPoints;

    CasStart(Map<String, CasAuthenticationEntryPoint> entryPoints) {
        this.entryPoints = Map.copyOf(entryPoints);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        var entryPoint = path.startsWith(PREFIX) ? entryPoints.get(path.substring(PREFIX.length())) : null;
        if (entryPoint == null) {
            chain.doFilter(request, response);
            return;
        }
        entryPoint.commence(request, response, null);
    }
}
