package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import java.util.List;
import java.util.Locale;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.i18n.Language;

/**
 * A page of a class's cards to print (login cards, parent slips): the toolbar, then A4 sheets of
 * {@link #PER_PAGE} cards in the language chosen for them. A class that is not the teacher's is "not found".
 *
 * @param <T> what one card shows
 */
abstract class CardsPage<T> extends Div implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    static final int PER_PAGE = 8;

    /** A card drawn on the page, which says where to go on this server. */
    interface Card {
        void setOrigin(String origin);
    }

    protected final ClassroomService classroom;
    private final PrintToolbar toolbar = new PrintToolbar(this::show, this::setOrigin);
    private final Div sheets = new Div();
    private final String titleKey;
    private final String hintKey;
    private List<? extends Card> shown = List.of();
    private List<T> cards;
    private long classId;
    private String origin = "";
    private String className = "";

    CardsPage(ClassroomService classroom, String titleKey, String hintKey) {
        this.classroom = classroom;
        this.titleKey = titleKey;
        this.hintKey = hintKey;
        addClassName("print-page");
        sheets.addClassName("sheets");
        sheets.setId("sheets");
    }

    /** The class's cards (the service checks that the class is the teacher's). */
    abstract List<T> load(long classId, BeforeEnterEvent event);

    abstract Card draw(T card, Locale locale);

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        cards = null;
        try {
            classId = NotFound.classId(event)
                    .orElseThrow(() -> new ClassroomException(ClassroomException.Problem.NOT_FOUND));
            className = classroom.get(classId).name();
            cards = load(classId, event);
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
        List<? extends Card> drawn = cards.stream().map(card -> draw(card, language.locale())).toList();
        drawn.forEach(card -> card.setOrigin(origin));
        shown = drawn;
        PrintToolbar.paginate(sheets, drawn.stream().map(Component.class::cast).toList(), PER_PAGE);
    }

    private void setOrigin(String origin) {
        this.origin = origin;
        shown.forEach(card -> card.setOrigin(origin));
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (cards != null) {
            toolbar.setTexts(classId, titleText(), cards.isEmpty() ? getTranslation("teacher.cards.none")
                    : getTranslation(hintKey, cards.size(), PER_PAGE));
        }
    }

    private String titleText() {
        return getTranslation(titleKey, className);
    }

    @Override
    public String getPageTitle() {
        return titleText() + " · Arithmos";
    }
}
