package org.arithmos.classroom.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.server.VaadinRequest;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.arithmos.i18n.Language;

/**
 * The top of a printing page, hidden on paper: back to the class, what is printed, the language of the
 * cards, and the print button. Also finds this server's address as the browser sees it, for the cards.
 */
final class PrintToolbar extends Div {

    final H1 title = new H1();
    final Paragraph hint = new Paragraph();
    final RadioButtonGroup<Language> language = new RadioButtonGroup<>();
    final Button print = new Button();
    private final Anchor back = new Anchor();
    private final Consumer<String> onOrigin;

    PrintToolbar(Consumer<Language> onLanguage, Consumer<String> onOrigin) {
        this.onOrigin = onOrigin;
        addClassName("print-toolbar");
        back.addClassName("back-link");
        back.setId("back-to-class");
        title.setId("print-title");
        language.setId("cards-language");
        language.setItems(List.of(Language.values()));
        language.setItemLabelGenerator(Language::nativeName);
        language.addValueChangeListener(e -> {
            if (e.getValue() != null) {
                onLanguage.accept(e.getValue());
            }
        });
        print.setId("print-button");
        print.setIcon(VaadinIcon.PRINT.create());
        print.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
        print.addClickListener(e -> print.getUI().ifPresent(ui -> ui.getPage().executeJs("window.print()")));
        Div actions = new Div(language, print);
        actions.addClassName("print-actions");
        add(back, title, hint, actions);
    }

    void setTexts(long classId, String titleText, String hintText) {
        back.setHref("classes/" + classId);
        back.setText("← " + getTranslation("teacher.backToClass"));
        title.setText(titleText);
        hint.setText(hintText);
        language.setLabel(getTranslation("teacher.cards.language"));
        print.setText(getTranslation("teacher.cards.print"));
    }

    /** Puts the cards on A4 sheets of {@code perPage} each (the print style breaks the page after each sheet). */
    static void paginate(Div sheets, List<? extends com.vaadin.flow.component.Component> cards, int perPage) {
        sheets.removeAll();
        Div sheet = null;
        for (int i = 0; i < cards.size(); i++) {
            if (i % perPage == 0) {
                sheet = new Div();
                sheet.addClassName("sheet");
                sheets.add(sheet);
            }
            sheet.add(cards.get(i));
        }
    }

    /** The language the cards start in: the screen's. */
    static Language startingLanguage(Locale locale) {
        return Language.of(locale).orElse(Language.fallback());
    }

    @Override
    protected void onAttach(AttachEvent event) {
        super.onAttach(event);
        onOrigin.accept(requestOrigin());
        // The address the browser used is the one pupils' browsers will reach (a proxy may stand between).
        event.getUI().getPage().fetchCurrentURL(url -> onOrigin.accept(url.getProtocol() + "://" + url.getAuthority()));
    }

    private static String requestOrigin() {
        VaadinRequest request = VaadinRequest.getCurrent();
        if (request instanceof com.vaadin.flow.server.VaadinServletRequest r) {
            var http = r.getHttpServletRequest();
            boolean defaultPort = (http.getScheme().equals("http") && http.getServerPort() == 80)
                    || (http.getScheme().equals("https") && http.getServerPort() == 443);
            return http.getScheme() + "://" + http.getServerName() + (defaultPort ? "" : ":" + http.getServerPort());
        }
        return "";
    }
}
