package org.arithmos.classroom;

import java.time.Clock;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.persistence.ClassEntity;
import org.arithmos.classroom.persistence.ClassRepository;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The classroom's side of a class list import (docs/decisions/0029): the changes an import makes, each checked
 * here like ClassroomService's (a teacher only in their own classes, an admin in every class of the school), but
 * without the one-by-one rules on names, which the import checks for the whole list first. Every method joins
 * the caller's transaction, so that an import is all or nothing.
 */
@Service
public class ClassListChanges {

    private final ClassRepository classes;
    private final AccountService accounts;
    private final Audience audience;
    private final Levels levels;
    private final CurrentUser user;
    private final Clock clock;
    private final Codes codes = new Codes();

    ClassListChanges(ClassRepository classes, AccountService accounts, Audience audience, Levels levels,
                     CurrentUser user, Clock clock) {
        this.classes = classes;
        this.accounts = accounts;
        this.audience = audience;
        this.levels = levels;
        this.user = user;
        this.clock = clock;
    }

    /** The classes an import may change: a teacher's own, or every class of the school for the admin. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true, propagation = Propagation.SUPPORTS)
    public List<SchoolClass> reachableClasses() {
        Account me = user.require();
        List<ClassEntity> list = me.role() == Role.ADMIN ? classes.findAllByOrderByArchivedAscNameAsc()
                : classes.findByTeacherIdOrderByArchivedAscNameAsc(me.id());
        return list.stream().map(this::view).toList();
    }

    /** A new class taught by this teacher: a teacher may only give it to themselves, an admin to any teacher. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public SchoolClass createClassFor(long teacherId, String name, boolean archived) {
        Account me = user.require();
        boolean allowed = me.role() == Role.ADMIN ? accounts.find(teacherId).filter(a -> a.role() == Role.TEACHER)
                .isPresent() : me.id() == teacherId;
        String clean = name == null ? "" : name.strip();
        if (!allowed) {
            throw new ClassroomException(ClassroomException.Problem.NOT_FOUND);
        }
        if (clean.isEmpty() || clean.length() > 80) {
            throw new ClassroomException(ClassroomException.Problem.BAD_NAME);
        }
        String code;
        do {
            code = codes.classCode();
        } while (classes.findByCode(code).isPresent());
        ClassEntity e = new ClassEntity(teacherId, clean, code, clock.instant());
        e.archive(archived);
        e = classes.save(e);
        levels.createFor(e.id());
        return view(e);
    }

    /** Gives a class the name its school's list gives it; the import checks the name against the other classes. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public SchoolClass renameClass(long classId, String name) {
        ClassEntity e = audience.ownClass(classId);
        String clean = name == null ? "" : name.strip();
        if (clean.isEmpty() || clean.length() > 80) {
            throw new ClassroomException(ClassroomException.Problem.BAD_NAME);
        }
        e.rename(clean);
        return view(e);
    }

    /** A pupil with a fresh picture secret, facing like the classmates before them. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public PupilCredentials addPupil(long classId, String displayName) {
        ClassEntity c = audience.ownClass(classId);
        return accounts.createPupil(c.id(), displayName, accounts.pupilsOf(c.id()).size());
    }

    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public Account renamePupil(long pupilId, String displayName) {
        audience.ownPupil(pupilId);
        return accounts.renamePupil(pupilId, displayName);
    }

    /** Moves a pupil, with their history, from one of the caller's classes to another. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public Account movePupil(long pupilId, long classId) {
        audience.ownPupil(pupilId);
        return accounts.movePupil(pupilId, audience.ownClass(classId).id());
    }

    private SchoolClass view(ClassEntity e) {
        return new SchoolClass(e.id(), e.teacherId(), e.name(), e.code(), e.archived(), e.createdAt(),
                accounts.pupilsOf(e.id()).size());
    }
}
