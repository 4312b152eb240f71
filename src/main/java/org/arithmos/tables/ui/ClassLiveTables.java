package org.arithmos.tables.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.arithmos.shell.PushAccess;
import org.arithmos.tables.TableException;
import org.arithmos.tables.TableRoutes;
import org.arithmos.tables.TableService;
import org.arithmos.tables.TableStatus;
import org.arithmos.tables.TableSummary;

/**
 * The class page's list of its live tables for the teacher (issue 11; 0018): each table being set up or
 * played, its game, who sits, and a link to watch it as a spectator (no hand is ever shown to the teacher).
 * It changes as pupils open, join and start tables, without reloading. The service shows only the caller's
 * own classes.
 */
public class ClassLiveTables extends Div {

    private final TableService service;
    private final long classId;
    private final H2 title = new H2();
    private final Div list = new Div();
    private Runnable stopWatching;

    public ClassLiveTables(TableService service, long classId) {
        this.service = service;
        this.classId = classId;
        setId("class-live-tables");
        addClassName("class-live-tables");
        list.addClassName("table-list");
        add(title, list);
    }

    @Override
    protected void onAttach(AttachEvent event) {
        stopWatching = service.watchClass(classId, PushAccess.asOwner(event.getUI(), this::refresh));
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        if (stopWatching != null) {
            stopWatching.run();
            stopWatching = null;
        }
    }

    private void refresh() {
        title.setText(getTranslation("teacher.liveTables.title"));
        list.removeAll();
        List<TableSummary> tables;
        try {
            tables = service.classTables(classId).stream().filter(t -> t.status() != TableStatus.OVER).toList();
        } catch (TableException e) {
            tables = List.of();
        }
        if (tables.isEmpty()) {
            list.add(new Paragraph(getTranslation("teacher.liveTables.none")));
        }
        for (TableSummary t : tables) {
            Div card = new TableCard(t, "class-table-" + t.code(), false);
            if (t.status() == TableStatus.PLAYING) {
                Anchor watch = new Anchor(TableRoutes.of(t.kind(), t.id()), getTranslation("teacher.liveTables.watch"));
                watch.setId("watch-" + t.code());
                card.add(watch);
            }
            list.add(card);
        }
    }
}
