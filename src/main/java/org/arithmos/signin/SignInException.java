package org.arithmos.signin;

/** A refusal whose message is an i18n key, shown to the user in their language. */
public class SignInException extends RuntimeException {

    public SignInException(String messageKey) {
        super(messageKey);
    }

    public String messageKey() {
        return getMessage();
    }

    /** What went wrong, for the access-matrix test (as the other features' exceptions name it). */
    public String problem() {
        return getMessage();
    }
}
