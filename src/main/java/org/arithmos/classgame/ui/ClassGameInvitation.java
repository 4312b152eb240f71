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
import org.arithmos.shell.PushAccess;
import org.arithmos.tables.ui.LiveText;

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
        text.setId("class-game-invited");
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
        boolean invited = route != null && !route.equals(here);
        // A pupil's status region stays in the page while it has nothing to say (empty, taking no room): a region
        // that appears together with its words may not be heard by a screen reader (issue 13 §2).
        setVisible(isPupil());
        setClassName("class-game-invitation-none", !invited);
        sitDown.setVisible(invited);
        // Its words change once per invitation, not at every news of the class's games.
        LiveText.set(text, invitation.filter(i -> invited)
                .map(i -> getTranslation("classGame.invited", i.code())).orElse(""));
        invitation.ifPresent(i -> LiveText.set(sitDown, getTranslation("classGame.sitDown")));
    }
}
