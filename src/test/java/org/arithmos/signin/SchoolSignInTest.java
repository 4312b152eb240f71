package org.arithmos.signin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.accounts.persistence.AccountRepository;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.signin.SignInOutcome.Reason;
import org.arithmos.signin.SignInOutcome.Refused;
import org.arithmos.signin.SignInOutcome.SignedIn;
import org.arithmos.signin.persistence.SignInStore;
import org.arithmos.testing.AlsoOnPostgres;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.access.AccessDeniedException;

/**
 * What a provider's answer becomes, through the real services on the H2 database: linked by e-mail or by an
 * admin's confirmation, never an account nobody gave, roles from the attributes but never the admin role
 * unless the settings say so, and another school's people refused.
 */
// The shared test context (another context would install another security context strategy for all tests);
// the providers are bound here from the same properties a school writes.
@AlsoOnPostgres
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class SchoolSignInTest {

    private static final java.util.Map<String, String> PROPERTIES = java.util.Map.ofEntries(
            java.util.Map.entry("arithmos.sign-in.providers.mail.kind", "OIDC"),
            java.util.Map.entry("arithmos.sign-in.providers.mail.issuer-uri", "http://localhost:1/unused"),
            java.util.Map.entry("arithmos.sign-in.providers.mail.link-by", "EMAIL"),
            java.util.Map.entry("arithmos.sign-in.providers.mail.role-attribute", "roles"),
            java.util.Map.entry("arithmos.sign-in.providers.mail.role-values.staff", "TEACHER"),
            java.util.Map.entry("arithmos.sign-in.providers.mail.role-values.head", "ADMIN"),
            java.util.Map.entry("arithmos.sign-in.providers.mail.role-values.pupil", "PUPIL"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.kind", "CAS"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.server-url", "http://localhost:1/cas"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.roles", "TEACHER,PUPIL"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.email-attribute", "mail"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.name-attribute", "displayName"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.role-attribute", "ENTPersonProfils"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.role-values.National_ENS", "TEACHER"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.role-values.National_ELV", "PUPIL"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.school-attribute", "ENTPersonStructRattachUAI"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.school-ids", "0751234A"),
            java.util.Map.entry("arithmos.sign-in.providers.ent.classes-attribute", "ENTEleveClasses"),
            java.util.Map.entry("arithmos.sign-in.providers.boss.kind", "OIDC"),
            java.util.Map.entry("arithmos.sign-in.providers.boss.issuer-uri", "http://localhost:1/unused"),
            java.util.Map.entry("arithmos.sign-in.providers.boss.link-by", "EMAIL"),
            java.util.Map.entry("arithmos.sign-in.providers.boss.role-attribute", "roles"),
            java.util.Map.entry("arithmos.sign-in.providers.boss.role-values.head", "ADMIN"),
            java.util.Map.entry("arithmos.sign-in.providers.boss.role-values.staff", "TEACHER"),
            java.util.Map.entry("arithmos.sign-in.providers.boss.admin-from-attributes", "true"));

    private SchoolSignIn signIn;
    @Autowired
    private PendingSignInService pending;
    @Autowired
    private SignInStore store;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private AccountRepository accountRows;
    @Autowired
    private org.arithmos.classroom.persistence.ClassRepository classRows;

    @org.junit.jupiter.api.BeforeEach
    void bindTheProviders() {
        var settings = new org.springframework.boot.context.properties.bind.Binder(
                new org.springframework.boot.context.properties.source.MapConfigurationPropertySource(PROPERTIES))
                .bind("arithmos.sign-in", SignInProperties.class).get();
        signIn = new SchoolSignIn(settings, store, accountRows, classRows, java.util.Optional.empty());
    }

    @Test
    void aKnownTeacherIsLinkedByEmailAndKeepsTheLinkWhenTheEmailChanges() {
        Account teacher = teacherNamed(email());
        String subject = UUID.randomUUID().toString();

        assertThat(signIn.signIn(oidc("mail", subject, teacher.username(), "staff")))
                .isEqualTo(new SignedIn(teacher));
        // The provider's identifier is what counts from now on, not the e-mail.
        assertThat(signIn.signIn(oidc("mail", subject, "changed@elsewhere.example", "staff")))
                .isEqualTo(new SignedIn(teacher));
    }

    @Test
    void anUnknownPersonGetsNoAccountAndNoLink() {
        long accountsBefore = accountRows.count();
        int linksBefore = store.linkCount();

        assertThat(signIn.signIn(oidc("mail", UUID.randomUUID().toString(), email(), "staff")))
                .isEqualTo(new Refused(Reason.UNKNOWN));
        assertThat(accountRows.count()).isEqualTo(accountsBefore);
        assertThat(store.linkCount()).isEqualTo(linksBefore);
    }

    @Test
    void theAttributesNeverGrantTheAdminRoleUnlessTheSettingsSaySo() {
        Account teacher = teacherNamed(email());

        assertThat(signIn.signIn(oidc("mail", UUID.randomUUID().toString(), teacher.username(), "head")))
                .as("head maps to ADMIN, but this provider may not grant it: the teacher stays a teacher")
                .isEqualTo(new SignedIn(teacher));
        var boss = signIn.signIn(oidc("boss", UUID.randomUUID().toString(), teacher.username(), "head"));
        assertThat(((SignedIn) boss).account().role()).as("admin-from-attributes=true").isEqualTo(Role.ADMIN);
    }

    @Test
    void aFirstSignInThroughTheEntWaitsForTheAdminWhoLinksIt() {
        Account teacher = teacherNamed(email());
        String user = "ent-" + UUID.randomUUID();
        var identity = ent(user, "National_ENS", "0751234A");

        assertThat(signIn.signIn(identity)).isEqualTo(new Refused(Reason.PENDING));
        assertThat(signIn.signIn(identity)).as("asked again, still listed once").isEqualTo(new Refused(Reason.PENDING));
        var waiting = SystemTask.run(() -> pending.pending()).stream().filter(p -> user.equals(p.displayName()))
                .toList();
        assertThat(waiting).hasSize(1);
        assertThat(waiting.getFirst().details()).contains("ENTPersonProfils: National_ENS")
                .contains("ENTPersonStructRattachUAI: 0751234A").contains("ENTEleveClasses: CM1 A");

        assertThatThrownBy(() -> TestSchool.as(teacher, () -> {
            pending.confirm(waiting.getFirst().id(), teacher.id());
            return null;
        })).as("only an admin confirms").isInstanceOf(AccessDeniedException.class);
        SystemTask.run(() -> pending.confirm(waiting.getFirst().id(), teacher.id()));

        assertThat(signIn.signIn(identity)).isEqualTo(new SignedIn(teacher));
        assertThat(SystemTask.run(() -> pending.pending())).noneMatch(p -> user.equals(p.displayName()));
    }

    @Test
    void anotherSchoolsPeopleAndRolesTheProviderMayNotGiveAreRefused() {
        assertThat(signIn.signIn(ent("ent-" + UUID.randomUUID(), "National_ENS", "0999999Z")))
                .isEqualTo(new Refused(Reason.SCHOOL));
        // A teacher whom the ENT calls a pupil, at the first sign-in: refused, and not linked either.
        Account teacher = teacherNamed(email());
        int linksBefore = store.linkCount();
        assertThat(signIn.signIn(new SchoolIdentity("mail", UUID.randomUUID().toString(), Map.of("email",
                List.of(teacher.username()), "roles", List.of("staff-in-name-only")))))
                .as("no role the provider maps: the account's own").isEqualTo(new SignedIn(teacher));
        assertThat(store.linkCount()).isEqualTo(linksBefore + 1);
        var saysPupil = oidc("mail", UUID.randomUUID().toString(), teacher.username(), "pupil");
        assertThat(signIn.signIn(saysPupil)).isEqualTo(new Refused(Reason.ROLE));
        assertThat(store.linkCount()).as("a refused first sign-in links nothing").isEqualTo(linksBefore + 1);
        // A pupil whom the ENT calls a teacher is not let in as anything.
        Account pupil = new TestSchool(accounts, classroom).newPupil();
        String user = "ent-" + UUID.randomUUID();
        store.link("ent", user, pupil.id(), java.time.Instant.now());
        assertThat(signIn.signIn(ent(user, "National_ENS", "0751234A"))).isEqualTo(new Refused(Reason.ROLE));
        assertThat(signIn.signIn(ent(user, "National_ELV", "0751234A", List.of()))).isEqualTo(new SignedIn(pupil));
    }

    @Test
    void aPupilWhoseClassAtTheEntIsNotTheirClassHereIsRefusedAndStaysWhereTheyAre() {
        var school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass theirClass = school.classOf(teacher);
        Account pupil = school.pupilIn(teacher, theirClass).pupil();
        String user = "ent-" + UUID.randomUUID();
        store.link("ent", user, pupil.id(), java.time.Instant.now());

        assertThat(signIn.signIn(ent(user, "National_ELV", "0751234A", List.of("CM2 B", "Atelier"))))
                .isEqualTo(new Refused(Reason.CLASS));
        assertThat(accountRows.findById(pupil.id()).orElseThrow().toAccount().classId())
                .as("never moved by a sign-in").isEqualTo(theirClass.id());
        assertThat(signIn.signIn(ent(user, "National_ELV", "0751234A",
                List.of("Atelier", "  " + theirClass.name().toUpperCase(java.util.Locale.ROOT) + " "))))
                .as("one of the ENT's classes is theirs, whatever the case and spaces").isEqualTo(new SignedIn(pupil));
        assertThat(signIn.signIn(ent(user, "National_ELV", "0751234A", List.of())))
                .as("no classes sent: nothing to check").isEqualTo(new SignedIn(pupil));
    }

    @Test
    void aTeachersClassesAtTheEntAreNotChecked() {
        Account teacher = teacherNamed(email());
        String user = "ent-" + UUID.randomUUID();
        store.link("ent", user, teacher.id(), java.time.Instant.now());
        assertThat(signIn.signIn(ent(user, "National_ENS", "0751234A", List.of("CM2 B"))))
                .isEqualTo(new SignedIn(teacher));
    }

    @Test
    void refusingForgetsTheSignIn() {
        String user = "ent-" + UUID.randomUUID();
        signIn.signIn(ent(user, "National_ENS", "0751234A"));
        long id = SystemTask.run(() -> pending.pending()).stream().filter(p -> user.equals(p.displayName()))
                .findFirst().orElseThrow().id();
        SystemTask.run(() -> pending.refuse(id));
        assertThat(SystemTask.run(() -> pending.pending())).noneMatch(p -> p.id() == id);
        assertThatThrownBy(() -> SystemTask.run(() -> pending.confirm(id, 1L))).isInstanceOf(SignInException.class);
    }

    private Account teacherNamed(String username) {
        return SystemTask.run(() -> accounts.create(username, "Teacher", Role.TEACHER, "secret-123"));
    }

    private static String email() {
        return "t" + UUID.randomUUID().toString().substring(0, 8) + "@school.example";
    }

    private static SchoolIdentity oidc(String provider, String subject, String email, String... roles) {
        return new SchoolIdentity(provider, subject, Map.of("email", List.of(email), "roles", List.of(roles)));
    }

    private static SchoolIdentity ent(String user, String profile, String uai) {
        return ent(user, profile, uai, List.of("CM1 A"));
    }

    private static SchoolIdentity ent(String user, String profile, String uai, List<String> classes) {
        return new SchoolIdentity("ent", user, Map.of("displayName", List.of(user), "ENTPersonProfils",
                List.of(profile), "ENTPersonStructRattachUAI", List.of(uai), "ENTEleveClasses", classes));
    }
}
