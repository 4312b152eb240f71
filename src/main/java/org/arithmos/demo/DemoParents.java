package org.arithmos.demo;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentCard;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.SchoolClass;
import org.springframework.stereotype.Component;

/**
 * The demo class's parents, each linked to their children as a real parent is: with the code printed on
 * the child's parent card, typed in by the parent. Sophie Durand (login {@code parent}) is Léa's mother,
 * as the README has always said; two families have two children in the class.
 */
@Component
class DemoParents {

    /** A parent of the demo class: their login (password {@code demo-school}), name and children. */
    record Parent(String username, String displayName, List<String> children) {
    }

    static final List<Parent> ALL = List.of(
            new Parent("parent", "Sophie Durand", List.of("Léa")),
            new Parent("parent2", "Paolo Rossi", List.of("Marco", "Giulia")),
            new Parent("parent3", "Karim Haddad", List.of("Inès", "Sami")),
            new Parent("parent4", "Claire Petit", List.of("Chloé")),
            new Parent("parent5", "Amina Diallo", List.of("Omar")));

    private final AccountService accounts;
    private final ClassroomService classroom;
    private final ParentService parents;
    private final DemoClassroom setup;

    DemoParents(AccountService accounts, ClassroomService classroom, ParentService parents, DemoClassroom setup) {
        this.accounts = accounts;
        this.classroom = classroom;
        this.parents = parents;
        this.setup = setup;
    }

    /** Creates the parents (as the system) and links each to their children (as the parent). */
    void create(Account teacher, SchoolClass c, Map<String, Account> pupilsByName, String password) {
        Map<Long, String> codes = setup.asTeacher(teacher, () -> classroom.parentCards(c.id()).stream()
                .collect(Collectors.toMap(ParentCard::pupilId, ParentCard::code)));
        for (Parent p : ALL) {
            Account parent = accounts.create(p.username(), p.displayName(), Role.PARENT, password);
            for (String child : p.children()) {
                String code = codes.get(pupilsByName.get(child).id());
                setup.asAccount(parent, () -> parents.link(code));
            }
        }
    }

    /** For the log: "parent (Sophie Durand: Léa), parent2 (…)". */
    static String summary() {
        return ALL.stream().map(p -> p.username() + " (" + p.displayName() + ": " + String.join(", ", p.children()) + ")")
                .collect(Collectors.joining(", "));
    }
}
