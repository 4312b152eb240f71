package org.arithmos.accounts;

/**
 * Whether a role may still use the password or picture login, or must sign in through the school's identity
 * provider ({@code arithmos.sign-in.local-login-off}; docs/decisions/0023). The sign-in feature answers it;
 * without it every role may.
 */
public interface LocalLoginPolicy {

    boolean allows(Role role);
}
