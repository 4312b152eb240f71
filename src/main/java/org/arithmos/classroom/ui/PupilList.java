package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.arithmos.accounts.Account;
import org.arithmos.cards.FaceArt;
import org.arithmos.classroom.Level;
import org.arithmos.classroom.LevelChange;
import org.arithmos.i18n.NameOrder;

/**
 * The pupils of a class, one row each: face, name (a link to the pupil's page), what their own level
 * changes if it differs from the class's, and the teacher's three actions on them.
 */
final class PupilList extends Div {

    record Actions(Consumer<Account> rename, Consumer<Account> newSecret, Consumer<Account> level) {
    }

    /** Empty for the admin, who looks but does not change. */
    private final Optional<Actions> actions;
    private final LevelWords words = new LevelWords(this);

    PupilList(Optional<Actions> actions) {
        this.actions = actions;
        setId("pupils");
        addClassName("pupil-list");
    }

    /** {@code wrongTries}: the pupils whose pictures someone keeps getting wrong (the teacher may give new ones). */
    void show(List<Account> pupils, Level ofClass, Map<Long, LevelChange> own, Set<Long> wrongTries) {
        removeAll();
        if (pupils.isEmpty()) {
            Paragraph none = new Paragraph(getTranslation("teacher.pupils.none"));
            none.setId("no-pupils");
            none.addClassName("empty-note");
            add(none);
        }
        for (Account p : NameOrder.sorted(pupils, Account::displayName, getLocale())) {
            add(row(p, ofClass, own.get(p.id()), wrongTries.contains(p.id())));
        }
    }

    private Div row(Account p, Level ofClass, LevelChange change, boolean wrongTries) {
        Anchor name = new Anchor("pupils/" + p.id(), p.displayName());
        name.setId("pupil-link-" + p.id());
        name.addClassName("pupil-row-name");
        Div who = new Div(name);
        who.addClassName("pupil-row-who");
        String differs = change == null ? "" : words.differences(change.over(ofClass), ofClass);
        if (!differs.isEmpty()) {
            Span level = new Span(getTranslation("teacher.pupils.ownLevel", differs));
            level.setId("pupil-own-level-" + p.id());
            level.addClassName("pupil-own-level");
            who.add(level);
        }
        if (wrongTries) {
            Span warning = new Span(getTranslation("teacher.pupils.manyWrongTries", p.displayName()));
            warning.setId("pupil-wrong-tries-" + p.id());
            warning.addClassName("pupil-wrong-tries");
            who.add(warning);
        }
        Div buttons = new Div();
        actions.ifPresent(a -> buttons.add(
                button("rename-pupil-" + p.id(), VaadinIcon.PENCIL, "teacher.pupils.rename", p, a.rename()),
                button("new-secret-" + p.id(), VaadinIcon.KEY, "teacher.pupils.newSecret", p, a.newSecret()),
                button("pupil-level-" + p.id(), VaadinIcon.SLIDERS, "teacher.pupils.level", p, a.level())));
        buttons.addClassName("pupil-row-actions");
        Div row = new Div(new Html("<span class=\"pupil-row-face\">" + FaceArt.svg(p.face(), 44) + "</span>"), who,
                buttons);
        row.setId("pupil-row-" + p.id());
        row.addClassName("pupil-row");
        return row;
    }

    private Button button(String id, VaadinIcon icon, String key, Account p, Consumer<Account> action) {
        Button b = new Button(getTranslation(key), icon.create(), e -> action.accept(p));
        b.setId(id);
        b.setTooltipText(getTranslation(key + ".tip", p.displayName()));
        return b;
    }
}
