package org.arithmos.classgame.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * The class game's setup lists the pupils in the reader's alphabetical order, as the class page does: "Léa"
 * before "Luca" (found in a trial: by character codes every accented letter came after "z").
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class ClassGameNamesOrderTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");

    static {
        ROUTES.getRoutes().add(ClassGameView.class);
    }

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;

    @AfterEach
    void stop() {
        MockLogin.close();
    }

    @Test
    void theSetupListsLeaBeforeLuca() {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        for (String name : List.of("Luca", "Léa", "Zoé", "Adam")) {
            TestSchool.as(teacher, () -> classroom.addPupil(c.id(), name));
        }
        MockLogin.open(context, ROUTES, teacher, "classes/" + c.id() + "/class-game");
        @SuppressWarnings("unchecked")
        CheckboxGroup<ClassGameService.Candidate> pupils = (CheckboxGroup<ClassGameService.Candidate>) _get(
                Component.class, spec -> spec.withId("class-game-pupils"));
        assertThat(pupils.getListDataView().getItems().map(ClassGameService.Candidate::name).toList())
                .containsExactly("Adam", "Léa", "Luca", "Zoé");
    }
}
