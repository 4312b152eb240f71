package org.arithmos.classroom;

import java.time.Clock;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.classroom.persistence.LinkCodeRepository;
import org.arithmos.classroom.persistence.ParentLinkEntity;
import org.arithmos.classroom.persistence.ParentLinkRepository;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Parents and their children. Who may use it: a parent, for their own links only. */
@Service
public class ParentService {

    private final LinkCodeRepository codes;
    private final ParentLinkRepository links;
    private final AccountService accounts;
    private final CurrentUser user;
    private final Clock clock;
    private final PupilProfiles profiles;
    private final LinkCodeThrottle throttle;

    ParentService(LinkCodeRepository codes, ParentLinkRepository links, AccountService accounts, CurrentUser user,
                  Clock clock, PupilProfiles profiles, LinkCodeThrottle throttle) {
        this.codes = codes;
        this.links = links;
        this.accounts = accounts;
        this.user = user;
        this.clock = clock;
        this.profiles = profiles;
        this.throttle = throttle;
    }

    /**
     * Links the signed-in parent to the child whose code the teacher gave them. A code stays valid, so that
     * both parents can use it; wrong codes slow this parent down ({@link LinkCodeThrottle}).
     */
    @PreAuthorize("hasRole('PARENT')")
    @Transactional
    public Account link(String typedCode) {
        long parent = user.require().id();
        throttle.waitBefore(parent).ifPresent(wait -> {
            throw new LinkCodeWaitException(wait);
        });
        var code = codes.findById(Codes.normalizeLinkCode(typedCode));
        if (code.isEmpty()) {
            throttle.failed(parent);
            throw new ClassroomException(ClassroomException.Problem.UNKNOWN_CODE);
        }
        throttle.succeeded(parent);
        long pupil = code.get().pupilId();
        var key = new ParentLinkEntity.Key(parent, pupil);
        if (links.existsById(key)) {
            throw new ClassroomException(ClassroomException.Problem.ALREADY_LINKED);
        }
        links.save(new ParentLinkEntity(parent, pupil, clock.instant()));
        return accounts.find(pupil).orElseThrow();
    }

    @PreAuthorize("hasRole('PARENT')")
    @Transactional(readOnly = true)
    public List<Account> myChildren() {
        return links.findByKeyParentId(user.require().id()).stream()
                .map(l -> accounts.find(l.pupilId())).flatMap(java.util.Optional::stream)
                .sorted(java.util.Comparator.comparing(Account::displayName)).toList();
    }

    /** The signed-in parent's children with their class, by name (the "My children" page). */
    @PreAuthorize("hasRole('PARENT')")
    @Transactional(readOnly = true)
    public List<PupilProfile> linkedChildren() {
        return myChildren().stream().map(profiles::profile).toList();
    }

    @PreAuthorize("hasRole('PARENT')")
    @Transactional
    public void unlink(long pupilId) {
        links.deleteById(new ParentLinkEntity.Key(user.require().id(), pupilId));
    }
}
