package org.arithmos.classgame.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Optional;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.tables.ui.LiveText;
import org.arithmos.shell.PushAccess;

/**
 * The invitation to a class game in the app's top bar (issue 15): when the teacher seats a pupil at a table,
 * the pupil sees it at once, wherever they are in the app, and sits down with one click. Pupils only; hidden
 * on the table itself.
 */
public class ClassGameInvitation extends Div {

    private final ClassGameService service;
    private final CurrentUser user;
    private final Span text = new Span();
    private final Button sitDown = new Button();
    private String here = "";
    private String route;
    private Runnable stopWatching;

    public ClassGameInvitation(ClassGameService service, CurrentUser user) {
        this.service = service;
        this.user = user;
        setId("class-game-invitation");
        addClassName("class-game-invitation");
        getElement().setAttribute("role", "status");
        sitDown.setId("class-game-sit-down");
        sitDown.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_SUCCESS);
        sitDown.addClickListener(e -> {
            if (route != null) {
                getUI().ifPresent(ui -> ui.navigate(route));
            }
        });
        add(text, sitDown);
        setVisible(false);
    }

    /** The page the pupil is on: no invitation on the table it invites to. */
    public void at(String path) {
        here = path;
        refresh();
    }

    @Override
    protected void onAttach(AttachEvent event) {
        if (isPupil()) {
            stopWatching = service.watchMine(PushAccess.asOwner(event.getUI(), this::refresh));
            refresh();
        }
    }

    @Override
    protected void onDetach(DetachEvent event) {
        if (stopWatching != null) {
            stopWatching.run();
            stopWatching = null;
        }
    }

    private boolean isPupil() {
        return user.account().filter(a -> a.role() == Role.PUPIL).isPresent();
    }

    private void refresh() {
        Optional<ClassGameService.Invitation> invitation = isPupil() ? service.myInvitation() : Optional.empty();
        route = invitation.map(ClassGameService.Invitation::route).orElse(null);
        setVisible(route != null && !route.equals(here));
        invitation.ifPresent(i -> {
            // A status region: its words change once per invitation, not at every news of the class's games.
            LiveText.set(text, getTranslation("classGame.invited", i.code()));
            LiveText.set(sitDown, getTranslation("classGame.sitDown"));
        });
    }
}
