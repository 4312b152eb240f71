package org.arithmos.classgame.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.html.Div;
import org.arithmos.classgame.ClassGame;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.shell.PushAccess;

/**
 * A teacher's screen that follows a class game while it is played (its page, the projector): told of every
 * move at its tables from attach to detach, it refreshes itself; a finished class game is not followed.
 */
abstract class FollowedClassGame extends Div {

    protected final ClassGameService service;
    protected ClassGame game;
    private Runnable stopWatching;

    FollowedClassGame(ClassGameService service) {
        this.service = service;
    }

    /** Shows the class game as it is now. */
    protected abstract void refresh();

    @Override
    protected void onAttach(AttachEvent event) {
        if (game != null && !game.over()) {
            stopWatching = service.watch(game.id(), PushAccess.asOwner(event.getUI(), this::refresh));
        }
    }

    @Override
    protected void onDetach(DetachEvent event) {
        stopFollowing();
    }

    /** No more news: the screen is gone, or the class game ended. */
    protected void stopFollowing() {
        if (stopWatching != null) {
            stopWatching.run();
            stopWatching = null;
        }
    }
}
