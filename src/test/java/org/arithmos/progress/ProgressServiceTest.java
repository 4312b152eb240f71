package org.arithmos.progress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.i18n.Language;
import org.arithmos.tables.GameId;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.transaction.support.TransactionTemplate;

/** The dashboards' figures on the real H2 database, from known events written by the real recorder. */
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ProgressServiceTest {

    @Autowired
    private ProgressService progress;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private ParentService parents;
    @Autowired
    private org.arithmos.tables.TableService tables;
    @Autowired
    private ApplicationEventPublisher publisher;
    @Autowired
    private TransactionTemplate tx;

    private TestSchool school;
    private Seeds seeds;
    private Account teacher;
    private SchoolClass dolphins;
    private Account lea;
    private Account tom;
    private final Instant now = Instant.now();

    @BeforeEach
    void school() {
        school = new TestSchool(accounts, classroom);
        seeds = new Seeds(publisher, tx, tables);
        teacher = school.teacher();
        dolphins = school.classOf(teacher);
        lea = school.pupilIn(teacher, dolphins).pupil();
        tom = school.pupilIn(teacher, dolphins).pupil();
    }

    @AfterEach
    void logout() {
        SecurityContextHolder.clearContext();
    }

    private Instant daysAgo(int days) {
        return now.minus(Duration.ofDays(days));
    }

    @Test
    void theClassDashboardCountsEachPupilsPlaysPenaltiesAndMore() {
        GameId game = seeds.game(lea);
        seeds.correct(lea, game, daysAgo(2), Seeds.PLUS_MINUS, "3 + 4");
        seeds.correct(lea, game, daysAgo(2), Seeds.PLUS_MINUS, "1 + 2 + 3 + 1", 4, false);
        seeds.penalized(lea, game, daysAgo(1), Seeds.PLUS_MINUS, "3 + 5", "NZ-CALC-3");
        seeds.draw(lea, game, daysAgo(1), Seeds.PLUS_MINUS, "7");
        seeds.hint(lea, game, daysAgo(1), Seeds.PLUS_MINUS);
        seeds.check(lea, game, daysAgo(1), Seeds.PLUS_MINUS, "3 + 4");

        ClassProgress c = TestSchool.as(teacher, () -> progress.classProgress(dolphins.id()));
        assertThat(c.pupils()).extracting(PupilProgress::pupilId).containsExactlyInAnyOrder(lea.id(), tom.id());
        PupilProgress p = c.pupils().stream().filter(x -> x.pupilId() == lea.id()).findFirst().orElseThrow();
        assertThat(p.games()).isEqualTo(1);
        assertThat(p.moves()).isEqualTo(4);
        assertThat(p.plays()).isEqualTo(new Tally(3, 2));
        assertThat(p.plays().percent()).isEqualTo(67);
        assertThat(p.penaltiesByKind()).containsEntry(Misconception.WRONG_RESULT, 1);
        assertThat(p.masterStrokes()).isEqualTo(1);
        assertThat(p.missedPlays()).isEqualTo(1);
        assertThat(p.hints()).isEqualTo(1);
        assertThat(p.checks()).isEqualTo(1);
        assertThat(p.lastActive()).isNotNull();
        assertThat(p.struggling()).isFalse();
        PupilProgress quiet = c.pupils().stream().filter(x -> x.pupilId() == tom.id()).findFirst().orElseThrow();
        assertThat(quiet.games()).isZero();
        assertThat(quiet.plays().percent()).isNull();
        assertThat(quiet.lastActive()).isNull();
    }

    @Test
    void aPupilWithFewRightPlaysOrTheSameMistakeAgainStandsOut() {
        GameId game = seeds.game(lea);
        for (int i = 0; i < 10; i++) {
            if (i < 5) {
                seeds.correct(lea, game, daysAgo(20), Seeds.PLUS_MINUS, "7");
            } else {
                seeds.penalized(lea, game, daysAgo(20), Seeds.PLUS_MINUS, "3 + 5", "NZ-CALC-3");
            }
        }
        GameId tomsGame = seeds.game(tom);
        seeds.penalized(tom, tomsGame, daysAgo(8), Seeds.PLUS_MINUS, "2 + 5 + 1", "NZ-CALC-7");
        seeds.penalized(tom, tomsGame, daysAgo(3), Seeds.PLUS_MINUS, "2 + 5 + 1", "NZ-CALC-7");
        seeds.penalized(tom, tomsGame, daysAgo(2), Seeds.PLUS_MINUS, "2 + 5 + 1", "NZ-CALC-7");

        ClassProgress c = TestSchool.as(teacher, () -> progress.classProgress(dolphins.id()));
        PupilProgress leas = c.pupils().stream().filter(x -> x.pupilId() == lea.id()).findFirst().orElseThrow();
        // 5 of 10 = 50 % < 60 %; the penalties were 20 days ago, so not repeated "this week".
        assertThat(leas.struggles()).containsExactly(new Struggle.LowSuccess(new Tally(10, 5)));
        PupilProgress toms = c.pupils().stream().filter(x -> x.pupilId() == tom.id()).findFirst().orElseThrow();
        // 3 plays are too few for a rate; 2 of the 3 penalties were in the last 7 days: under the threshold.
        assertThat(toms.struggles()).isEmpty();
        seeds.penalized(tom, tomsGame, daysAgo(1), Seeds.PLUS_MINUS, "2 + 5 + 1", "NZ-CALC-7");
        toms = TestSchool.as(teacher, () -> progress.pupilProgress(tom.id()));
        assertThat(toms.struggles()).containsExactly(new Struggle.RepeatedPenalty(Misconception.TOO_MANY_CARDS, 3));
        assertThat(ProgressWords.in(Language.ENGLISH).struggles(toms)).isEqualTo("Too many cards: 3 times in 7 days");
    }

    @Test
    void theSeriesPutsEachPlayInItsDayOrWeek() {
        GameId game = seeds.game(lea);
        seeds.correct(lea, game, daysAgo(0), Seeds.ALL_FOUR, "2 * 3 + 1");
        seeds.penalized(lea, game, daysAgo(0), Seeds.ALL_FOUR, "2 * 4", "NZ-CALC-3");
        seeds.correct(lea, game, daysAgo(1), Seeds.PLUS_MINUS, "3 + 4");
        seeds.hint(lea, game, daysAgo(1), Seeds.PLUS_MINUS);
        seeds.correct(lea, game, daysAgo(30), Seeds.PLUS_MINUS, "3 + 4");

        ProgressSeries days = TestSchool.as(teacher, () -> progress.series(lea.id(), Granularity.DAY, 7));
        assertThat(days.periods()).hasSize(7);
        PeriodProgress today = days.periods().get(6);
        assertThat(today.start()).isEqualTo(LocalDate.ofInstant(now, ZoneId.systemDefault()));
        assertThat(today.plays()).isEqualTo(new Tally(2, 1));
        assertThat(today.operation(Operation.TIMES)).isEqualTo(new Tally(2, 1));
        assertThat(today.operation(Operation.PLUS)).isEqualTo(new Tally(1, 1));
        assertThat(today.penalties(Misconception.WRONG_RESULT)).isEqualTo(1);
        assertThat(today.cardsPerCalculation()).isEqualTo(3.0);
        PeriodProgress yesterday = days.periods().get(5);
        assertThat(yesterday.hints()).isEqualTo(1);
        assertThat(yesterday.operation(Operation.MINUS)).isEqualTo(Tally.NONE);
        // The play 30 days ago is outside the 7 days asked for; a year of weeks holds it.
        assertThat(days.periods().stream().mapToInt(p -> p.plays().total()).sum()).isEqualTo(3);
        ProgressSeries weeks = TestSchool.as(teacher, () -> progress.series(lea.id(), Granularity.WEEK, 52));
        assertThat(weeks.periods().stream().mapToInt(p -> p.plays().total()).sum()).isEqualTo(4);
        assertThat(weeks.periods().getLast().start().getDayOfWeek()).isEqualTo(java.time.DayOfWeek.MONDAY);
        assertThatThrownBy(() -> TestSchool.as(teacher, () -> progress.series(lea.id(), Granularity.DAY, 0)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSuggestionLooksAtTheLastFortyPlaysAtTheCurrentStep() {
        GameId game = seeds.game(lea);
        LevelSuggestion early = TestSchool.as(teacher, () -> progress.levelSuggestion(lea.id()));
        assertThat(early.advice()).isEqualTo(LevelSuggestion.Advice.KEEP);
        assertThat(early.why()).isEqualTo(LevelSuggestion.Why.NOT_ENOUGH_PLAYS);
        for (int i = 0; i < 40; i++) {
            seeds.correct(lea, game, daysAgo(1), Seeds.PLUS_MINUS, i == 0 ? "7" : "3 + 4", 0, i < 3);
        }
        // Plays at another step do not count for this one.
        seeds.penalized(lea, game, daysAgo(1), Seeds.ALL_FOUR, "2 * 4", "NZ-CALC-3");
        LevelSuggestion s = TestSchool.as(teacher, () -> progress.levelSuggestion(lea.id()));
        assertThat(s).isEqualTo(new LevelSuggestion(LevelSuggestion.Advice.RAISE, LevelSuggestion.Why.SUCCEEDS, 0,
                new Tally(40, 40), 3));
        assertThat(s.suggestedStep()).isEqualTo(1);
        assertThat(ProgressWords.in(Language.ENGLISH).advice(s)).isEqualTo("Raise the level to + − × ÷");
    }

    @Test
    void theRulesOfTheSuggestionAtTheirEdges() {
        assertThat(ProgressRules.suggest(1, new Tally(40, 34), 4).advice()).isEqualTo(LevelSuggestion.Advice.RAISE);
        assertThat(ProgressRules.suggest(1, new Tally(40, 34), 5).why()).isEqualTo(LevelSuggestion.Why.SUCCEEDS_WITH_HINTS);
        assertThat(ProgressRules.suggest(1, new Tally(40, 33), 0).why()).isEqualTo(LevelSuggestion.Why.LEARNING);
        assertThat(ProgressRules.suggest(1, new Tally(40, 20), 0).why()).isEqualTo(LevelSuggestion.Why.LEARNING);
        assertThat(ProgressRules.suggest(1, new Tally(40, 19), 0).advice()).isEqualTo(LevelSuggestion.Advice.LOWER);
        assertThat(ProgressRules.suggest(0, new Tally(40, 19), 0).why()).isEqualTo(LevelSuggestion.Why.STRUGGLES_AT_BOTTOM);
        assertThat(ProgressRules.suggest(2, new Tally(40, 40), 0).why()).isEqualTo(LevelSuggestion.Why.SUCCEEDS_AT_TOP);
        assertThat(ProgressRules.struggles(new Tally(9, 0), java.util.Map.of())).isEmpty();
        assertThat(ProgressRules.struggles(new Tally(10, 6), java.util.Map.of())).isEmpty();
        assertThat(ProgressRules.struggles(new Tally(10, 5), java.util.Map.of("NZ-JOKER-1", 2, "NZ-JOKER-3", 1)))
                .containsExactly(new Struggle.LowSuccess(new Tally(10, 5)), new Struggle.RepeatedPenalty(Misconception.JOKERS, 3));
        // Three slips among many good plays are no misconception; five of thirty are.
        assertThat(ProgressRules.struggles(new Tally(30, 27), java.util.Map.of("NZ-CALC-3", 3))).isEmpty();
        assertThat(ProgressRules.struggles(new Tally(30, 25), java.util.Map.of("NZ-CALC-3", 5)))
                .containsExactly(new Struggle.RepeatedPenalty(Misconception.WRONG_RESULT, 5));
    }

    @Test
    void theCsvHasOneRowPerPupilInTheTeachersLanguageAndDefusesFormulas() {
        Account mallory = TestSchool.as(teacher, () -> classroom.addPupil(dolphins.id(), "=SUM(A1)")).pupil();
        GameId game = seeds.game(lea);
        seeds.correct(lea, game, daysAgo(1), Seeds.PLUS_MINUS, "3 + 4");
        String fr = new String(TestSchool.as(teacher, () -> progress.classCsv(dolphins.id(), Language.FRENCH)),
                StandardCharsets.UTF_8);
        assertThat(fr).startsWith("\uFEFFÉlève;Niveau;Parties;");
        assertThat(fr.split("\r\n")).hasSize(4);
        assertThat(fr).contains("\r\n'=SUM(A1);").contains(lea.displayName() + ";Étape 1\u00a0: + et − seulement;1;1;1;1;100;0;");
        String en = new String(TestSchool.as(teacher, () -> progress.classCsv(dolphins.id(), Language.ENGLISH)),
                StandardCharsets.UTF_8);
        assertThat(en).contains("Pupil,Level,Games,").contains("Too many cards (NZ-CALC-7)");
        assertThat(mallory.id()).isPositive();
    }

    /**
     * The downloaded CSV as a spreadsheet (or a screen reader's table) reads it, in each language (issue 13: the
     * downloads checked): a header of words, none empty nor twice, no message key; a cell per column on every row;
     * each pupil's name whole, even with quotes and the language's separator in it; the same columns in the three.
     */
    @Test
    void theCsvReadsAsATableInEveryLanguage() {
        String awkward = "Zoé \"Zaza\" Martin; Jr, 2";
        TestSchool.as(teacher, () -> classroom.addPupil(dolphins.id(), awkward));
        GameId game = seeds.game(lea);
        seeds.correct(lea, game, daysAgo(1), Seeds.PLUS_MINUS, "3 + 4");
        Integer columns = null;
        for (Language language : Language.values()) {
            byte[] csv = TestSchool.as(teacher, () -> progress.classCsv(dolphins.id(), language));
            var rows = org.arithmos.testing.CsvReader.table(csv, ClassCsv.separator(language));
            assertThat(rows.getFirst()).as("%s header", language)
                    .noneSatisfy(cell -> assertThat(cell).containsAnyOf("progress.", "{", "}"));
            assertThat(rows.stream().skip(1).map(List::getFirst))
                    .containsExactlyInAnyOrder(lea.displayName(), tom.displayName(), awkward);
            if (columns != null) {
                assertThat(rows.getFirst()).as("%s header", language).hasSize(columns);
            }
            columns = rows.getFirst().size();
        }
    }

    @Test
    void onlyThoseWhoMaySeeAPupilGetTheirFigures() {
        GameId game = seeds.game(lea);
        seeds.correct(lea, game, daysAgo(1), Seeds.PLUS_MINUS, "3 + 4");
        Account otherTeacher = school.teacher();
        Account parent = school.parent();
        Account otherParent = school.parent();
        String code = TestSchool.as(teacher, () -> classroom.parentCards(dolphins.id())).stream()
                .filter(c -> c.pupilId() == lea.id()).findFirst().orElseThrow().code();
        TestSchool.as(parent, () -> parents.link(code));

        // Her teacher, her linked parent and she herself see her page.
        assertThat(TestSchool.as(teacher, () -> progress.pupilProgress(lea.id())).plays().total()).isEqualTo(1);
        assertThat(TestSchool.as(parent, () -> progress.gameTallies(lea.id()))).hasSize(1);
        assertThat(TestSchool.as(lea, () -> progress.series(lea.id(), Granularity.WEEK, 4)).isEmpty()).isFalse();
        // Anyone else: "not found".
        for (Account stranger : new Account[] {otherTeacher, otherParent, tom}) {
            assertThatThrownBy(() -> TestSchool.as(stranger, () -> progress.pupilProgress(lea.id())))
                    .isInstanceOf(ClassroomException.class);
            assertThatThrownBy(() -> TestSchool.as(stranger, () -> progress.gameTallies(lea.id())))
                    .isInstanceOf(ClassroomException.class);
        }
        assertThatThrownBy(() -> TestSchool.as(otherTeacher, () -> progress.classProgress(dolphins.id())))
                .isInstanceOf(ClassroomException.class);
        assertThatThrownBy(() -> TestSchool.as(otherTeacher, () -> progress.classCsv(dolphins.id(), Language.ENGLISH)))
                .isInstanceOf(ClassroomException.class);
        // The level suggestion and the class dashboard are for teachers only.
        assertThatThrownBy(() -> TestSchool.as(parent, () -> progress.levelSuggestion(lea.id())))
                .isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> TestSchool.as(lea, () -> progress.classProgress(dolphins.id())))
                .isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> progress.pupilProgress(lea.id()))
                .isInstanceOfAny(AccessDeniedException.class,
                        org.springframework.security.authentication.AuthenticationCredentialsNotFoundException.class);
    }
}
