package org.arithmos.classroom.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentCard;
import org.arithmos.i18n.Language;

/**
 * The codes for the pupils' parents, one slip per pupil, 8 to an A4 page: each links one parent account to
 * one child. Only the class's teacher may print them; the codes are made the first time they are asked for.
 */
@Route("classes/:classId/parent-cards")
@RolesAllowed("TEACHER")
class ParentCardsView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    static final int PER_PAGE = 8;

    private final ClassroomService classroom;
    private final PrintToolbar toolbar = new PrintToolbar(this::show, this::setOrigin);
    private final Div sheets = new Div();
    private List<ParentCardView> shown = List.of();
    private List<ParentCard> cards;
    private long classId;
    private String origin = "";
    private String className = "";

    ParentCardsView(ClassroomService classroom) {
        this.classroom = classroom;
        addClassName("print-page");
        addClassName("parent-cards-page");
        sheets.addClassName("sheets");
        sheets.setId("sheets");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        cards = null;
        try {
            classId = NotFound.classId(event)
                    .orElseThrow(() -> new ClassroomException(ClassroomException.Problem.NOT_FOUND));
            className = classroom.get(classId).name();
            cards = classroom.parentCards(classId);
        } catch (ClassroomException e) {
            add(new NotFound());
            return;
        }
        Language language = PrintToolbar.startingLanguage(getLocale());
        add(toolbar, sheets);
        show(language);
        toolbar.language.setValue(language); // later changes show the cards again, in the chosen language
    }

    private void show(Language language) {
        shown = cards.stream().map(card -> new ParentCardView(card, language.locale())).toList();
        shown.forEach(card -> card.setOrigin(origin));
        PrintToolbar.paginate(sheets, shown, PER_PAGE);
    }

    private void setOrigin(String origin) {
        this.origin = origin;
        shown.forEach(card -> card.setOrigin(origin));
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (cards != null) {
            toolbar.setTexts(classId, getTranslation("teacher.parents.title", className),
                    cards.isEmpty() ? getTranslation("teacher.cards.none")
                            : getTranslation("teacher.parents.hint", cards.size(), PER_PAGE));
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("teacher.parents.title", className) + " · Arithmos";
    }
}
