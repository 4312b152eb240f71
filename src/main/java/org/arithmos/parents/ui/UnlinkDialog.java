package org.arithmos.parents.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;

/** "Unlink Léa?": the child's data stays; the teacher's code links them again. */
class UnlinkDialog extends Dialog {

    UnlinkDialog(String name, Runnable unlink) {
        setId("unlink-dialog");
        setHeaderTitle(getTranslation("children.unlink.title", name));
        add(new Paragraph(getTranslation("children.unlink.text", name)));
        Button cancel = new Button(getTranslation("children.unlink.cancel"), e -> close());
        cancel.setId("unlink-cancel");
        Button confirm = new Button(getTranslation("children.unlink.confirm"), e -> {
            close();
            unlink.run();
        });
        confirm.setId("unlink-confirm");
        confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        getFooter().add(cancel, confirm);
    }
}
