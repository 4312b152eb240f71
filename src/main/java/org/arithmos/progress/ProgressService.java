package org.arithmos.progress;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.Audience;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.i18n.Language;
import org.arithmos.progress.persistence.ProgressEventEntity;
import org.arithmos.progress.persistence.ProgressEventRepository;
import org.arithmos.progress.persistence.ProgressQueries;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What pupils did, and the dashboards built on it (definitions: {@link ProgressRules}).
 *
 * <p>Who may use it, checked in every method besides {@code @PreAuthorize}: a class's dashboard and its
 * CSV, its teacher (or an admin); a pupil's figures, charts and games, whoever may see the pupil (their
 * teacher, a linked parent, the pupil themselves, an admin: {@link Audience}); the level suggestion, the
 * pupil's teacher (or an admin), who sets levels. Anything else is "not found" ({@link ClassroomException}).
 */
@Service
public class ProgressService {

    /** The longest series a chart may ask for: a school year of days, or of weeks. */
    public static final int MAX_PERIODS = 366;

    private final ProgressEventRepository events;
    private final ProgressQueries queries;
    private final CurrentUser user;
    private final Audience audience;
    private final ClassroomService classroom;
    private final LevelService levels;
    private final AccountService accounts;
    private final Clock clock;
    /** Days and weeks are the school's: the server's time zone. */
    private final ZoneId zone = ZoneId.systemDefault();

    ProgressService(ProgressEventRepository events, ProgressQueries queries, CurrentUser user, Audience audience,
                    ClassroomService classroom, LevelService levels, AccountService accounts, Clock clock) {
        this.events = events;
        this.queries = queries;
        this.user = user;
        this.audience = audience;
        this.classroom = classroom;
        this.levels = levels;
        this.accounts = accounts;
        this.clock = clock;
    }

    /** The signed-in pupil's own events, oldest first. */
    @PreAuthorize("hasRole('PUPIL')")
    @Transactional(readOnly = true)
    public List<ProgressEvent> myEvents() {
        return events.findByPupilIdOrderByOccurredAtAscIdAsc(user.require().id()).stream()
                .map(ProgressEventEntity::toEvent).toList();
    }

    /** The class dashboard: one line per pupil. Its teacher only (or an admin). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public ClassProgress classProgress(long classId) {
        SchoolClass c = classroom.get(classId);
        return new ClassProgress(c, summaries(classroom.pupils(classId)));
    }

    /**
     * The class dashboard as CSV for a spreadsheet: one row per pupil, UTF-8 with a byte order mark (so that
     * Excel reads accents), headers and separator in {@code language} (see {@link ClassCsv}).
     */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public byte[] classCsv(long classId, Language language) {
        return ClassCsv.write(classProgress(classId), language);
    }

    /** One pupil's line, for their page. Whoever may see the pupil. */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public PupilProgress pupilProgress(long pupilId) {
        return summaries(List.of(visiblePupil(pupilId))).getFirst();
    }

    /**
     * The pupil's figures per day or week, the last {@code periods} of them up to today (1 to
     * {@value #MAX_PERIODS}). Whoever may see the pupil.
     */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public ProgressSeries series(long pupilId, Granularity granularity, int periods) {
        visiblePupil(pupilId);
        if (periods < 1 || periods > MAX_PERIODS) {
            throw new IllegalArgumentException("1 to " + MAX_PERIODS + " periods, not " + periods);
        }
        LocalDate first = granularity.minus(granularity.start(LocalDate.ofInstant(clock.instant(), zone)), periods - 1);
        SeriesBuilder builder = new SeriesBuilder(granularity, first, periods, zone);
        queries.eventsSince(pupilId, first.atStartOfDay(zone).toInstant(), builder::add);
        return builder.build();
    }

    /** Whether the pupil's level should change, with the figures. The pupil's teacher only (or an admin). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public LevelSuggestion levelSuggestion(long pupilId) {
        visiblePupil(pupilId);
        int step = levels.levelOf(pupilId).step();
        List<boolean[]> recent = queries.recentPlaysAtStep(pupilId, step, ProgressRules.SUGGESTION_PLAYS);
        int correct = (int) recent.stream().filter(r -> r[0]).count();
        int hinted = (int) recent.stream().filter(r -> r[1]).count();
        return ProgressRules.suggest(step, new Tally(recent.size(), correct), hinted);
    }

    /** What the pupil did in each of their games, the last played first. Whoever may see the pupil. */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public List<GameTally> gameTallies(long pupilId) {
        visiblePupil(pupilId);
        return queries.games(pupilId).stream().map(g -> new GameTally(g.gameId(), g.first(), g.last(), g.moves(),
                new Tally(g.plays(), g.correct()), g.plays() - g.correct(), g.masterStrokes(), g.hints())).toList();
    }

    /** The pupil's last 7 days, for the plain-language summary. Whoever may see the pupil. */
    @PreAuthorize("isAuthenticated()")
    @Transactional(readOnly = true)
    public WeekSummary lastWeek(long pupilId) {
        Account pupil = visiblePupil(pupilId);
        Instant since = clock.instant().minus(ProgressRules.REPEAT_WINDOW);
        Set<UUID> games = new HashSet<>();
        int[] plays = {0, 0, 0};
        Map<Misconception, Integer> penalties = new EnumMap<>(Misconception.class);
        queries.eventsSince(pupilId, since, row -> {
            if (row.gameId() != null) {
                games.add(row.gameId());
            }
            if (ProgressRules.isPlay(row.kind(), row.legal())) {
                plays[0]++;
                if (row.legal()) {
                    plays[1]++;
                    plays[2] += row.masterStroke() ? 1 : 0;
                } else {
                    penalties.merge(Misconception.of(row.rule()), 1, Integer::sum);
                }
            }
        });
        return new WeekSummary(pupil.displayName(), games.size(), new Tally(plays[0], plays[1]), plays[2], penalties);
    }

    // ---------------------------------------------------------------------------------------------

    private Account visiblePupil(long pupilId) {
        audience.requireCanSee(pupilId);
        return accounts.find(pupilId).filter(a -> a.role() == Role.PUPIL)
                .orElseThrow(() -> new ClassroomException(ClassroomException.Problem.NOT_FOUND));
    }

    private List<PupilProgress> summaries(List<Account> pupils) {
        List<Long> ids = pupils.stream().map(Account::id).toList();
        Map<Long, ProgressQueries.Totals> totals = queries.totals(ids);
        Map<Long, Map<String, Integer>> penalties = queries.penalties(ids, null);
        Map<Long, Map<String, Integer>> thisWeek = queries.penalties(ids,
                clock.instant().minus(ProgressRules.REPEAT_WINDOW));
        Map<Long, int[]> recent = queries.recentPlays(ids, ProgressRules.RECENT_PLAYS);
        return pupils.stream().map(p -> {
            var t = totals.getOrDefault(p.id(), new ProgressQueries.Totals(p.id(), 0, 0, 0, 0, 0, 0, 0, 0, null));
            int[] last = recent.getOrDefault(p.id(), new int[] {0, 0});
            List<Struggle> struggles = ProgressRules.struggles(new Tally(last[0], last[1]),
                    thisWeek.getOrDefault(p.id(), Map.of()));
            Level level = levels.levelOf(p.id());
            return new PupilProgress(p.id(), p.displayName(), level, t.games(), t.moves(), new Tally(t.plays(), t.correct()),
                    penalties.getOrDefault(p.id(), Map.of()), t.masterStrokes(), t.missed(), t.hints(), t.checks(),
                    t.lastActive(), struggles);
        }).toList();
    }
}
