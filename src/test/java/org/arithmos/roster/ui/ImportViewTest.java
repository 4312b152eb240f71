package org.arithmos.roster.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.testing.Signs;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: upload a class list, read the preview, apply it, with the real services and translations. */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ImportViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ImportView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @BeforeEach
    void startVaadin() {
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    @Test
    void aTeacherUploadsAListReadsThePreviewAppliesItAndIsSentToTheLoginCards() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        Signs.logIn(teacher);
        UI.getCurrent().navigate("classes/import");
        ImportView view = _get(ImportView.class);
        assertThat(view.apply.isVisible()).as("nothing to apply before a file").isFalse();

        view.received("liste.csv", sample("simple-fr-bom.csv"));
        assertThat(text("import-summary")).isEqualTo(
                "Applying this list will create 30 pupils, change 0, leave 0 as they are and archive 0; 2 new classes.");
        assertThat(text("import-created")).contains("Léa M. in CE2 A", "Margaux M. in CE2 B");
        assertThat(text("import-new-classes")).contains("CE2 A, taught by Teacher");
        assertThat(text("import-parent-emails")).startsWith("The list gives 10 parent emails: they are not used.");
        _click(_get(Button.class, spec -> spec.withId("import-apply")));

        List<SchoolClass> mine = TestSchool.as(teacher, () -> classroom.myClasses());
        assertThat(mine).extracting(SchoolClass::pupils).containsExactly(15, 15);
        assertThat(text("import-done")).startsWith("Done: 30 pupils created, 0 changed, 0 archived, 2 new classes.");
        Anchor cards = _get(Anchor.class, spec -> spec.withId("import-cards-" + mine.getFirst().id()));
        assertThat(cards.getHref()).isEqualTo("classes/" + mine.getFirst().id() + "/cards");
        assertThat(_find(com.vaadin.flow.component.html.Paragraph.class, spec -> spec.withId("import-summary"))).isEmpty();

        view.received("liste.csv", sample("simple-fr-bom.csv"));
        assertThat(text("import-summary")).isEqualTo("Nothing to change: the classes already match this list.");
        assertThat(view.apply.isEnabled()).isFalse();
    }

    @Test
    void aBadFileIsSaidInTheUsersLanguageAndNothingCanBeApplied() {
        Account teacher = new TestSchool(accounts, classroom).teacher();
        Signs.logIn(teacher);
        UI.getCurrent().setLocale(Locale.FRENCH);
        UI.getCurrent().navigate("classes/import");
        ImportView view = _get(ImportView.class);

        view.received("liste.csv", "Classe;Prénom;Âge\nCE2;Léa;8\n".getBytes(StandardCharsets.UTF_8));
        assertThat(text("import-problem")).isEqualTo(
                "Colonnes manquantes\u00A0: nom. Les colonnes du fichier sont\u00A0: Classe, Prénom, Âge.");
        assertThat(view.apply.isVisible()).isFalse();

        view.received("liste.csv", "Classe;Prénom;Nom\nCE2;=1+1;M\n".getBytes(StandardCharsets.UTF_8));
        assertThat(text("import-problem")).startsWith("liste.csv:2 “Prénom”\u00A0: la cellule commence par =, +, - ou @");
        assertThat(TestSchool.as(teacher, () -> classroom.myClasses())).isEmpty();
    }

    @Test
    void theAdminChoosesWhoTeachesTheNewClassesAndIsSentToTheClassPages() {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        Account teacher = new TestSchool(accounts, classroom).teacher();
        Signs.logIn(SystemTask.run(() -> accounts.create("a-" + tag, "Admin", Role.ADMIN, "secret-123")));
        UI.getCurrent().navigate("classes/import");
        ImportView view = _get(ImportView.class);
        view.received("list.csv", ("class,first name,last name\nCM2 " + tag + ",Léa,Martin" + tag + "\n")
                .getBytes(StandardCharsets.UTF_8));
        assertThat(text("import-problem")).isEqualTo("Choose the teacher of the new classes (CM2 " + tag + ").");

        view.teacher.setValue(teacher);
        assertThat(text("import-new-classes")).contains("CM2 " + tag + ", taught by Teacher");
        _click(_get(Button.class, spec -> spec.withId("import-apply")));
        SchoolClass made = TestSchool.as(teacher, () -> classroom.myClasses()).getFirst();
        assertThat(_get(Anchor.class, spec -> spec.withId("import-cards-" + made.id())).getHref())
                .isEqualTo("classes/" + made.id());
    }

    @Test
    void aClassRenamedByHandIsShownRenamedBackAndARenameOntoAnotherClassIsRefusedInFrench() {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        Account teacher = SystemTask.run(() -> accounts.create("c.martin-" + tag, "Camille", Role.TEACHER,
                "secret-123"));
        Signs.logIn(teacher);
        UI.getCurrent().setLocale(Locale.FRENCH);
        UI.getCurrent().navigate("classes/import");
        ImportView view = _get(ImportView.class);
        uploadOneRoster(view, tag);
        _click(_get(Button.class, spec -> spec.withId("import-apply")));
        SchoolClass dolphins = TestSchool.as(teacher, () -> classroom.myClasses()).getFirst();
        assertThat(dolphins.name()).isEqualTo("CM1 Dolphins " + tag);
        TestSchool.as(teacher, () -> classroom.rename(dolphins.id(), "Les dauphins " + tag));

        uploadOneRoster(view, tag);
        assertThat(text("import-renamed-classes-title")).isEqualTo("Classes renommées\u00A0: la liste donne leur nom (1)");
        assertThat(text("import-renamed-classes")).isEqualTo("Les dauphins " + tag + " → CM1 Dolphins " + tag);

        TestSchool.as(teacher, () -> classroom.createClass("CM1 Dolphins " + tag));
        uploadOneRoster(view, tag);
        assertThat(text("import-problem")).isEqualTo("La liste renomme la classe Les dauphins " + tag
                + " en CM1 Dolphins " + tag + ", mais une autre classe s’appelle déjà CM1 Dolphins " + tag
                + ". Renommez d’abord l’une d’elles.");
        assertThat(view.apply.isVisible()).isFalse();
        assertThat(TestSchool.as(teacher, () -> classroom.get(dolphins.id())).name()).isEqualTo("Les dauphins " + tag);
    }

    /** The school's OneRoster files, whose class CM1 Dolphins is taught by c.martin-TAG. */
    private static void uploadOneRoster(ImportView view, String tag) {
        for (String name : List.of("orgs.csv", "classes.csv", "users.csv", "enrollments.csv")) {
            String text = new String(sample("oneroster/" + name), StandardCharsets.UTF_8)
                    .replace(",c.martin,", ",c.martin-" + tag + ",").replace("sch-1", "sch-" + tag)
                    .replace("CM1 Dolphins", "CM1 Dolphins " + tag).replace("CM1 Otters", "CM1 Otters " + tag)
                    .replace("Maths CM1", "Maths CM1 " + tag);
            view.received(name, text.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    private static byte[] sample(String name) {
        try (InputStream in = ImportViewTest.class.getResourceAsStream("/roster/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
