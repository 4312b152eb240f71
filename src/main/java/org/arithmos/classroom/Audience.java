package org.arithmos.classroom;

import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.persistence.ClassEntity;
import org.arithmos.classroom.persistence.ClassRepository;
import org.arithmos.classroom.persistence.ParentLinkRepository;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * Who may see whom, in one place: a teacher their own classes and pupils, a parent their linked children,
 * a pupil themselves, an admin everyone. Anything else is "not found", so nothing tells that it exists.
 */
@Component
public class Audience {

    private final ClassRepository classes;
    private final ParentLinkRepository links;
    private final AccountService accounts;
    private final CurrentUser user;

    Audience(ClassRepository classes, ParentLinkRepository links, AccountService accounts, CurrentUser user) {
        this.classes = classes;
        this.links = links;
        this.accounts = accounts;
        this.user = user;
    }

    /** The class, if the current user teaches it (or is an admin). */
    ClassEntity ownClass(Long classId) {
        Optional<ClassEntity> c = classId == null ? Optional.empty() : classes.findById(classId);
        if (c.isPresent() && (isAdmin() || user.account().map(a -> a.role() == Role.TEACHER
                && a.id() == c.get().teacherId()).orElse(false))) {
            return c.get();
        }
        throw new ClassroomException(ClassroomException.Problem.NOT_FOUND);
    }

    /** Whether the current user teaches this class (or is an admin). */
    public boolean teaches(long classId) {
        try {
            ownClass(classId);
            return true;
        } catch (ClassroomException e) {
            return false;
        }
    }

    /** The pupil, if the current user teaches their class (or is an admin). */
    Account ownPupil(long pupilId) {
        Account pupil = accounts.find(pupilId).filter(a -> a.role() == Role.PUPIL)
                .orElseThrow(() -> new ClassroomException(ClassroomException.Problem.NOT_FOUND));
        ownClass(pupil.classId());
        return pupil;
    }

    boolean isTeacherOf(long pupilId) {
        try {
            ownPupil(pupilId);
            return true;
        } catch (ClassroomException e) {
            return false;
        }
    }

    /** Whether the current user may see this pupil's games and progress. */
    public boolean canSee(long pupilId) {
        if (isAdmin()) {
            return true;
        }
        Optional<Account> me = user.account();
        if (me.isEmpty()) {
            return false;
        }
        return switch (me.get().role()) {
            case PUPIL -> me.get().id() == pupilId;
            case TEACHER -> isTeacherOf(pupilId);
            case PARENT -> links.existsById(new org.arithmos.classroom.persistence.ParentLinkEntity.Key(me.get().id(), pupilId));
            case ADMIN -> true;
        };
    }

    /** Refuses (as "not found") unless the current user may see this pupil. */
    public void requireCanSee(long pupilId) {
        if (!canSee(pupilId)) {
            throw new ClassroomException(ClassroomException.Problem.NOT_FOUND);
        }
    }

    private static boolean isAdmin() {
        var auth = SecurityContextHolder.getContext().getAuthentication();
        return auth != null && auth.getAuthorities().stream().anyMatch(a -> a.getAuthority().equals(Role.ADMIN.authority()));
    }
}
