package org.arithmos.roster.ui;

import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.function.Function;
import org.arithmos.roster.ImportPreview;

/**
 * What an import would do, section by section: new classes, renamed classes, pupils created, changed, archived,
 * left alone.
 */
final class PreviewPanel extends Div {

    PreviewPanel() {
        setId("import-preview");
        addClassName("import-preview");
    }

    void show(ImportPreview p) {
        removeAll();
        if (p == null) {
            return;
        }
        Paragraph summary = new Paragraph(getTranslation(p.changesNothing() ? "import.preview.nothing"
                : "import.preview.summary", p.created().size(), p.changed().size(), p.unchanged().size(),
                p.archived().size(), p.newClasses().size()));
        summary.setId("import-summary");
        summary.addClassName("lead");
        add(summary);
        section("import-new-classes", "import.preview.newClasses", p.newClasses(),
                c -> getTranslation("import.preview.newClass", c.name(), c.teacherName()));
        section("import-renamed-classes", "import.preview.renamedClasses", p.renamedClasses(),
                r -> getTranslation("import.preview.renamedClass", r.oldName(), r.name()));
        section("import-created", "import.preview.created", p.created(),
                x -> getTranslation("import.preview.createdRow", x.name(), x.className()));
        section("import-changed", "import.preview.changed", p.changed(), this::changedRow);
        section("import-archived", "import.preview.archived", p.archived(),
                x -> getTranslation("import.preview.archivedRow", x.name(), x.className()));
        section("import-left-out", "import.preview.leftOut", p.leftOut(), s -> s);
        if (!p.unchanged().isEmpty()) {
            UnorderedList same = list("import-unchanged", p.unchanged(),
                    x -> getTranslation("import.preview.createdRow", x.name(), x.className()));
            Details details = new Details(getTranslation("import.preview.unchanged", p.unchanged().size()), same);
            details.setId("import-unchanged-details");
            add(details);
        }
        if (p.parentEmails() > 0) {
            note("import-parent-emails", getTranslation("import.preview.parentEmails", p.parentEmails()));
        }
        if (p.skipped() > 0) {
            note("import-skipped", getTranslation("import.preview.skipped", p.skipped()));
        }
    }

    private String changedRow(ImportPreview.Pupil x) {
        if (x.moved() && x.renamed()) {
            return getTranslation("import.preview.renamedAndMoved", x.oldName(), x.oldClassName(), x.name(), x.className());
        }
        return x.moved() ? getTranslation("import.preview.moved", x.name(), x.oldClassName(), x.className())
                : getTranslation("import.preview.renamed", x.oldName(), x.name(), x.className());
    }

    private <T> void section(String id, String titleKey, List<T> rows, Function<T, String> text) {
        if (rows.isEmpty()) {
            return;
        }
        H2 title = new H2(getTranslation(titleKey, rows.size()));
        title.setId(id + "-title");
        add(title, list(id, rows, text));
    }

    private static <T> UnorderedList list(String id, List<T> rows, Function<T, String> text) {
        UnorderedList list = new UnorderedList();
        list.setId(id);
        list.addClassName("import-list");
        rows.forEach(r -> list.add(new ListItem(text.apply(r))));
        return list;
    }

    private void note(String id, String text) {
        Paragraph p = new Paragraph(text);
        p.setId(id);
        p.addClassName("import-note");
        add(p);
    }
}
