package org.arithmos.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.web.savedrequest.HttpSessionRequestCache;

/**
 * Where a login leads (docs/decisions/0028). A trial's finding: "the teacher once landed on the projector after
 * logging in again". The projector's tab reloaded after the session expired and its address was saved as the
 * page asked for; the next login, in any tab, followed it to a page without the menu. A saved projector now
 * leads to its class game's page; any other saved page is followed as before; none leads to the role's home.
 */
class LoginOutcomesTest {

    private static final String GAME = "0b6f7f4e-3f0c-4a57-9a51-6f5d2b0c9e11";

    private final LoginOutcomes outcomes = new LoginOutcomes();
    private final MockHttpSession session = new MockHttpSession();

    @Test
    void aSavedProjectorLeadsToItsClassGamesPageWithTheMenu() throws Exception {
        asked("/class-games/" + GAME + "/projector");
        assertThat(logIn(Role.TEACHER)).isEqualTo("/class-games/" + GAME);
        assertThat(logIn(Role.TEACHER)).as("the saved page is used once").isEqualTo("/classes");
    }

    @Test
    void anyOtherSavedPageIsFollowed() throws Exception {
        asked("/classes/12/progress");
        assertThat(logIn(Role.TEACHER)).startsWith("http://localhost/classes/12/progress");
    }

    @Test
    void withoutASavedPageEachRoleGoesHomeEvenWhenTheyLogInAtOnce() throws Exception {
        assertThat(logIn(Role.TEACHER)).isEqualTo("/classes");
        assertThat(logIn(Role.PUPIL)).isEqualTo("/play");
        assertThat(logIn(Role.TEACHER)).isEqualTo("/classes");
        assertThat(logIn(Role.PARENT)).isEqualTo("/children");
        assertThat(logIn(Role.ADMIN)).isEqualTo("/admin");
    }

    private void asked(String path) {
        MockHttpServletRequest page = new MockHttpServletRequest("GET", path);
        page.setSession(session);
        new HttpSessionRequestCache().saveRequest(page, new MockHttpServletResponse());
    }

    private String logIn(Role role) throws Exception {
        MockHttpServletRequest login = new MockHttpServletRequest("POST", "/login");
        login.setSession(session);
        MockHttpServletResponse response = new MockHttpServletResponse();
        Account account = new Account(1, "someone", "Someone", role, role == Role.PUPIL ? 1L : null, 0);
        var principal = new AccountPrincipal(account, "hash");
        outcomes.onAuthenticationSuccess(login, response,
                new UsernamePasswordAuthenticationToken(principal, null, principal.getAuthorities()));
        return response.getRedirectedUrl();
    }
}
