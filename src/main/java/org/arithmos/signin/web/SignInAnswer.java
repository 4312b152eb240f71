package org.arithmos.signin.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.function.Function;
import org.arithmos.accounts.AccountPrincipal;
import org.arithmos.accounts.AccountSessions;
import org.arithmos.accounts.LoginOutcomes;
import org.arithmos.signin.SchoolIdentity;
import org.arithmos.signin.SchoolSignIn;
import org.arithmos.signin.SignInOutcome.Reason;
import org.arithmos.signin.SignInOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;

/**
 * After Spring Security checked a provider's answer: the person becomes the linked account of the app (the
 * same principal as a password login, so every permission check works unchanged), or signs in as nobody and
 * sees why. A wrong or expired answer lands on the same page; nothing is stored for it.
 */
final class SignInAnswer implements AuthenticationSuccessHandler, AuthenticationFailureHandler {

    private static final Logger LOG = LoggerFactory.getLogger(SignInAnswer.class);

    private final Function<Authentication, SchoolIdentity> identity;
    private final SchoolSignIn signIn;
    private final AccountSessions sessions;
    private final LoginOutcomes home;
    private final HttpSessionSecurityContextRepository contexts = new HttpSessionSecurityContextRepository();

    SignInAnswer(Function<Authentication, SchoolIdentity> identity, SchoolSignIn signIn, AccountSessions sessions,
            LoginOutcomes home) {
        this.identity = identity;
        this.signIn = signIn;
        this.sessions = sessions;
        this.home = home;
    }

    @Override
    public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response,
            Authentication authentication) throws IOException, ServletException {
        SignInOutcome outcome;
        try {
            outcome = signIn.signIn(identity.apply(authentication));
        } catch (IllegalArgumentException e) {
            outcome = new SignInOutcome.Refused(Reason.FAILED);
        }
        switch (outcome) {
            case SignInOutcome.SignedIn signedIn -> {
                var principal = new AccountPrincipal(signedIn.account(), "");
                var token = UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities());
                var context = SecurityContextHolder.createEmptyContext();
                context.setAuthentication(token);
                SecurityContextHolder.setContext(context);
                request.getSession(true);
                String sessionId = request.changeSessionId();
                contexts.saveContext(context, request, response);
                sessions.removeSessionInformation(sessionId);
                sessions.registerNewSession(sessionId, principal);
                // Each role's home page, as after a password login.
                home.onAuthenticationSuccess(request, response, token);
            }
            case SignInOutcome.Refused refused -> refuse(request, response, refused.reason());
        }
    }

    @Override
    public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
            AuthenticationException exception) throws IOException {
        LOG.info("School sign-in refused by the provider's answer: {}", exception.getMessage());
        refuse(request, response, Reason.FAILED);
    }

    private static void refuse(HttpServletRequest request, HttpServletResponse response, Reason reason)
            throws IOException {
        SecurityContextHolder.clearContext();
        var session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        response.sendRedirect(request.getContextPath() + "/sign-in/refused?why=" + reason.key());
    }
}
