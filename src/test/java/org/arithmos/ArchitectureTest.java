package org.arithmos;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.vaadin.flow.component.Component;
import org.arithmos.i18n.Language;
import org.arithmos.i18n.Messages;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.data.repository.Repository;

/** Package rules that keep the engine portable and the views thin (STYLE.md). */
class ArchitectureTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.arithmos");
    }

    @Test
    void engineIsPlainJava() {
        noClasses().that().resideInAPackage("org.arithmos.engine..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.springframework..", "com.vaadin..", "jakarta.persistence..", "org.hibernate..")
                .because("the rules engine runs in the referee, the bots and tests without a server")
                .check(classes);
    }

    @Test
    void engineDependsOnNothingElseOfArithmos() {
        noClasses().that().resideInAPackage("org.arithmos.engine..")
                .should().dependOnClassesThat(resideInAPackage("org.arithmos..")
                        .and(not(resideInAPackage("org.arithmos.engine.."))))
                .because("legality has one home, and it must not reach back into the web application")
                .check(classes);
    }

    @Test
    void cardArtIsPlainJava() {
        noClasses().that().resideInAPackage("org.arithmos.cards")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "com.vaadin..")
                .because("the card drawings are a pure function of the card, usable outside the web UI")
                .check(classes);
    }

    @Test
    void refereeAndExplanationsArePlainJava() {
        noClasses().that().resideInAnyPackage("org.arithmos.referee..", "org.arithmos.pedagogy..")
                .or().belongToAnyOf(Messages.class, Language.class)
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.springframework..", "com.vaadin..", "jakarta.persistence..", "org.hibernate..", "org.slf4j..")
                .because("the referee runs without starting Spring, and the game table will use the same explanations")
                .check(classes);
    }

    @Test
    void viewsNeverUseRepositories() {
        noClasses().that().areAssignableTo(Component.class).or().resideInAPackage("..ui..")
                .should().dependOnClassesThat().areAssignableTo(Repository.class)
                .because("views call services; persistence stays inside its feature")
                .check(classes);
    }

    @Test
    void viewsNeverUseJpaDirectly() {
        noClasses().that().areAssignableTo(Component.class).or().resideInAPackage("..ui..")
                .should().dependOnClassesThat(resideInAnyPackage("jakarta.persistence..", "org.hibernate.."))
                .because("views call services; persistence stays inside its feature")
                .check(classes);
    }

    @Test
    void theNodesBusKnowsNoFeature() {
        noClasses().that().resideInAPackage("org.arithmos.nodes..")
                .should().dependOnClassesThat(resideInAPackage("org.arithmos..")
                        .and(not(resideInAPackage("org.arithmos.nodes.."))))
                .because("every feature speaks to the other nodes on it (docs/decisions/0036): it must depend on none")
                .check(classes);
    }

    @Test
    void accountsKnowNothingOfTables() {
        noClasses().that().resideInAPackage("org.arithmos.accounts..")
                .should().dependOnClassesThat().resideInAPackage("org.arithmos.tables..")
                .because("tables depend on accounts (who sits where); the nodes' bus is shared through its own package")
                .check(classes);
    }

    private static final String[] GAMES = {
            "org.arithmos.nambarz..", "org.arithmos.multicartes..", "org.arithmos.nainjaune..",
            "org.arithmos.krambambuli.."};

    @Test
    void noGameDependsOnAnotherGame() {
        for (String game : GAMES) {
            String[] others = java.util.Arrays.stream(GAMES).filter(g -> !g.equals(game)).toArray(String[]::new);
            noClasses().that().resideInAPackage(game)
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .because("every game plugs into the one table infrastructure on its own (docs/decisions/0037)")
                    .check(classes);
        }
    }

    @Test
    void theSharedPartsOfTheGamesKnowNoGame() {
        noClasses().that().resideInAnyPackage("org.arithmos.tables..", "org.arithmos.cards..", "org.arithmos.cardgames..")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES)
                .because("the games depend on the tables and the cards, never the other way (docs/decisions/0037)")
                .check(classes);
    }
}
