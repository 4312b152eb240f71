package org.arithmos.classroom;

import org.arithmos.accounts.PupilLoginGate;
import org.arithmos.classroom.persistence.ClassRepository;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Pupils of an archived class cannot log in, even with a handle and pictures known from before. */
@Component
class ArchivedClassGate implements PupilLoginGate {

    private final ClassRepository classes;

    ArchivedClassGate(ClassRepository classes) {
        this.classes = classes;
    }

    @Override
    @Transactional(readOnly = true)
    public boolean classOpen(long classId) {
        return classes.findById(classId).map(c -> !c.archived()).orElse(false);
    }
}
