package org.arithmos.signin;

/**
 * The protocols a school's identity provider may speak. Each one's Spring Security module turns a sign-in
 * into a {@link SchoolIdentity}; from there linking and roles are the same for all (docs/decisions/0023).
 */
public enum ProviderKind {
    /** OpenID Connect (Google, Microsoft, Keycloak, EduConnect): spring-security-oauth2-client. */
    OIDC,
    /** CAS 3.0 (French ENTs): spring-security-cas with the Apereo client. */
    CAS,
    /**
     * SAML 2.0: the seam is here (a {@link SchoolIdentity} from the assertion's attributes, as for CAS) but
     * Spring's SAML module needs OpenSAML, which cannot be downloaded where this is built; a SAML provider
     * is refused at start with a message saying so.
     */
    SAML
}
