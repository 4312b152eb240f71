package org.arithmos.play.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.play.GameSummary;
import org.arithmos.play.PlayService;

/** The logged-in player's games, newest first: unfinished ones can be resumed, also after a restart. */
@Route("games")
@PermitAll
class MyGamesView extends VerticalLayout implements LocaleChangeObserver, HasDynamicTitle {

    private final PlayService play;
    private final H1 heading = new H1();
    private final Paragraph empty = new Paragraph();
    private final Button newGame = new Button();
    final Grid<GameSummary> games = new Grid<>();

    MyGamesView(PlayService play) {
        this.play = play;
        addClassName("my-games");
        games.setId("my-games");
        games.setAllRowsVisible(true);
        newGame.setId("new-game");
        newGame.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        newGame.addClickListener(e -> getUI().ifPresent(ui -> ui.navigate(NewGameView.class)));
        add(heading, newGame, empty, games);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        heading.setText(getTranslation("games.heading"));
        newGame.setText(getTranslation("games.new"));
        empty.setText(getTranslation("games.empty"));
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(event.getLocale()).withZone(ZoneId.systemDefault());
        games.removeAllColumns();
        games.addColumn(g -> when.format(g.lastPlayedAt())).setHeader(getTranslation("games.when")).setAutoWidth(true);
        games.addColumn(g -> describe(g)).setHeader(getTranslation("games.what")).setFlexGrow(3);
        games.addColumn(g -> getTranslation(g.finished() ? "games.finished" : "games.playing"))
                .setHeader(getTranslation("games.status")).setAutoWidth(true);
        var list = play.myGames();
        games.addComponentColumn(g -> {
            Button open = new Button(getTranslation(g.finished() ? "games.see" : "games.resume"));
            open.setId("resume-" + list.indexOf(g));
            open.addThemeVariants(g.finished() ? ButtonVariant.LUMO_TERTIARY : ButtonVariant.LUMO_PRIMARY);
            open.addClickListener(e -> getUI().ifPresent(ui -> ui.navigate(TableView.class, g.id().toString())));
            return open;
        }).setAutoWidth(true);
        games.setItems(list);
        games.setVisible(!list.isEmpty());
        empty.setVisible(list.isEmpty());
    }

    private String describe(GameSummary g) {
        NambarzOptions o = NambarzOptions.parse(g.options());
        String level = o.parentheses() ? "BRACKETS" : o.operations().name().equals("ADD_SUBTRACT") ? "PLUS_MINUS" : "ALL_FOUR";
        return getTranslation("games.describe", o.players(), getTranslation("play.setup.level." + level),
                getTranslation("play.setup.mode." + g.mode().name()));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("games.heading") + " · Arithmos";
    }
}
