package org.arithmos.accounts;

/**
 * Whether a pupil's class lets them log in (an archived class does not). Asked after the pictures were
 * right; the classroom feature answers, so accounts need not know about classes.
 */
public interface PupilLoginGate {

    boolean classOpen(long classId);
}
