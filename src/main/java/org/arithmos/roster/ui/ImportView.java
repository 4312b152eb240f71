package org.arithmos.roster.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.upload.Upload;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.i18n.Language;
import org.arithmos.roster.ImportException;
import org.arithmos.roster.ImportPreview;
import org.arithmos.roster.ImportRequest;
import org.arithmos.roster.ImportResult;
import org.arithmos.roster.RosterFiles;
import org.arithmos.roster.RosterImportService;
import org.arithmos.roster.UploadedFile;

/**
 * Importing a class list: upload the file(s), read the preview, apply it (docs/decisions/0029). The files stay
 * in this view until applied or cleared; the preview is computed again when applying, and must not have changed.
 */
@Route("classes/import")
@RolesAllowed({"TEACHER", "ADMIN"})
class ImportView extends Div implements LocaleChangeObserver, HasDynamicTitle {

    private final RosterImportService imports;
    private final boolean admin;
    private final H1 heading = new H1();
    private final Paragraph lead = new Paragraph();
    private final Paragraph formats = new Paragraph();
    final ComboBox<Account> teacher = new ComboBox<>();
    private Upload upload;
    final Button clear = new Button();
    final Div problem = new Div();
    final PreviewPanel preview = new PreviewPanel();
    final Button apply = new Button();
    final Div done = new Div();
    private final List<UploadedFile> files = new ArrayList<>();
    private ImportPreview shown;

    ImportView(RosterImportService imports, AccountService accounts, CurrentUser user) {
        this.imports = imports;
        this.admin = user.account().map(a -> a.role() == Role.ADMIN).orElse(false);
        addClassName("page");
        addClassName("teacher-page");
        addClassName("import-page");
        heading.setId("import-title");
        lead.addClassName("lead");
        teacher.setId("import-teacher");
        teacher.setItemLabelGenerator(a -> a.displayName() + " (" + a.username() + ")");
        teacher.setClearButtonVisible(true);
        teacher.setWidth("24rem");
        teacher.addValueChangeListener(e -> showPreview());
        upload = newUpload();
        clear.setId("import-clear");
        clear.setIcon(VaadinIcon.TRASH.create());
        clear.addClickListener(e -> clearAll());
        problem.setId("import-problem");
        problem.addClassName("import-problem");
        problem.getElement().setAttribute("role", "alert");
        apply.setId("import-apply");
        apply.setIcon(VaadinIcon.CHECK.create());
        apply.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        apply.addClickListener(e -> applyIt());
        done.setId("import-done");
        done.getElement().setAttribute("role", "status");
        add(heading, lead, formats);
        if (admin) {
            teacher.setItems(accounts.teachers());
            add(teacher);
        }
        add(upload, clear, problem, preview, apply, done);
        showPreview();
    }

    private Upload newUpload() {
        Upload fresh = new Upload(new ListUpload(this::received, this::refused));
        fresh.setId("import-upload");
        fresh.setMaxFiles(6);
        fresh.setMaxFileSize(RosterFiles.MAX_BYTES);
        fresh.setAcceptedFileTypes(".csv", ".zip", "text/csv", "application/zip");
        fresh.setI18n(ImportWords.upload(this));
        // The upload's own list shows the files; removing one there removes it from the import too.
        fresh.addFileRemovedListener(e -> {
            files.removeIf(f -> f.name().equalsIgnoreCase(e.getFileName()));
            done.removeAll();
            showPreview();
        });
        return fresh;
    }

    /**
     * A new upload in place of the old one once its files are applied or dropped: Vaadin 25.2's
     * {@code clearFileList} left the old files listed in the browser (seen in ImportIT: the list kept every file of
     * the earlier imports, and once a new file's preview read the earlier one's), so the list starts empty again.
     */
    private void emptyUpload() {
        Upload fresh = newUpload();
        replace(upload, fresh);
        upload = fresh;
    }

    /** A file the browser sent (the upload handler, or a test). */
    void received(String name, byte[] bytes) {
        files.removeIf(f -> f.name().equalsIgnoreCase(name));
        files.add(new UploadedFile(name, bytes));
        done.removeAll();
        showPreview();
    }

    /** A file refused before it was read (too large). */
    void refused(ImportException e) {
        say(e);
    }

    private void clearAll() {
        files.clear();
        emptyUpload();
        done.removeAll();
        showPreview();
    }

    private ImportRequest request() {
        return new ImportRequest(files, teacher.getValue() == null ? null : teacher.getValue().id(),
                Language.of(getLocale()).orElse(Language.fallback()));
    }

    private void showPreview() {
        clear.setVisible(!files.isEmpty());
        problem.removeAll();
        shown = null;
        if (!files.isEmpty()) {
            try {
                shown = imports.preview(request());
            } catch (ImportException e) {
                say(e);
            }
        }
        preview.show(shown);
        apply.setVisible(shown != null);
        apply.setEnabled(shown != null && !shown.changesNothing());
    }

    private void applyIt() {
        try {
            ImportResult result = imports.apply(request(), shown);
            files.clear();
            emptyUpload();
            showPreview();
            showDone(result);
        } catch (ImportException e) {
            showPreview();
            say(e);
        }
    }

    private void showDone(ImportResult result) {
        done.removeAll();
        ImportPreview p = result.done();
        done.add(new Paragraph(getTranslation("import.done", p.created().size(), p.changed().size(),
                p.archived().size(), p.newClasses().size())));
        if (!result.classesWithNewPupils().isEmpty()) {
            done.add(new Paragraph(getTranslation(admin ? "import.done.adminCards" : "import.done.cards")));
            UnorderedList links = new UnorderedList();
            links.setId("import-card-links");
            for (SchoolClass c : result.classesWithNewPupils()) {
                // The admin prints no secrets (decision 0009): the class page, where its teacher prints them.
                String target = admin ? "classes/" + c.id() : "classes/" + c.id() + "/cards";
                Anchor link = new Anchor(target, getTranslation(admin ? "import.done.classLink" : "import.done.cardsLink",
                        c.name()));
                link.setId("import-cards-" + c.id());
                links.add(new ListItem(link));
            }
            done.add(links);
        }
    }

    private void say(ImportException e) {
        problem.removeAll();
        problem.add(new Paragraph(ImportWords.problem(this, e)));
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("import.title"));
        lead.setText(getTranslation(admin ? "import.lead.admin" : "import.lead.teacher"));
        formats.setText(getTranslation("import.formats", RosterFiles.MAX_BYTES / (1024 * 1024)));
        teacher.setLabel(getTranslation("import.teacher"));
        teacher.setHelperText(getTranslation("import.teacherHelper"));
        upload.setI18n(ImportWords.upload(this));
        clear.setText(getTranslation("import.clear"));
        apply.setText(getTranslation("import.apply"));
        showPreview();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("import.title") + " · Arithmos";
    }
}
