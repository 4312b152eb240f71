package org.arithmos.demo;

import java.util.function.Supplier;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountPrincipal;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * The demo school is built through the same services as a teacher's clicks, acting as each person in
 * turn, so every permission check still applies.
 */
@Component
class DemoClassroom {

    private final ClassroomService classroom;

    DemoClassroom(ClassroomService classroom) {
        this.classroom = classroom;
    }

    <T> T asTeacher(Account teacher, Supplier<T> work) {
        return asAccount(teacher, work);
    }

    <T> T asAccount(Account account, Supplier<T> work) {
        SecurityContext before = SecurityContextHolder.getContext();
        SecurityContext as = SecurityContextHolder.createEmptyContext();
        AccountPrincipal principal = new AccountPrincipal(account, "");
        as.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities()));
        SecurityContextHolder.setContext(as);
        try {
            return work.get();
        } finally {
            SecurityContextHolder.setContext(before);
        }
    }

    /** The demo class, with the code the README gives (a real class gets a random one). */
    SchoolClass createClass(Account teacher, String name, String code) {
        return classroom.createClassWithCode(name, code);
    }
}
