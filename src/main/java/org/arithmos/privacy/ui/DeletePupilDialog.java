package org.arithmos.privacy.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import org.arithmos.privacy.PrivacyException;
import org.arithmos.privacy.PrivacyService;

/**
 * The last step before deleting a pupil: their name must be typed, then "Delete for good". Closing the
 * dialog or a wrong name changes nothing. Public, so that a class page can open it for one of its pupils:
 * {@code new DeletePupilDialog(privacy, pupil.id(), pupil.displayName(), this::refresh).open()}.
 */
public class DeletePupilDialog extends Dialog {

    final TextField typed = new TextField();
    final Button confirm = new Button();

    public DeletePupilDialog(PrivacyService privacy, long pupilId, String name, Runnable afterDeletion) {
        setId("delete-dialog");
        setHeaderTitle(getTranslation("privacy.delete.dialog.title", name));
        typed.setId("delete-name");
        typed.setLabel(getTranslation("privacy.delete.dialog.type", name));
        typed.setWidthFull();
        typed.setValueChangeMode(ValueChangeMode.EAGER);
        typed.addValueChangeListener(e -> {
            confirm.setEnabled(!e.getValue().isBlank());
            typed.setInvalid(false);
        });
        add(new Paragraph(getTranslation("privacy.delete.dialog.text", name)), typed);

        Button cancel = new Button(getTranslation("privacy.delete.dialog.cancel"), e -> close());
        cancel.setId("delete-cancel");
        confirm.setText(getTranslation("privacy.delete.dialog.confirm"));
        confirm.setId("delete-confirm");
        confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR);
        confirm.setEnabled(false);
        confirm.addClickListener(e -> {
            try {
                privacy.delete(pupilId, typed.getValue());
            } catch (PrivacyException refused) {
                typed.setErrorMessage(getTranslation("privacy.delete.error." + refused.problem().name(), name));
                typed.setInvalid(true);
                return;
            }
            close();
            afterDeletion.run();
        });
        getFooter().add(cancel, confirm);
    }
}
