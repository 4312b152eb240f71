package org.arithmos.classroom.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;

/** "Are you sure?" before an action that cannot simply be taken back (a pupil's old card stops working). */
final class ConfirmBox extends Dialog {

    ConfirmBox(String id, String title, String text, String yes, Runnable action) {
        setId(id);
        addClassName("teacher-dialog");
        setHeaderTitle(title);
        add(new Paragraph(text));
        Button ok = new Button(yes, e -> {
            close();
            action.run();
        });
        ok.setId(id + "-yes");
        ok.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        Button cancel = new Button(getTranslation("teacher.cancel"), e -> close());
        cancel.setId(id + "-no");
        cancel.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        getFooter().add(cancel, ok);
    }
}
