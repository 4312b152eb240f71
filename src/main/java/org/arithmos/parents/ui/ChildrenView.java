package org.arithmos.parents.ui;

import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.cards.FaceArt;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.LinkCodeWaitException;
import org.arithmos.classroom.ParentService;
import org.arithmos.classroom.PupilProfile;
import org.arithmos.i18n.NameOrder;
import org.arithmos.privacy.PrivacyService;
import org.arithmos.privacy.ui.ExportLinks;

/**
 * A parent's children: each linked child with their class, their progress page and their data, and a
 * form to link another child with the code the teacher gave. A parent sees only the children linked here.
 */
@Route("children")
@RolesAllowed("PARENT")
@StyleSheet("context://styles/people.css")
class ChildrenView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    private final ParentService parents;
    private final PrivacyService privacy;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    private final Div children = new Div();
    private final Paragraph none = new Paragraph();
    private final H2 linkTitle = new H2();
    private final Paragraph linkText = new Paragraph();
    final TextField code = new TextField();
    final Button link = new Button();
    /** The key of the message under the code field, kept to say it again in another language. */
    private String codeError;
    /** The seconds to wait, for "children.error.wait". */
    private long codeErrorArgument;

    ChildrenView(ParentService parents, PrivacyService privacy) {
        this.parents = parents;
        this.privacy = privacy;
        addClassNames("page", "people", "children");
        lead.addClassName("lead");
        children.setId("children-list");
        children.addClassName("children-list");
        none.setId("children-none");
        code.setId("link-code");
        code.setMaxLength(20);
        code.setPlaceholder("ABCD-EFGH");
        code.setAutocapitalize(com.vaadin.flow.component.textfield.Autocapitalize.CHARACTERS);
        code.addValueChangeListener(e -> clearError());
        link.setId("link-child");
        link.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        link.addClickShortcut(Key.ENTER);
        link.addClickListener(e -> linkChild());
        Div form = new Div(code, link);
        form.addClassName("link-form");
        Section linking = new Section(linkTitle, linkText, form);
        linking.addClassName("link-section");
        add(heading, lead, none, children, linking);
    }

    private void linkChild() {
        if (code.getValue().isBlank()) {
            showError("children.error.empty");
            return;
        }
        try {
            Account child = parents.link(code.getValue());
            code.clear();
            clearError();
            showChildren();
            Notification n = Notification.show(getTranslation("children.linked", child.displayName()), 5000,
                    Notification.Position.BOTTOM_CENTER);
            n.addThemeVariants(NotificationVariant.LUMO_SUCCESS);
        } catch (ClassroomException e) {
            showError(e.problem() == ClassroomException.Problem.ALREADY_LINKED
                    ? "children.error.ALREADY_LINKED" : "children.error.UNKNOWN_CODE");
        } catch (LinkCodeWaitException e) {
            codeErrorArgument = e.seconds();
            showError("children.error.wait");
        }
    }

    private void showError(String key) {
        codeError = key;
        code.setErrorMessage(getTranslation(key, codeErrorArgument));
        code.setInvalid(true);
        code.focus();
    }

    private void clearError() {
        codeError = null;
        code.setInvalid(false);
    }

    private void showChildren() {
        children.removeAll();
        List<PupilProfile> list = NameOrder.sorted(parents.linkedChildren(), PupilProfile::displayName, getLocale());
        for (PupilProfile child : list) {
            children.add(card(child));
        }
        none.setText(getTranslation("children.none"));
        none.setVisible(list.isEmpty());
        children.setVisible(!list.isEmpty());
    }

    private Section card(PupilProfile child) {
        Span face = new Span(new Html("<span>" + FaceArt.svg(child.face(), 64) + "</span>"));
        face.addClassName("person-face");
        H3 name = new H3(child.displayName());
        name.addClassName("child-name");
        Paragraph className = new Paragraph(child.className() == null ? ""
                : getTranslation("children.className", child.className()));
        className.addClassName("person-class");
        Div head = new Div(face, new Div(name, className));
        head.addClassName("person-head");

        Anchor progress = new Anchor("pupils/" + child.id(), getTranslation("children.progress"));
        progress.setId("child-progress-" + child.id());
        progress.addClassName("child-progress");
        Anchor data = new Anchor("pupils/" + child.id() + "/data", getTranslation("children.data"));
        data.setId("child-data-" + child.id());
        Button unlink = new Button(getTranslation("children.unlink"), VaadinIcon.UNLINK.create(),
                e -> new UnlinkDialog(child.displayName(), () -> {
                    parents.unlink(child.id());
                    showChildren();
                }).open());
        unlink.setId("child-unlink-" + child.id());
        unlink.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        Div actions = new Div(progress, new ExportLinks(privacy, child.id()), data, unlink);
        actions.addClassName("child-actions");

        Section card = new Section(head, actions);
        card.addClassName("child-card");
        card.setId("child-" + child.id());
        return card;
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("children.heading"));
        lead.setText(getTranslation("children.lead"));
        linkTitle.setText(getTranslation("children.link.title"));
        linkText.setText(getTranslation("children.link.text"));
        code.setLabel(getTranslation("children.code"));
        link.setText(getTranslation("children.link"));
        if (codeError != null) {
            code.setErrorMessage(getTranslation(codeError, codeErrorArgument));
        }
        showChildren();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("children.heading") + " · Arithmos";
    }
}
