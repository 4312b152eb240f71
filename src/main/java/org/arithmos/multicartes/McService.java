package org.arithmos.multicartes;

import java.util.Optional;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.multicartes.persistence.McStore;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What is Multicartes' own beside its tables (decision 0018, step 3: its games, solo and against robots, are private
 * tables of {@code tables}): who may play what (a pupil per level and class's play choice), the pupils' times-table
 * maps and the classes' play choice.
 */
@Service
public class McService {

    private final McStore store;
    private final CurrentUser user;
    private final TransactionTemplate tx;
    private final LevelService levels;
    private final ClassroomService classroom;
    private final Audience audience;

    McService(McStore store, CurrentUser user, TransactionTemplate tx, LevelService levels,
                       ClassroomService classroom, Audience audience) {
        this.store = store;
        this.user = user;
        this.tx = tx;
        this.levels = levels;
        this.classroom = classroom;
        this.audience = audience;
    }

    /** What the signed-in person may start: everything for guests and grown-ups; a pupil per level and class. */
    @PreAuthorize("permitAll()")
    public McAccess myAccess() {
        Optional<Account> pupil = user.account().filter(a -> a.role() == Role.PUPIL);
        if (pupil.isEmpty()) {
            return new McAccess(true, PlayChoice.BOTH);
        }
        boolean enabled = levels.mayPlay(GameKind.MULTICARTES);
        Long classId = pupil.get().classId();
        PlayChoice choice = classId == null ? PlayChoice.BOTH : tx.execute(s -> choiceOf(classId));
        return new McAccess(enabled, choice);
    }

    /** The signed-in pupil's times-table map. */
    @PreAuthorize("hasRole('PUPIL')")
    public TimesTable myTimesTable() {
        long me = user.require().id();
        return tx.execute(s -> TimesTables.of(store.progressOf(me)));
    }

    /** A pupil's times-table map, for the pupil, their teacher and a linked parent. */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public TimesTable timesTable(long pupilId) {
        audience.requireCanSee(pupilId);
        return TimesTables.of(store.progressOf(pupilId));
    }

    /** What the class may play (solo only, bots, or both); for the class's teacher. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public PlayChoice classChoice(long classId) {
        classroom.get(classId);
        return choiceOf(classId);
    }

    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public PlayChoice setClassChoice(long classId, PlayChoice choice) {
        classroom.get(classId);
        store.setPlayChoice(classId, choice.name());
        return choice;
    }

    // ---------------------------------------------------------------------------------------------

    private PlayChoice choiceOf(long classId) {
        return store.playChoice(classId).map(PlayChoice::valueOf).orElse(PlayChoice.BOTH);
    }
}
