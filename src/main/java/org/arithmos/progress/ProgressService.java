package org.arithmos.progress;

import java.util.List;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.progress.persistence.ProgressEventEntity;
import org.arithmos.progress.persistence.ProgressEventRepository;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** What pupils did. Who may use it: a pupil reads their own events (teachers and parents come later). */
@Service
public class ProgressService {

    private final ProgressEventRepository events;
    private final CurrentUser user;

    ProgressService(ProgressEventRepository events, CurrentUser user) {
        this.events = events;
        this.user = user;
    }

    @PreAuthorize("hasRole('PUPIL')")
    @Transactional(readOnly = true)
    public List<ProgressEvent> myEvents() {
        return events.findByPupilIdOrderByOccurredAtAscIdAsc(user.require().id()).stream()
                .map(ProgressEventEntity::toEvent).toList();
    }
}
