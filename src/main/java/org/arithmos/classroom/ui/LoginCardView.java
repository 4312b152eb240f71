package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Locale;
import org.arithmos.cards.FaceArt;
import org.arithmos.classroom.LoginCard;
import org.arithmos.engine.nambarz.Animal;

/**
 * One pupil's login card, printed on paper: the class and its code, the pupil's face and name, their three
 * pictures in order with small numbers, and where to go, in the language chosen for the cards (a class of
 * Italian pupils gets Italian cards whatever language the teacher's screen is in).
 */
final class LoginCardView extends Div implements CardsPage.Card {

    private final Span address = new Span();
    private final Locale locale;
    private final LoginCard card;

    LoginCardView(LoginCard card, Locale locale) {
        this.card = card;
        this.locale = locale;
        addClassName("login-card");
        setId("login-card-" + card.pupilId());
        getElement().setAttribute("data-pupil", card.displayName());

        Div top = new Div(span("lc-class", card.className()),
                new Span(span("lc-code-label", t("teacher.cards.code")), span("lc-code", card.classCode())));
        top.addClassName("lc-top");

        Div who = new Div(new Html("<span class=\"lc-face\">" + FaceArt.svg(card.face(), 44) + "</span>"),
                span("lc-name", card.displayName()));
        who.addClassName("lc-who");

        Div pictures = new Div();
        pictures.addClassName("lc-pictures");
        int n = 1;
        for (Animal animal : card.secret().pictures()) {
            String name = t("card.animal." + animal.notation());
            Div picture = new Div(span("lc-number", Integer.toString(n)),
                    new Html("<span class=\"lc-art\">" + Pictures.svg(animal, 64, name) + "</span>"),
                    span("lc-animal", name));
            picture.addClassName("lc-picture");
            picture.getElement().setAttribute("data-animal", animal.notation());
            pictures.add(picture);
            n++;
        }

        address.addClassName("lc-address");
        Div how = new Div(new Span(t("teacher.cards.goTo") + " "), address,
                new Span(t("teacher.cards.how"))); // the words start with their own punctuation
        how.addClassName("lc-how");
        add(top, who, pictures, how);
    }

    /** Where pupils log in: this server's address, as the page was opened. */
    @Override
    public void setOrigin(String origin) {
        address.setText(origin + "/class");
    }

    LoginCard card() {
        return card;
    }

    private String t(String key, Object... args) {
        return getTranslation(locale, key, args);
    }

    private static Span span(String className, String text) {
        Span s = new Span(text);
        s.addClassName(className);
        return s;
    }
}
