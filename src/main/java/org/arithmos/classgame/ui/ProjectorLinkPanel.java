package org.arithmos.classgame.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import java.net.URI;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.UUID;
import org.arithmos.classgame.ProjectorLinks;

/**
 * On the class game's page: the teacher makes a short-lived link that opens the projector on another computer
 * without signing in (docs/decisions/0028), sees it once (only its hash is kept), and stops every link at once.
 * After a reload the page knows a link is open and until when, not its address: a new one is made.
 */
class ProjectorLinkPanel extends Div {

    private final ProjectorLinks links;
    private final UUID classGameId;

    ProjectorLinkPanel(ProjectorLinks links, UUID classGameId) {
        this.links = links;
        this.classGameId = classGameId;
        setId("projector-link");
        addClassName("projector-link-panel");
        showState();
    }

    private void showState() {
        removeAll();
        links.openUntil(classGameId).ifPresentOrElse(until -> {
            Paragraph open = new Paragraph(getTranslation("classGame.link.open", time(until)));
            open.setId("projector-link-state");
            add(open, button("classGame.link.new", "projector-link-new", this::make), stopButton());
        }, () -> add(button("classGame.link.make", "projector-link-make", this::make)));
    }

    private void make() {
        ProjectorLinks.Link link = links.open(classGameId);
        removeAll();
        String path = "projector/" + link.token();
        TextField address = new TextField(getTranslation("classGame.link.address"));
        address.setId("projector-link-address");
        address.setReadOnly(true);
        address.setValue(path);
        address.addClassName("projector-link-address");
        // The full address, as the teacher's browser reaches this page: what the other computer types or is sent.
        getUI().ifPresent(ui -> ui.getPage().fetchCurrentURL(url -> address.setValue(
                URI.create(url.toString()).resolve("../" + path).toString())));
        Anchor open = new Anchor(path, getTranslation("classGame.link.openHere"));
        open.setId("projector-link-open");
        open.setTarget("_blank");
        add(new Paragraph(getTranslation("classGame.link.made", time(link.until()))), address, open, stopButton());
    }

    private Button stopButton() {
        Button stop = button("classGame.link.stop", "projector-link-stop", () -> {
            links.revoke(classGameId);
            showState();
        });
        stop.addThemeVariants(ButtonVariant.LUMO_ERROR);
        return stop;
    }

    private Button button(String key, String id, Runnable action) {
        Button b = new Button(getTranslation(key), e -> action.run());
        b.setId(id);
        return b;
    }

    private String time(Instant at) {
        return DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(getLocale())
                .withZone(ZoneId.systemDefault()).format(at);
    }
}
