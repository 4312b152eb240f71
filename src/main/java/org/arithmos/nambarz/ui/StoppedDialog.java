package org.arithmos.nambarz.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import org.arithmos.nambarz.TableState;

/**
 * A class's table that the teacher ended before its game's end (issue 15: a class game ended): the pupil is
 * told so plainly, with the standings as at a game's end (the rounds played to their end, NZ-SCORE-3).
 */
final class StoppedDialog extends Dialog {

    StoppedDialog(TableState table, NzWords words, Runnable toLobby) {
        setId("stopped-dialog");
        setHeaderTitle(words.t("live.stopped"));
        add(new Paragraph(words.t("live.stopped.standings")));
        add(RoundDialog.standings(table, table.view().standings(), words));
        Button see = new Button(words.t("table.end.seeTable"), e -> close());
        see.setId("stopped-see-table");
        see.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button lobby = new Button(words.t("live.lobby"), e -> {
            close();
            toLobby.run();
        });
        lobby.setId("stopped-lobby");
        getFooter().add(see, lobby);
    }
}
