package org.arithmos.privacy.ui;

import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Optional;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.cards.FaceArt;
import org.arithmos.privacy.DataSummary;
import org.arithmos.privacy.PrivacyException;
import org.arithmos.privacy.PrivacyService;

/**
 * A pupil's data: what Arithmos keeps about them, downloads of all of it, and (for their teacher or an
 * admin) deleting the pupil for good after typing their name. Other pages link here by route string:
 * {@code pupils/<pupilId>/data}.
 */
@Route("pupils/:pupilId/data")
@RolesAllowed({"TEACHER", "ADMIN", "PARENT"})
@StyleSheet("context://styles/people.css")
class PupilDataView extends Main implements BeforeEnterObserver, LocaleChangeObserver, HasDynamicTitle {

    /** The tables shown in "What is kept", in this order; a table a later feature adds is shown by name. */
    static final List<String> KNOWN_TABLES = List.of("account", "game", "game_move", "progress_event", "play_level",
            "parent_link", "link_code", "login_throttle", "game_seat");

    private final PrivacyService privacy;
    private final CurrentUser user;
    private long pupilId = -1;
    private DataSummary summary;
    /** The pupil's name once deleted: the page then says so instead of showing their data. */
    private String deleted;

    PupilDataView(PrivacyService privacy, CurrentUser user) {
        this.privacy = privacy;
        this.user = user;
        addClassNames("page", "people", "pupil-data");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        pupilId = event.getRouteParameters().get("pupilId").flatMap(PupilDataView::parse).orElse(-1L);
        deleted = null;
        summary = load();
    }

    private DataSummary load() {
        if (pupilId < 0) {
            return null;
        }
        try {
            return privacy.summary(pupilId);
        } catch (PrivacyException e) {
            return null;
        }
    }

    private static Optional<Long> parse(String text) {
        try {
            return Optional.of(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        show();
    }

    private void show() {
        removeAll();
        if (deleted != null) {
            H1 title = new H1(getTranslation("privacy.deleted.title"));
            title.setId("pupil-data-title");
            Paragraph text = new Paragraph(getTranslation("privacy.deleted.text", deleted));
            text.setId("pupil-data-deleted");
            add(title, text, homeLink());
            return;
        }
        if (summary == null) {
            H1 title = new H1(getTranslation("privacy.notFound.title"));
            title.setId("pupil-data-title");
            Paragraph text = new Paragraph(getTranslation("privacy.notFound.text"));
            text.setId("pupil-data-not-found");
            add(title, text, homeLink());
            return;
        }
        var pupil = summary.pupil();
        Span face = new Span(new Html("<span>" + FaceArt.svg(pupil.face(), 72) + "</span>"));
        face.addClassName("person-face");
        H1 title = new H1(getTranslation("privacy.title", pupil.displayName()));
        title.setId("pupil-data-title");
        Paragraph className = new Paragraph(pupil.className() == null ? ""
                : getTranslation("privacy.className", pupil.className()));
        className.addClassName("person-class");
        Div head = new Div(face, new Div(title, className));
        head.addClassName("person-head");
        Paragraph lead = new Paragraph(getTranslation("privacy.lead"));
        lead.addClassName("lead");
        add(head, lead, kept(), downloads());
        if (summary.mayDelete()) {
            add(deletion());
        }
    }

    private Section kept() {
        UnorderedList list = new UnorderedList();
        list.addClassName("kept-list");
        list.setId("kept-list");
        for (String table : KNOWN_TABLES) {
            if (summary.rows().containsKey(table)) {
                list.add(keptItem(table, getTranslation("privacy.table." + table)));
            }
        }
        summary.rows().keySet().stream().filter(t -> !KNOWN_TABLES.contains(t)).sorted()
                .forEach(t -> list.add(keptItem(t, t)));
        return new Section(new H2(getTranslation("privacy.kept.title")), list);
    }

    private ListItem keptItem(String table, String label) {
        Span count = new Span(String.valueOf(summary.rows(table)));
        count.addClassName("kept-count");
        count.setId("kept-" + table);
        ListItem item = new ListItem(count, new Span(label));
        item.addClassName("kept-item");
        return item;
    }

    private Section downloads() {
        Paragraph help = new Paragraph(getTranslation("privacy.export.text"));
        return new Section(new H2(getTranslation("privacy.export.title")), help, new ExportLinks(privacy, pupilId));
    }

    private Section deletion() {
        String name = summary.pupil().displayName();
        Button delete = new Button(getTranslation("privacy.delete.button", name), VaadinIcon.TRASH.create(),
                e -> new DeletePupilDialog(privacy, pupilId, name, () -> {
                    deleted = name;
                    summary = null;
                    show();
                }).open());
        delete.setId("delete-pupil");
        delete.addThemeVariants(ButtonVariant.LUMO_ERROR);
        Section section = new Section(new H2(getTranslation("privacy.delete.title")),
                new Paragraph(getTranslation("privacy.delete.text", name)), delete);
        section.addClassName("danger-zone");
        return section;
    }

    private Anchor homeLink() {
        String home = user.account().map(a -> a.role() == Role.PARENT ? "children"
                : a.role() == Role.TEACHER ? "classes" : "").orElse("");
        Anchor back = new Anchor(home, getTranslation("privacy.back"));
        back.setId("pupil-data-back");
        return back;
    }

    @Override
    public String getPageTitle() {
        return (summary == null ? getTranslation("privacy.notFound.title")
                : getTranslation("privacy.title", summary.pupil().displayName())) + " · Arithmos";
    }
}
