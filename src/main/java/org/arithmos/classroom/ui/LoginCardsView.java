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
import org.arithmos.classroom.LoginCard;
import org.arithmos.i18n.Language;

/**
 * The login cards of a whole class, to print at once: 8 to an A4 page with cut lines (or one pupil's, with
 * {@code ?pupil=<id>}, after their pictures were changed). Only the class's teacher may print them.
 */
@Route("classes/:classId/cards")
@RolesAllowed("TEACHER")
class LoginCardsView extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    static final int PER_PAGE = 8;

    private final ClassroomService classroom;
    private final PrintToolbar toolbar = new PrintToolbar(this::show, this::setOrigin);
    private final Div sheets = new Div();
    private List<LoginCardView> shown = List.of();
    private List<LoginCard> cards;
    private long classId;
    private String origin = "";
    private String className = "";

    LoginCardsView(ClassroomService classroom) {
        this.classroom = classroom;
        addClassName("print-page");
        addClassName("login-cards-page");
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
            cards = classroom.loginCards(classId);
        } catch (ClassroomException e) {
            add(new NotFound());
            return;
        }
        event.getLocation().getQueryParameters().getSingleParameter("pupil").ifPresent(pupil ->
                cards = cards.stream().filter(c -> Long.toString(c.pupilId()).equals(pupil)).toList());
        Language language = PrintToolbar.startingLanguage(getLocale());
        add(toolbar, sheets);
        show(language);
        toolbar.language.setValue(language); // later changes show the cards again, in the chosen language
    }

    private void show(Language language) {
        shown = cards.stream().map(card -> new LoginCardView(card, language.locale())).toList();
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
            toolbar.setTexts(classId, getTranslation("teacher.cards.title", className),
                    cards.isEmpty() ? getTranslation("teacher.cards.none")
                            : getTranslation("teacher.cards.hint", cards.size(), PER_PAGE));
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("teacher.cards.title", className) + " · Arithmos";
    }
}
