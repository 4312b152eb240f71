package org.arithmos.accounts;

/** Who someone is in a school. A Spring Security authority {@code ROLE_<name>} each. */
public enum Role {
    ADMIN, TEACHER, PUPIL, PARENT;

    /** For {@code @RolesAllowed} and {@code hasRole}. */
    public static final String PUPIL_ROLE = "PUPIL";

    public String authority() {
        return "ROLE_" + name();
    }
}
