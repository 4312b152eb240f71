package org.arithmos.classroom.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Locale;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.ParentCard;
import org.arithmos.i18n.NameOrder;

/**
 * The codes for the pupils' parents, one slip per pupil, 8 to an A4 page: each links one parent account to
 * one child. Only the class's teacher may print them; the codes are made the first time they are asked for.
 */
@Route("classes/:classId/parent-cards")
@RolesAllowed("TEACHER")
class ParentCardsView extends CardsPage<ParentCard> {

    ParentCardsView(ClassroomService classroom) {
        super(classroom, "teacher.parents.title", "teacher.parents.hint");
        addClassName("parent-cards-page");
    }

    @Override
    List<ParentCard> load(long classId, BeforeEnterEvent event) {
        return NameOrder.sorted(classroom.parentCards(classId), ParentCard::displayName, getLocale());
    }

    @Override
    Card draw(ParentCard card, Locale locale) {
        return new ParentCardView(card, locale);
    }
}
