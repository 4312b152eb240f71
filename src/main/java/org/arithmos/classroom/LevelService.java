package org.arithmos.classroom;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Levels per class and per pupil. Who may use it: the teacher of the class sets them (the admin only reads them); whoever may see a
 * pupil reads theirs; a pupil reads their own (the table applies it to every new game).
 */
@Service
public class LevelService {

    private final Levels levels;
    private final Audience audience;
    private final AccountService accounts;
    private final CurrentUser user;

    LevelService(Levels levels, Audience audience, AccountService accounts, CurrentUser user) {
        this.levels = levels;
        this.audience = audience;
        this.accounts = accounts;
        this.user = user;
    }

    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public Level classLevel(long classId) {
        return levels.ofClass(audience.ownClass(classId).id());
    }

    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public Level setClassLevel(long classId, Level level) {
        levels.setClass(audience.ownClass(classId).id(), level);
        return level;
    }

    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public LevelChange pupilChange(long pupilId) {
        audience.ownPupil(pupilId);
        return levels.ofPupil(pupilId);
    }

    /** The pupils of a class who have their own level, with their changes (the class page lists them). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public Map<Long, LevelChange> pupilChanges(long classId) {
        Map<Long, LevelChange> out = new LinkedHashMap<>();
        for (Account pupil : accounts.pupilsOf(audience.ownClass(classId).id())) {
            LevelChange change = levels.ofPupil(pupil.id());
            if (!change.followsClass()) {
                out.put(pupil.id(), change);
            }
        }
        return out;
    }

    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public Level setPupilChange(long pupilId, LevelChange change) {
        Account pupil = audience.ownPupil(pupilId);
        levels.setPupil(pupilId, change);
        return change.over(levels.ofClass(pupil.classId()));
    }

    /** The level a pupil plays at: their class's, with their own changes. */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public Level levelOf(long pupilId) {
        audience.requireCanSee(pupilId);
        Account pupil = accounts.find(pupilId).orElseThrow();
        return levels.ofPupil(pupilId).over(levels.ofClass(pupil.classId()));
    }

    /**
     * Whether the signed-in person may play {@code game}: a pupil when their level enables it; guests and
     * grown-ups may try every game.
     */
    @PreAuthorize("permitAll()")
    @Transactional(readOnly = true)
    public boolean mayPlay(GameKind game) {
        return user.account().filter(a -> a.role() == Role.PUPIL).isEmpty()
                || myLevel().map(l -> l.games().contains(game)).orElse(false);
    }

    /** The signed-in pupil's level; empty for anyone else (guests, teachers trying a game). */
    @PreAuthorize("permitAll()")
    @Transactional(readOnly = true)
    public Optional<Level> myLevel() {
        return user.account().filter(a -> a.role() == Role.PUPIL)
                .map(a -> levels.ofPupil(a.id()).over(levels.ofClass(a.classId())));
    }
}
