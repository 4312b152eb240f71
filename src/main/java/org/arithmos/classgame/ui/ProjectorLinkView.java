package org.arithmos.classgame.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import org.arithmos.classgame.ClassGameException;
import org.arithmos.classgame.ProjectorLinks;
import org.arithmos.shell.PushAccess;
import org.arithmos.tables.ui.MarkWords;

/**
 * The projector view opened through the teacher's short-lived link (issue 15 §4, docs/decisions/0028): on the
 * classroom's computer, nobody signed in. The link is the permission ({@link ProjectorLinks}); the board is the
 * projector's own. A link unknown, expired, stopped, or of a class game over opens a page that says so.
 */
@Route(value = "projector/:token", autoLayout = false)
@AnonymousAllowed
class ProjectorLinkView extends Div implements BeforeEnterObserver, HasDynamicTitle {

    private final ProjectorLinks links;
    private String token;
    private ProjectorBoard board;
    private Runnable stopWatching;

    private final List<MarkWords> words;

    ProjectorLinkView(ProjectorLinks links, List<MarkWords> words) {
        this.links = links;
        this.words = words;
        addClassName("projector");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        token = event.getRouteParameters().get("token").orElse(null);
        try {
            ProjectorLinks.Projection now = links.show(token);
            board = new ProjectorBoard(this::hideNames, kind -> MarkWords.calculations(words, kind));
            add(board);
            board.show(now.kind(), now.tables(), now.namesHidden());
        } catch (ClassGameException e) {
            board = null;
            add(ended());
        }
    }

    @Override
    protected void onAttach(AttachEvent event) {
        if (board != null) {
            try {
                stopWatching = links.watch(token, PushAccess.asOwner(event.getUI(), this::refresh));
            } catch (ClassGameException e) {
                refresh();
            }
        }
    }

    @Override
    protected void onDetach(DetachEvent event) {
        stop();
    }

    private void refresh() {
        if (board == null) {
            return;
        }
        try {
            ProjectorLinks.Projection now = links.show(token);
            board.show(now.kind(), now.tables(), now.namesHidden());
        } catch (ClassGameException e) {
            // Stopped, expired or the class game is over: the last standings stay, under a line that says why.
            stop();
            Paragraph over = new Paragraph(getTranslation("classGame.link.stopped"));
            over.setId("projector-link-stopped");
            over.addClassName("projector-link-stopped");
            addComponentAsFirst(over);
            board = null;
        }
    }

    private void hideNames(boolean hidden) {
        try {
            links.hideNames(token, hidden);
        } catch (ClassGameException e) {
            refresh(); // stopped meanwhile: says so
        }
    }

    private void stop() {
        if (stopWatching != null) {
            stopWatching.run();
            stopWatching = null;
        }
    }

    private Div ended() {
        Div page = new Div(new H1(getTranslation("classGame.link.endedTitle")),
                new Paragraph(getTranslation("classGame.link.endedText")));
        page.setId("projector-link-ended");
        page.addClassName("projector-link-ended");
        return page;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("classGame.projector") + " · Arithmos";
    }
}
