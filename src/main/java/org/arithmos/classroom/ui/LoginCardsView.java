package org.arithmos.classroom.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Locale;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.LoginCard;
import org.arithmos.i18n.NameOrder;

/**
 * The login cards of a whole class, to print at once: 8 to an A4 page with cut lines (or one pupil's, with
 * {@code ?pupil=<id>}, after their pictures were changed). Only the class's teacher may print them.
 */
@Route("classes/:classId/cards")
@RolesAllowed("TEACHER")
class LoginCardsView extends CardsPage<LoginCard> {

    LoginCardsView(ClassroomService classroom) {
        super(classroom, "teacher.cards.title", "teacher.cards.hint");
        addClassName("login-cards-page");
    }

    @Override
    List<LoginCard> load(long classId, BeforeEnterEvent event) {
        List<LoginCard> all = NameOrder.sorted(classroom.loginCards(classId), LoginCard::displayName, getLocale());
        return event.getLocation().getQueryParameters().getSingleParameter("pupil")
                .map(pupil -> all.stream().filter(c -> Long.toString(c.pupilId()).equals(pupil)).toList())
                .orElse(all);
    }

    @Override
    Card draw(LoginCard card, Locale locale) {
        return new LoginCardView(card, locale);
    }
}
