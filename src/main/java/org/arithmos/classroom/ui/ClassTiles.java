package org.arithmos.classroom.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.Map;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.i18n.NameOrder;

/**
 * Classes as big links (name, code, pupils; for the admin, whose class it is too), open classes first and
 * archived ones apart below them: their codes log no one in, so they must not be mistaken for open ones.
 */
final class ClassTiles extends Div {

    private final Div open = new Div();
    private final Div archived = new Div();

    ClassTiles(String id) {
        setId(id);
        open.setId(id + "-open");
        open.addClassName("class-tiles");
        archived.setId(id + "-archived");
        archived.addClassName("class-tiles");
        add(open, archived);
    }

    /** {@code teachers}: the teachers' names by id, shown on each tile; empty for a teacher's own classes. */
    void show(List<SchoolClass> classes, Map<Long, String> teachers, String noneKey) {
        open.removeAll();
        archived.removeAll();
        classes = NameOrder.sorted(classes, SchoolClass::name, getLocale());
        List<SchoolClass> active = classes.stream().filter(c -> !c.archived()).toList();
        List<SchoolClass> closed = classes.stream().filter(SchoolClass::archived).toList();
        if (active.isEmpty()) {
            Paragraph none = new Paragraph(getTranslation(noneKey));
            none.setId("no-classes");
            open.add(none);
        }
        active.forEach(c -> open.add(tile(c, teachers.get(c.teacherId()))));
        if (!closed.isEmpty()) {
            H2 title = new H2(getTranslation("teacher.classes.archived"));
            title.addClassName("archived-title");
            archived.add(title);
            closed.forEach(c -> archived.add(tile(c, teachers.get(c.teacherId()))));
        }
    }

    private Anchor tile(SchoolClass c, String teacher) {
        Anchor tile = new Anchor("classes/" + c.id(), "");
        tile.add(span("tile-name", c.name()), span("tile-code", getTranslation("teacher.classes.code", c.code())),
                span("tile-pupils", getTranslation("teacher.classes.pupils", c.pupils())));
        if (teacher != null) {
            tile.add(span("tile-teacher", getTranslation("teacher.classes.teacher", teacher)));
        }
        tile.setId("class-" + c.id());
        tile.addClassName("class-tile");
        if (c.archived()) {
            tile.addClassName("archived");
        }
        return tile;
    }

    private static Span span(String className, String text) {
        Span s = new Span(text);
        s.addClassName(className);
        return s;
    }
}
