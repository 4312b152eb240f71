package org.arithmos.classgame.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.UUID;
import org.arithmos.classgame.ClassGameException;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.tables.ui.MarkWords;

/**
 * The projector view of a class game in the teacher's session (issue 15): read from the back of a classroom,
 * without the app's frame ({@link ProjectorBoard}). The same board opens without signing in through the
 * teacher's short-lived link ({@link ProjectorLinkView}, docs/decisions/0028).
 */
@Route(value = "class-games/:classGameId/projector", autoLayout = false)
@RolesAllowed({"TEACHER", "ADMIN"})
class ProjectorView extends FollowedClassGame implements BeforeEnterObserver, HasDynamicTitle {

    private ProjectorBoard board;

    private final List<MarkWords> words;

    ProjectorView(ClassGameService service, List<MarkWords> words) {
        super(service);
        this.words = words;
        addClassName("projector");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        try {
            UUID id = event.getRouteParameters().get("classGameId").flatMap(Missing::uuid)
                    .orElseThrow(() -> new ClassGameException(ClassGameException.Problem.NOT_FOUND, "no id"));
            game = service.find(id);
        } catch (ClassGameException e) {
            game = null;
            add(new Missing());
            return;
        }
        UUID shown = game.id();
        board = new ProjectorBoard(hidden -> service.hideNames(shown, hidden), kind -> MarkWords.calculations(words, kind));
        add(board);
        refresh();
    }

    @Override
    protected void refresh() {
        if (game == null) {
            return;
        }
        try {
            board.show(game.kind(), service.overview(game.id()), service.namesHidden(game.id()));
        } catch (ClassGameException e) {
            // gone meanwhile: the board keeps what it showed last
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("classGame.projector") + " · Arithmos";
    }
}
