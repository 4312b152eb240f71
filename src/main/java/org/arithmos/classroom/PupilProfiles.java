package org.arithmos.classroom;

import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.persistence.ClassEntity;
import org.arithmos.classroom.persistence.ClassRepository;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Who a pupil is (name, face, class), for whoever may see them ({@link Audience}): their teacher, their
 * linked parents, an admin, the pupil. Anyone else is told "not found".
 */
@Service
public class PupilProfiles {

    private final AccountService accounts;
    private final ClassRepository classes;
    private final Audience audience;

    PupilProfiles(AccountService accounts, ClassRepository classes, Audience audience) {
        this.accounts = accounts;
        this.classes = classes;
        this.audience = audience;
    }

    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public PupilProfile of(long pupilId) {
        audience.requireCanSee(pupilId);
        return profile(accounts.find(pupilId).filter(a -> a.role() == Role.PUPIL)
                .orElseThrow(() -> new ClassroomException(ClassroomException.Problem.NOT_FOUND)));
    }

    /** For this feature's services, after their own check. */
    PupilProfile profile(Account pupil) {
        String className = pupil.classId() == null ? null
                : classes.findById(pupil.classId()).map(ClassEntity::name).orElse(null);
        return new PupilProfile(pupil.id(), pupil.displayName(), pupil.face(), pupil.classId(), className);
    }
}
