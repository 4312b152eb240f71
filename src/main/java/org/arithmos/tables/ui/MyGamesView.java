package org.arithmos.tables.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
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
import java.util.Comparator;
import java.util.List;
import org.arithmos.tables.GameShelf;
import org.arithmos.tables.ShelfGame;
import org.arithmos.tables.TableRoutes;

/**
 * The logged-in player's games of every kind, newest first: unfinished ones can be resumed, also after a
 * restart. Each game feature puts its games on a {@link GameShelf}; this page gathers the shelves.
 */
@Route("games")
@PermitAll
class MyGamesView extends VerticalLayout implements LocaleChangeObserver, HasDynamicTitle {

    private final List<GameShelf> shelves;
    private final H1 heading = new H1();
    private final Paragraph empty = new Paragraph();
    private final Button newGame = new Button();
    final Grid<ShelfGame> games = new Grid<>();

    MyGamesView(List<GameShelf> shelves) {
        this.shelves = shelves;
        addClassName("my-games");
        games.setId("my-games");
        games.setAllRowsVisible(true);
        games.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT); // long details wrap instead of being cut
        newGame.setId("new-game");
        newGame.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        newGame.addClickListener(e -> getUI().ifPresent(ui -> ui.navigate(TableRoutes.NEW_NAMBARZ_GAME)));
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
        games.addColumn(g -> getTranslation("teacher.game." + g.kind().name())).setHeader(getTranslation("games.kind"))
                .setAutoWidth(true);
        games.addColumn(this::describe).setHeader(getTranslation("games.what")).setFlexGrow(3);
        games.addColumn(g -> getTranslation(g.finished() ? "games.finished" : "games.playing"))
                .setHeader(getTranslation("games.status")).setAutoWidth(true);
        List<ShelfGame> list = shelves.stream().flatMap(s -> s.myShelf().stream())
                .sorted(Comparator.comparing(ShelfGame::lastPlayedAt).reversed()).toList();
        games.addComponentColumn(g -> {
            Button open = new Button(getTranslation(g.finished() ? "games.see" : "games.resume"));
            open.setId("resume-" + list.indexOf(g));
            open.getElement().setAttribute("data-game", g.id().toString());
            open.addThemeVariants(g.finished() ? ButtonVariant.LUMO_TERTIARY : ButtonVariant.LUMO_PRIMARY);
            open.addClickListener(e -> getUI().ifPresent(ui -> ui.navigate(g.location())));
            return open;
        }).setAutoWidth(true);
        games.setItems(list);
        games.setVisible(!list.isEmpty());
        empty.setVisible(list.isEmpty());
    }

    private String describe(ShelfGame g) {
        Object[] args = g.detailArgs().stream()
                .map(a -> a instanceof ShelfGame.Words w ? getTranslation(w.key()) : a).toArray();
        return getTranslation(g.detailKey(), args);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("games.heading") + " · Arithmos";
    }
}
