package org.arithmos.privacy;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arithmos.accounts.PupilData;
import org.springframework.core.annotation.AnnotationAwareOrderComparator;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * How long old games and progress events are kept, and their clean-up (daily, by {@link RetentionJob},
 * or when an admin asks). Who may use it: admins, and the server's own job acting as one.
 */
@Service
public class RetentionService {

    static final String SETTING = "retention.months";
    static final String LAST_RUN = "retention.last-run";

    private final AppSettings settings;
    private final List<PupilData> parts;
    private final Clock clock;

    RetentionService(AppSettings settings, List<PupilData> parts, Clock clock) {
        List<PupilData> sorted = new ArrayList<>(parts);
        AnnotationAwareOrderComparator.sort(sorted);
        this.settings = settings;
        this.parts = List.copyOf(sorted);
        this.clock = clock;
    }

    @PreAuthorize("hasRole('ADMIN')")
    @Transactional(readOnly = true)
    public Retention retention() {
        return settings.get(SETTING).map(Retention::ofMonths).orElse(Retention.DEFAULT);
    }

    @PreAuthorize("hasRole('ADMIN')")
    @Transactional
    public Retention setRetention(Retention retention) {
        settings.set(SETTING, String.valueOf(retention.months()));
        return retention;
    }

    /** When the last clean-up ran and what it removed in all ("2026-11-22T03:00:00Z 12"), if ever. */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional(readOnly = true)
    public Optional<LastRun> lastRun() {
        return settings.get(LAST_RUN).flatMap(LastRun::parse);
    }

    /** Deletes the games and progress events older than the setting allows, in one transaction. */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional
    public RetentionReport deleteOldData() {
        Instant now = clock.instant();
        Retention retention = retention();
        Optional<Instant> cutoff = retention.cutoff(now);
        Map<String, Integer> removed = new LinkedHashMap<>();
        cutoff.ifPresent(before -> parts.forEach(part -> part.deleteOlderThan(before)
                .forEach((table, n) -> removed.merge(table, n, Integer::sum))));
        int total = removed.values().stream().mapToInt(Integer::intValue).sum();
        settings.set(LAST_RUN, now + " " + total);
        return new RetentionReport(now, retention, cutoff.orElse(null), removed);
    }

    /** The last clean-up: when, and how many rows it removed. */
    public record LastRun(Instant at, int removed) {

        static Optional<LastRun> parse(String stored) {
            try {
                String[] parts = stored.strip().split(" ");
                return Optional.of(new LastRun(Instant.parse(parts[0]), Integer.parseInt(parts[1])));
            } catch (RuntimeException unreadable) {
                return Optional.empty();
            }
        }
    }
}
