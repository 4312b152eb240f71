package org.arithmos.classroom.ui;

import com.vaadin.flow.component.HasValueAndElement;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.util.function.Function;

/**
 * Asks for a name (a class's, a pupil's) or a list of names. The action returns null when it worked (the
 * dialog closes) or the words saying what is wrong: they are shown under the field and what was typed stays.
 */
final class NameDialog extends Dialog {

    private final HasValueAndElement<?, String> field;

    private NameDialog(String id, String title, String intro, HasValueAndElement<?, String> field, String okText,
                       Function<String, String> action) {
        this.field = field;
        setId(id);
        addClassName("teacher-dialog");
        setHeaderTitle(title);
        if (intro != null) {
            add(new Paragraph(intro));
        }
        add((com.vaadin.flow.component.Component) field);
        Button ok = new Button(okText, e -> {
            String problem = action.apply(field.getValue());
            if (problem == null) {
                close();
            } else {
                setProblem(problem);
            }
        });
        ok.setId(id + "-ok");
        ok.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        if (field instanceof TextField) {
            ok.addClickShortcut(Key.ENTER);
        }
        Button cancel = new Button(getTranslation("teacher.cancel"), e -> close());
        cancel.setId(id + "-cancel");
        cancel.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_LARGE);
        getFooter().add(cancel, ok);
        if (field instanceof com.vaadin.flow.component.HasValidation v) {
            v.setManualValidation(true); // the service judges the names; its words stay until the next change
        }
        field.addValueChangeListener(e -> clearProblem());
    }

    /** One name, e.g. a pupil's; {@code value} is the name as it is now ("" for a new one). */
    static NameDialog forName(String id, String title, String label, String value, int maxLength, String okText,
                              Function<String, String> action) {
        TextField f = new TextField(label);
        f.setId(id + "-field");
        f.setValue(value);
        f.setWidthFull();
        // No maxlength on the input: the browser cut a longer name without a word. The limit is said, and a
        // name past it is refused as it is typed, saying why (and by the service, if sent anyway).
        f.setHelperText(f.getTranslation("teacher.name.limit", maxLength));
        f.setValueChangeMode(ValueChangeMode.EAGER);
        f.setAutofocus(true);
        f.setAutoselect(true);
        NameDialog dialog = new NameDialog(id, title, null, f, okText, action);
        f.addValueChangeListener(e -> {
            int length = e.getValue().strip().length();
            if (length > maxLength) {
                dialog.setProblem(f.getTranslation("teacher.name.tooLong", maxLength, length));
            }
        });
        return dialog;
    }

    /**
     * Names, one per line (a list pasted from a spreadsheet or a class register), with {@code preview}'s words
     * for what the list will create under it, kept up to date while the teacher types.
     */
    static NameDialog forList(String id, String title, String intro, String label, String helper, String okText,
                              Function<String, String> preview, Function<String, String> action) {
        TextArea f = new TextArea(label);
        f.setId(id + "-field");
        f.setHelperText(helper);
        f.setWidthFull();
        f.setMinRows(8);
        f.setMaxRows(16);
        f.setAutofocus(true);
        f.setValueChangeMode(ValueChangeMode.LAZY);
        NameDialog dialog = new NameDialog(id, title, intro, f, okText, action);
        Paragraph shown = new Paragraph(preview.apply(""));
        shown.setId(id + "-preview");
        shown.addClassName("name-list-preview");
        dialog.add(shown);
        f.addValueChangeListener(e -> shown.setText(preview.apply(e.getValue())));
        return dialog;
    }

    private void setProblem(String problem) {
        if (field instanceof com.vaadin.flow.component.HasValidation v) {
            v.setErrorMessage(problem);
            v.setInvalid(true);
        }
    }

    private void clearProblem() {
        if (field instanceof com.vaadin.flow.component.HasValidation v) {
            v.setInvalid(false);
        }
    }

    String problem() {
        return field instanceof com.vaadin.flow.component.HasValidation v && v.isInvalid() ? v.getErrorMessage() : null;
    }
}
