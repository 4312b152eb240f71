package org.arithmos.classroom.ui;

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
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import kotlin.jvm.functions.Function0;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;
import org.arithmos.testing.Signs;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/** Browserless: a teacher's classes and class page with the real services, security and translations. */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassViewTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        // Karibu's discovery skips package-private views such as these.
        ROUTES.getRoutes().addAll(List.of(ClassesView.class, ClassView.class, LoginCardsView.class,
                ParentCardsView.class, AdminView.class));
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;
    @Autowired
    private org.arithmos.accounts.LoginThrottle throttle;
    @Autowired
    private org.arithmos.tables.TableService tables;
    private TestSchool school;
    private Account teacher;

    @BeforeEach
    void startVaadinAsANewTeacher() {
        school = new TestSchool(accounts, classroom);
        teacher = school.teacher();
        Function0<UI> uiFactory = UI::new;
        MockVaadin.setup(uiFactory, new MockSpringServlet(ROUTES, context, uiFactory));
        Signs.logIn(teacher);
    }

    @AfterEach
    void stopVaadin() {
        MockVaadin.tearDown();
        TestSchool.logOut();
    }

    @Test
    void aTeacherCreatesAClassAndLandsOnItsPage() {
        UI.getCurrent().navigate("classes");
        assertThat(_get(Component.class, spec -> spec.withId("no-classes")).getElement().getTextRecursively())
                .contains("no class yet");
        _get(TextField.class, spec -> spec.withId("new-class-name")).setValue("Year 3 Blue");
        _click(_get(Button.class, spec -> spec.withId("create-class")));

        SchoolClass created = TestSchool.as(teacher, () -> classroom.myClasses()).getFirst();
        assertThat(created.name()).isEqualTo("Year 3 Blue");
        assertThat(UI.getCurrent().getInternals().getActiveViewLocation().getPath()).isEqualTo("classes/" + created.id());
        assertThat(text("class-name")).isEqualTo("Year 3 Blue");
        assertThat(text("class-code-big")).isEqualTo(created.code());
        for (String link : List.of("cards", "parent-cards", "progress")) {
            assertThat(_get(Component.class, spec -> spec.withId(link.equals("progress") ? "class-progress"
                    : "print-" + link)).getElement().getAttribute("href"))
                    .isEqualTo("classes/" + created.id() + "/" + link);
        }
    }

    @Test
    void anEmptyClassNameIsRefusedInWords() {
        UI.getCurrent().navigate("classes");
        TextField name = _get(TextField.class, spec -> spec.withId("new-class-name"));
        name.setValue("   ");
        _click(_get(Button.class, spec -> spec.withId("create-class")));
        assertThat(name.isInvalid()).isTrue();
        assertThat(name.getErrorMessage()).isEqualTo("Type a name of 1 to 80 characters.");
        assertThat(TestSchool.as(teacher, () -> classroom.myClasses())).isEmpty();
    }

    @Test
    void pupilsAreAddedFromAPastedListOnePerLineAfterAPreview() {
        SchoolClass c = openNewClass();
        _click(_get(Button.class, spec -> spec.withId("add-pupils")));
        assertThat(text("add-pupils-dialog-preview")).isEqualTo("No pupil yet.");
        _get(TextArea.class, spec -> spec.withId("add-pupils-dialog-field")).setValue("Léa\n  Tom \n\nInès\nDupont, Jean\n");
        assertThat(text("add-pupils-dialog-preview")).as("a comma stays in the name")
                .isEqualTo("4 pupils will be created: Léa · Tom · Inès · Dupont, Jean");
        _click(_get(Button.class, spec -> spec.withId("add-pupils-dialog-ok")));

        List<Account> pupils = TestSchool.as(teacher, () -> classroom.pupils(c.id()));
        assertThat(pupils).extracting(Account::displayName).containsExactly("Dupont, Jean", "Inès", "Léa", "Tom");
        assertThat(_find(Component.class, spec -> spec.withClasses("pupil-row"))).hasSize(4);
        assertThat(text("pupil-link-" + pupils.getFirst().id())).isEqualTo("Dupont, Jean");
        assertThat(_get(Component.class, spec -> spec.withId("pupil-link-" + pupils.getFirst().id()))
                .getElement().getAttribute("href")).isEqualTo("pupils/" + pupils.getFirst().id());
    }

    @Test
    void namesAreListedInTheReadersAlphabeticalOrder() {
        SchoolClass c = openNewClass();
        TestSchool.as(teacher, () -> classroom.addPupils(c.id(), "Luca\nZoé\nÉlodie\nLéa\nEmma"));
        List<String> inOrder = List.of("Élodie", "Emma", "Léa", "Luca", "Zoé"); // by character codes: É last, Léa after Luca
        UI.getCurrent().navigate("classes");
        UI.getCurrent().navigate("classes/" + c.id());
        assertThat(_find(Component.class, spec -> spec.withClasses("pupil-row-name")))
                .extracting(n -> n.getElement().getTextRecursively()).containsExactlyElementsOf(inOrder);
        UI.getCurrent().navigate("classes/" + c.id() + "/cards");
        String cards = _get(LoginCardsView.class).getElement().getTextRecursively();
        assertThat(inOrder.stream().map(cards::indexOf).toList()).isSorted().doesNotContain(-1);
    }

    @Test
    void aTooLongNameIsRefusedAsItIsTypedNotCut() {
        SchoolClass c = openNewClass();
        _click(_get(Button.class, spec -> spec.withId("add-pupil")));
        TextField field = _get(TextField.class, spec -> spec.withId("add-pupil-dialog-field"));
        assertThat(field.getMaxLength()).as("no silent cut by the browser").isZero();
        assertThat(field.getHelperText()).isEqualTo("At most 40 characters.");
        String longName = "Marie-Charlotte Alexandra de la Fontaine-Dubois"; // 47 characters
        field.setValue(longName);
        assertThat(field.isInvalid()).as("said on entry").isTrue();
        assertThat(field.getErrorMessage()).startsWith("At most 40 characters: this name has 47.");
        _click(_get(Button.class, spec -> spec.withId("add-pupil-dialog-ok")));
        assertThat(TestSchool.as(teacher, () -> classroom.pupils(c.id()))).isEmpty();
        assertThat(field.getValue()).isEqualTo(longName);
        assertThat(field.getErrorMessage()).contains("40", longName);
        field.setValue("Marie-Charlotte");
        assertThat(field.isInvalid()).isFalse();
    }

    @Test
    void aDuplicateOrATooLongListIsRefusedAndTheTextStays() {
        SchoolClass c = openNewClass();
        TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Léa"));
        _click(_get(Button.class, spec -> spec.withId("add-pupils")));
        TextArea names = _get(TextArea.class, spec -> spec.withId("add-pupils-dialog-field"));
        names.setValue("Tom\nléa");
        _click(_get(Button.class, spec -> spec.withId("add-pupils-dialog-ok")));
        assertThat(names.isInvalid()).isTrue();
        assertThat(names.getErrorMessage()).contains("cannot have the same name: léa");
        assertThat(names.getValue()).isEqualTo("Tom\nléa");

        String many = IntStream.rangeClosed(1, 200).mapToObj(i -> "Pupil " + i).collect(Collectors.joining("\n"));
        names.setValue(many);
        _click(_get(Button.class, spec -> spec.withId("add-pupils-dialog-ok")));
        assertThat(names.getErrorMessage()).isEqualTo("At most 60 names at once: the list has 200. Add the first 60, then the others.");
        assertThat(names.getValue()).isEqualTo(many);
        assertThat(TestSchool.as(teacher, () -> classroom.pupils(c.id()))).hasSize(1);
    }

    @Test
    void aPupilGetsNewPicturesShownAtOnce() {
        SchoolClass c = openNewClass();
        Account lea = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Léa")).pupil();
        refresh(c);
        _click(_get(Button.class, spec -> spec.withId("new-secret-" + lea.id())));
        _click(_get(Button.class, spec -> spec.withId("new-secret-confirm-yes")));

        var after = TestSchool.as(teacher, () -> accounts.pictureSecretOf(lea.id()));
        Component card = _get(Component.class, spec -> spec.withId("login-card-" + lea.id()));
        List<String> shown = card.getChildren().toList().get(2).getChildren()
                .map(p -> p.getElement().getAttribute("data-animal")).toList();
        assertThat(shown).containsExactlyElementsOf(after.pictures().stream().map(a -> a.notation()).toList());
        assertThat(card.getElement().getTextRecursively()).contains("Léa", c.code(), "/class");

        _click(_get(Button.class, spec -> spec.withId("new-secret-print")));
        assertThat(_find(LoginCardView.class)).extracting(v -> v.card().pupilId()).containsExactly(lea.id());
    }

    @Test
    void manyWrongTriesForAPupilAreShownUntilNewPictures() {
        SchoolClass c = openNewClass();
        Account lea = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Léa")).pupil();
        Account tom = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Tom")).pupil();
        for (int i = 0; i < 8; i++) {
            throttle.failed(lea.id(), java.util.UUID.randomUUID().toString());
        }
        refresh(c);
        assertThat(text("pupil-wrong-tries-" + lea.id())).isEqualTo("Many wrong tries for Léa. If it was not Léa, give new pictures.");
        assertThat(_find(Component.class, spec -> spec.withId("pupil-wrong-tries-" + tom.id()))).isEmpty();

        _click(_get(Button.class, spec -> spec.withId("new-secret-" + lea.id())));
        _click(_get(Button.class, spec -> spec.withId("new-secret-confirm-yes")));
        refresh(c);
        assertThat(_find(Component.class, spec -> spec.withId("pupil-wrong-tries-" + lea.id()))).isEmpty();
    }

    @Test
    void theClassLevelAndAPupilsOwnLevelAreSavedAndFollowed() {
        SchoolClass c = openNewClass();
        Account tom = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Tom")).pupil();
        Account lea = TestSchool.as(teacher, () -> classroom.addPupil(c.id(), "Léa")).pupil();
        refresh(c);

        LevelForm form = _get(LevelForm.class);
        form.step.setValue(1);
        form.bots.setValue(BotLevel.EXPERT);
        form.jokers.setValue(JokerLevel.CONFIRMED);
        form.hints.setValue(false);
        _click(form.save);
        Level classLevel = TestSchool.as(teacher, () -> levels.levelOf(tom.id()));
        assertThat(classLevel).isEqualTo(new Level(EnumSet.of(GameKind.NAMBARZ), OperationSet.ALL, false,
                JokerLevel.CONFIRMED, false, BotLevel.EXPERT));

        _click(_get(Button.class, spec -> spec.withId("pupil-level-" + lea.id())));
        PupilLevelDialog dialog = _get(PupilLevelDialog.class);
        dialog.step.setValue(Optional.of(0));
        dialog.hints.setValue(Optional.of(true));
        _click(_get(Button.class, spec -> spec.withId("pupil-level-save")));

        Level leas = TestSchool.as(teacher, () -> levels.levelOf(lea.id()));
        assertThat(leas).isEqualTo(new Level(EnumSet.of(GameKind.NAMBARZ), OperationSet.ADD_SUBTRACT, false,
                JokerLevel.CONFIRMED, true, BotLevel.EXPERT));
        assertThat(TestSchool.as(teacher, () -> levels.levelOf(tom.id()))).isEqualTo(classLevel);
        assertThat(text("pupil-own-level-" + lea.id())).isEqualTo("Own level: + and − only · hints and Check");
        assertThat(_find(Component.class, spec -> spec.withId("pupil-own-level-" + tom.id()))).isEmpty();

        // Back to the class in everything.
        _click(_get(Button.class, spec -> spec.withId("pupil-level-" + lea.id())));
        _click(_get(Button.class, spec -> spec.withId("pupil-level-follow")));
        assertThat(TestSchool.as(teacher, () -> levels.levelOf(lea.id()))).isEqualTo(classLevel);
    }

    @Test
    void anArchivedClassIsListedApartAndCanBeBroughtBack() {
        SchoolClass c = openNewClass();
        _click(_get(Button.class, spec -> spec.withId("archive-class")));
        _click(_get(Button.class, spec -> spec.withId("archive-dialog-yes")));
        assertThat(TestSchool.as(teacher, () -> classroom.get(c.id())).archived()).isTrue();
        assertThat(_get(Component.class, spec -> spec.withId("archived-badge")).isVisible()).isTrue();

        UI.getCurrent().navigate("classes");
        assertThat(_get(Component.class, spec -> spec.withId("classes-archived")).getElement().getTextRecursively())
                .contains("Archived classes", c.name());
        assertThat(_find(Component.class, spec -> spec.withId("classes-open"))).singleElement()
                .satisfies(open -> assertThat(open.getElement().getTextRecursively()).doesNotContain(c.name()));

        UI.getCurrent().navigate("classes/" + c.id());
        _click(_get(Button.class, spec -> spec.withId("archive-class")));
        assertThat(TestSchool.as(teacher, () -> classroom.get(c.id())).archived()).isFalse();
    }

    @Test
    void anotherTeachersClassIsNotFoundWithoutAnError() {
        Account other = school.teacher();
        SchoolClass theirs = school.classOf(other);
        for (String route : List.of("classes/" + theirs.id(), "classes/" + theirs.id() + "/cards",
                "classes/" + theirs.id() + "/parent-cards", "classes/nonsense")) {
            UI.getCurrent().navigate(route);
            assertThat(_get(Component.class, spec -> spec.withId("not-found")).getElement().getTextRecursively())
                    .as(route).contains("Class not found", "not one of your classes");
        }
    }

    @Test
    void theLoginCardsOfTheWholeClassArePrintedInTheChosenLanguage() {
        SchoolClass c = openNewClass();
        TestSchool.as(teacher, () -> classroom.addPupils(c.id(), IntStream.rangeClosed(1, 9)
                .mapToObj(i -> "Pupil " + i).collect(Collectors.joining("\n"))));
        UI.getCurrent().navigate("classes/" + c.id() + "/cards");
        assertThat(_find(Component.class, spec -> spec.withClasses("sheet"))).hasSize(2);
        assertThat(_find(LoginCardView.class)).hasSize(9);
        assertThat(_find(LoginCardView.class).getFirst().getElement().getTextRecursively()).contains("touch your name");

        _get(PrintToolbar.class).language.setValue(org.arithmos.i18n.Language.FRENCH);
        assertThat(_find(LoginCardView.class).getFirst().getElement().getTextRecursively()).contains("touche ton nom");
    }

    private SchoolClass openNewClass() {
        SchoolClass c = school.classOf(teacher);
        refresh(c);
        return c;
    }

    private static void refresh(SchoolClass c) {
        UI.getCurrent().navigate("classes");
        UI.getCurrent().navigate("classes/" + c.id());
    }

    private static String text(String id) {
        return _get(Component.class, spec -> spec.withId(id)).getElement().getTextRecursively();
    }

    @Test
    void theTeacherSeesTheClassesLiveTablesAndSetsItsTurnTimer() {
        SchoolClass c = TestSchool.as(teacher, () -> classroom.createClass("Live " + java.util.UUID.randomUUID()));
        Account lea = school.pupilIn(teacher, c).pupil();
        Account sami = school.pupilIn(teacher, c).pupil();
        java.util.UUID id = TestSchool.as(lea, () -> tables.open(new org.arithmos.tables.TableService.NewTable(
                "NAMBARZ", org.arithmos.engine.nambarz.NambarzOptions.of(2).notation(), 2, "GAME", false, 60, 0)));
        TestSchool.as(sami, () -> tables.join(id));
        TestSchool.as(lea, () -> {
            tables.start(id, false, "BEGINNER");
            return null;
        });
        String code = TestSchool.as(lea, () -> tables.look(id)).code();

        UI.getCurrent().navigate("classes/" + c.id());
        assertThat(text("class-live-tables")).contains("Live tables of the class", code, "Nambarz",
                lea.displayName(), sami.displayName());
        assertThat(_get(com.vaadin.flow.component.html.Anchor.class, spec -> spec.withId("watch-" + code)).getHref())
                .isEqualTo("live/" + id);

        @SuppressWarnings("unchecked")
        var timer = (com.vaadin.flow.component.select.Select<Integer>) _get(Component.class,
                spec -> spec.withId("live-turn-timer"));
        assertThat(timer.getValue()).isZero();
        // The teacher picks 1 min (Karibu's _setValue does not fit Vaadin 25: the select's change as the browser tells it).
        timer.setValue(60);
        com.vaadin.flow.component.ComponentUtil.fireEvent(timer,
                new com.vaadin.flow.component.AbstractField.ComponentValueChangeEvent<>(timer, timer, 0, true));
        assertThat(TestSchool.as(teacher, () -> tables.classTurnTimer(c.id()))).isEqualTo(60);
    }
}
