package org.arithmos.privacy;

import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.PupilData;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.TableRows;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.PupilProfile;
import org.arithmos.classroom.PupilProfiles;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.annotation.AnnotationAwareOrderComparator;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A pupil's data, all of it: exported as one document, or deleted in one transaction so that no row names
 * them afterwards. It gathers the part of every feature ({@link PupilData}) without knowing their tables.
 *
 * <p>Who may use it: the pupil's teacher and an admin export and delete; a parent exports the data of a
 * child linked to them. Anyone else is told "not found", as if the pupil did not exist.
 */
@Service
public class PrivacyService {

    private static final Logger log = LoggerFactory.getLogger(PrivacyService.class);

    private final List<PupilData> parts;
    private final PupilProfiles profiles;
    private final CurrentUser user;
    private final Clock clock;
    private final DiskErasure disk;

    PrivacyService(List<PupilData> parts, PupilProfiles profiles, CurrentUser user, Clock clock, DiskErasure disk) {
        List<PupilData> sorted = new ArrayList<>(parts);
        AnnotationAwareOrderComparator.sort(sorted);
        this.parts = List.copyOf(sorted);
        this.profiles = profiles;
        this.user = user;
        this.clock = clock;
        this.disk = disk;
    }

    @PreAuthorize("hasAnyRole('TEACHER','ADMIN','PARENT')")
    @Transactional(readOnly = true)
    public PupilExport export(long pupilId) {
        PupilProfile pupil = visible(pupilId);
        List<TableRows> tables = new ArrayList<>();
        parts.forEach(part -> tables.addAll(part.export(pupilId)));
        return new PupilExport(pupil, clock.instant(), tables);
    }

    /** The pupil and how many rows each table keeps about them. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN','PARENT')")
    @Transactional(readOnly = true)
    public DataSummary summary(long pupilId) {
        PupilExport export = export(pupilId);
        Map<String, Integer> rows = new LinkedHashMap<>();
        export.tables().forEach(t -> rows.put(t.table(), t.rows().size()));
        boolean mayDelete = user.account().map(a -> a.role() == Role.TEACHER).orElse(false) || isAdmin();
        return new DataSummary(export.pupil(), rows, mayDelete);
    }

    /**
     * Deletes the pupil and everything about them, in one transaction: every feature's rows, then the
     * account. {@code typedName} must be the pupil's name (the page asks for it, so that nobody deletes a
     * pupil by a slip of the mouse).
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional
    public void delete(long pupilId, String typedName) {
        PupilProfile pupil = visible(pupilId);
        if (!sameName(pupil.displayName(), typedName)) {
            throw new PrivacyException(PrivacyException.Problem.WRONG_NAME);
        }
        parts.forEach(part -> part.delete(pupilId));
        disk.deleted(); // after the commit, the H2 file is compacted so that the name leaves the disk too
        log.info("Pupil {} and all their data deleted by account {}", pupilId,
                user.account().map(Account::id).map(String::valueOf).orElse("system"));
    }

    static boolean sameName(String name, String typed) {
        return typed != null && name.strip().toLowerCase(Locale.ROOT).equals(typed.strip().toLowerCase(Locale.ROOT));
    }

    private PupilProfile visible(long pupilId) {
        try {
            return profiles.of(pupilId);
        } catch (ClassroomException e) {
            throw new PrivacyException(PrivacyException.Problem.NOT_FOUND);
        }
    }

    private boolean isAdmin() {
        var auth = org.springframework.security.core.context.SecurityContextHolder.getContext().getAuthentication();
        return auth != null && auth.getAuthorities().stream().anyMatch(a -> a.getAuthority().equals(Role.ADMIN.authority()));
    }
}
