package org.arithmos.classroom.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.router.QueryParameters;
import java.util.Locale;
import org.arithmos.classroom.LoginCard;

/** A pupil's new pictures, shown at once as the card they will use, with a way to print just that card. */
final class NewSecretDialog extends Dialog {

    NewSecretDialog(LoginCard card, long classId, Locale locale, String origin) {
        setId("new-secret-dialog");
        addClassName("teacher-dialog");
        setHeaderTitle(getTranslation("teacher.newSecret.done", card.displayName()));
        LoginCardView shown = new LoginCardView(card, locale);
        shown.setOrigin(origin);
        add(new Paragraph(getTranslation("teacher.newSecret.text")), shown);
        Button print = new Button(getTranslation("teacher.newSecret.print"), VaadinIcon.PRINT.create(), e -> {
            close();
            com.vaadin.flow.component.UI.getCurrent().navigate("classes/" + classId + "/cards",
                    QueryParameters.of("pupil", Long.toString(card.pupilId())));
        });
        print.setId("new-secret-print");
        print.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        Button close = new Button(getTranslation("teacher.close"), e -> close());
        close.setId("new-secret-close");
        close.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        getFooter().add(close, print);
    }
}
