package org.arithmos.security;

import java.util.function.Supplier;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.play.PlayException;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authentication.AuthenticationCredentialsNotFoundException;

/**
 * What came of one try: refused (by a role check, or as "not found", which is how services refuse data that
 * is not the caller's), or let through to the data (answered, or stopped later by the game's own rules).
 */
record Access(boolean allowed, String how) {

    static Access of(Supplier<?> call) {
        try {
            call.get();
            return new Access(true, "answered");
        } catch (AccessDeniedException | AuthenticationCredentialsNotFoundException e) {
            return new Access(false, "refused by role");
        } catch (ClassroomException e) {
            return notFound(e.problem().name(), e);
        } catch (PlayException e) {
            return notFound(e.problem().name(), e);
        }
    }

    private static Access notFound(String problem, RuntimeException e) {
        return problem.equals("NOT_FOUND") ? new Access(false, "refused as not found")
                : new Access(true, "reached the data, then " + problem);
    }

    @Override
    public String toString() {
        return how;
    }
}
