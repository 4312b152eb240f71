package org.arithmos.privacy.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.radiobutton.RadioGroupVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import org.arithmos.privacy.Retention;
import org.arithmos.privacy.RetentionReport;
import org.arithmos.privacy.RetentionService;

/** The admin's privacy settings: how long games and progress are kept, and the clean-up of older data. */
@Route("admin/privacy")
@RolesAllowed("ADMIN")
@StyleSheet("context://styles/people.css")
class PrivacyAdminView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    private final RetentionService retention;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    private final H2 keepTitle = new H2();
    final RadioButtonGroup<Retention> keep = new RadioButtonGroup<>();
    private final Paragraph keepText = new Paragraph();
    final Button save = new Button();
    private final H2 cleanTitle = new H2();
    private final Paragraph lastRun = new Paragraph();
    final Button cleanNow = new Button();

    PrivacyAdminView(RetentionService retention) {
        this.retention = retention;
        addClassNames("page", "people", "privacy-admin");
        lead.addClassName("lead");
        keep.setId("retention");
        keep.setItems(Retention.values());
        keep.addThemeVariants(RadioGroupVariant.LUMO_VERTICAL);
        keep.setValue(retention.retention());
        save.setId("retention-save");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        save.addClickListener(e -> {
            if (keep.getValue() == null) {
                keep.setInvalid(true);
                keep.setErrorMessage(getTranslation("privacy.admin.choose"));
                return;
            }
            keep.setInvalid(false);
            retention.setRetention(keep.getValue());
            notify(getTranslation("privacy.admin.saved", label(keep.getValue())), false);
        });
        lastRun.setId("retention-last-run");
        cleanNow.setId("retention-run");
        cleanNow.addClickListener(e -> {
            RetentionReport report = retention.deleteOldData();
            notify(report.cutoff() == null ? getTranslation("privacy.admin.ran.forever")
                    : getTranslation("privacy.admin.ran", report.removed("game"), report.removed("progress_event")), false);
            showLastRun();
        });
        add(heading, lead, new Section(keepTitle, keepText, keep, save), new Section(cleanTitle, lastRun, cleanNow));
    }

    private String label(Retention r) {
        return getTranslation("privacy.retention." + r.name());
    }

    private void showLastRun() {
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(getLocale()).withZone(ZoneId.systemDefault());
        lastRun.setText(retention.lastRun().map(r -> getTranslation("privacy.admin.lastRun", when.format(r.at()), r.removed()))
                .orElse(getTranslation("privacy.admin.never")));
    }

    private static void notify(String text, boolean error) {
        Notification n = Notification.show(text, 5000, Notification.Position.BOTTOM_CENTER);
        n.addThemeVariants(error ? NotificationVariant.LUMO_WARNING : NotificationVariant.LUMO_SUCCESS);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("privacy.admin.title"));
        lead.setText(getTranslation("privacy.admin.lead"));
        keepTitle.setText(getTranslation("privacy.admin.keep.title"));
        keepText.setText(getTranslation("privacy.admin.keep.text"));
        keep.setItemLabelGenerator(this::label);
        save.setText(getTranslation("privacy.admin.save"));
        cleanTitle.setText(getTranslation("privacy.admin.clean.title"));
        cleanNow.setText(getTranslation("privacy.admin.clean.now"));
        showLastRun();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("privacy.admin.title") + " · Arithmos";
    }
}
