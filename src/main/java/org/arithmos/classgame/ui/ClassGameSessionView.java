package org.arithmos.classgame.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import java.time.Clock;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.UUID;
import org.arithmos.classgame.ClassGameException;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classgame.ProjectorLinks;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.ui.MarkWords;

/**
 * One class game (issue 15): while it is played, the live overview of every table, the latest master strokes,
 * the projector view and the end of the game; afterwards, the same overview as it ended, found again from the
 * class's page. The class's teacher or an admin; any other reads as "not found".
 */
@Route("class-games/:classGameId")
@RolesAllowed({"TEACHER", "ADMIN"})
class ClassGameSessionView extends FollowedClassGame implements BeforeEnterObserver, LocaleChangeObserver,
        HasDynamicTitle {

    private final Clock clock;
    private final TablesOverview overview;
    private final MasterStrokes strokes = new MasterStrokes(5);
    private final Paragraph state = new Paragraph();
    private final Div actions = new Div();
    /** Whether the actions were drawn for a class game over; null when they are to be drawn (a new build). */
    private Boolean actionsDrawnOver;
    private final Div latecomers = new Div();

    private final ProjectorLinks links;
    private Div projectorLink = new Div();
    /** The open "End the class game?" dialog, if any: one at a time. */
    private ConfirmDialog endDialog;

    private final List<MarkWords> words;

    ClassGameSessionView(ClassGameService service, ProjectorLinks links, Clock clock, List<MarkWords> words) {
        super(service);
        this.words = words;
        this.links = links;
        this.clock = clock;
        this.overview = new TablesOverview(clock);
        overview.everyTick(this::refresh);
        addClassNames("class-game", "page");
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
        overview.of(game.id());
        build();
    }

    /** A language chosen in the top bar: the page is built again in it, as the other pages are. */
    @Override
    public void localeChange(LocaleChangeEvent event) {
        if (game != null) {
            build();
        }
    }

    private void build() {
        removeAll();
        Anchor back = new Anchor("classes/" + game.classId(), getTranslation("classGame.backToClass"));
        back.addClassName("back-link");
        state.setId("class-game-state");
        actions.addClassName("class-game-actions");
        latecomers.setId("class-game-latecomers");
        latecomers.addClassName("class-game-latecomers");
        // The short-lived link to the projector for another computer (0028): only while the class game is played.
        projectorLink = game.over() ? new Div() : new ProjectorLinkPanel(links, game.id());
        actionsDrawnOver = null;
        add(back, new H1(getTranslation("classGame.sessionTitle", getTranslation("teacher.game." + game.kind()))),
                state, actions, projectorLink, overview, latecomers);
        if (MarkWords.calculations(words, game.kind())) { // a card game has no master strokes to show
            add(new H2(getTranslation("classGame.masterStrokes")), strokes);
        }
        refresh();
        showLatecomers();
    }


    @Override
    protected void refresh() {
        if (game == null) {
            return;
        }
        List<TableOverview> tables;
        try {
            game = service.find(game.id());
            tables = service.overview(game.id());
        } catch (ClassGameException e) {
            return;
        }
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(getLocale()).withZone(ZoneId.systemDefault());
        state.setText(game.over()
                ? getTranslation("classGame.ended", when.format(game.startedAt()),
                        when.format(game.endedAt() != null ? game.endedAt() : clock.instant()))
                : getTranslation("classGame.playing", when.format(game.startedAt()), tables.size())
                        + (game.commonDeal() ? " " + getTranslation("classGame.commonDealOn") : ""));
        overview.show(tables, game.over());
        strokes.show(tables, game.over());
        if (game.over()) {
            closeEndDialog(); // nothing left to confirm
            // Ended from another screen too (a second tab, the admin): no seat is left to give, no link to make.
            latecomers.setVisible(false);
            projectorLink.setVisible(false);
        }
        showActions();
    }

    /**
     * The projector's link, then the debrief (once over) or the button that ends the class game (while played).
     * Drawn again only when that changes (or the language does), not at every table's news: a teacher's click on
     * "End" as a table moved went to a button just replaced, and Vaadin ignores a click on a removed button.
     */
    private void showActions() {
        if (Boolean.valueOf(game.over()).equals(actionsDrawnOver)) {
            return;
        }
        actionsDrawnOver = game.over();
        actions.removeAll();
        Anchor projector = new Anchor("class-games/" + game.id() + "/projector", getTranslation("classGame.projector"));
        projector.setId("class-game-projector");
        projector.setTarget("_blank");
        projector.addClassName("class-game-projector-link");
        actions.add(projector);
        if (game.over()) {
            // Only afterwards: the debrief's examples and the replays show cards that were in hands.
            Anchor debrief = new Anchor("class-games/" + game.id() + "/debrief", getTranslation("classGame.debrief"));
            debrief.setId("class-game-debrief");
            debrief.addClassName("class-game-projector-link");
            actions.add(debrief);
        }
        if (!game.over()) {
            Button end = new Button(getTranslation("classGame.end"), e -> confirmEnd());
            end.setId("class-game-end");
            end.addThemeVariants(ButtonVariant.LUMO_ERROR);
            actions.add(end);
        }
    }

    /**
     * The class's pupils without a seat (late, or left out), each with a button that gives them a robot's seat
     * at their level: read when the page opens and after each seat given (not on every move: it asks the database).
     */
    private void showLatecomers() {
        latecomers.removeAll();
        List<ClassGameService.Candidate> late = game == null || game.over() ? List.of()
                : org.arithmos.i18n.NameOrder.sorted(service.latecomers(game.id()), ClassGameService.Candidate::name,
                getLocale());
        latecomers.setVisible(!late.isEmpty());
        if (late.isEmpty()) {
            return;
        }
        latecomers.add(new Paragraph(getTranslation("classGame.latecomers")));
        for (ClassGameService.Candidate c : late) {
            Button seat = new Button(getTranslation("classGame.giveSeat", c.present()
                    ? getTranslation("classGame.present", c.name()) : c.name()), e -> {
                try {
                    service.seatLatecomer(game.id(), c.id());
                } catch (ClassGameException refused) {
                    Notification n = Notification.show(getTranslation("classGame.error." + refused.problem().name()),
                            5000, Notification.Position.MIDDLE);
                    n.addThemeVariants(NotificationVariant.LUMO_WARNING);
                }
                showLatecomers();
                refresh();
            });
            seat.setId("seat-latecomer-" + c.id());
            latecomers.add(seat);
        }
    }

    /**
     * Asks before ending the class game, in one dialog only: a double click on End opened two, and the one left
     * stayed over the ended game (issue 15 trial).
     */
    private void confirmEnd() {
        if (endDialog != null) {
            return;
        }
        ConfirmDialog dialog = new ConfirmDialog(getTranslation("classGame.endTitle"), getTranslation("classGame.endText"),
                getTranslation("classGame.end"), e -> {
                    closeEndDialog();
                    service.end(game.id());
                    latecomers.setVisible(false);
                    stopFollowing();
                    refresh();
                });
        dialog.setId("class-game-end-dialog");
        dialog.setCancelable(true);
        dialog.setCancelText(getTranslation("classGame.keepPlaying"));
        dialog.addCancelListener(e -> closeEndDialog());
        dialog.addOpenedChangeListener(e -> {
            if (!e.isOpened() && endDialog == dialog) {
                endDialog = null;
            }
        });
        dialog.setConfirmButtonTheme("error primary");
        endDialog = dialog;
        dialog.open();
    }

    private void closeEndDialog() {
        ConfirmDialog open = endDialog;
        endDialog = null;
        if (open != null) {
            open.close();
        }
    }

    @Override
    public String getPageTitle() {
        return (game == null ? getTranslation("teacher.notFound.title")
                : getTranslation("classGame.sessionTitle", getTranslation("teacher.game." + game.kind()))) + " · Arithmos";
    }
}
