package org.arithmos.shell;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.server.VaadinSession;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.arithmos.i18n.Language;

/**
 * EN / FR / IT buttons. The first page follows the browser's language (Vaadin matches Accept-Language
 * against the provided locales); a choice made here is kept in the session, for every tab of it.
 */
class LanguageSwitch extends Div {

    private final Map<Language, Button> buttons = new EnumMap<>(Language.class);

    LanguageSwitch() {
        addClassName("language-switch");
        getElement().setAttribute("role", "group");
        for (Language language : Language.values()) {
            var button = new Button(language.code().toUpperCase(Locale.ROOT), click -> choose(language));
            button.setId("lang-" + language.code());
            button.getElement().setAttribute("lang", language.code());
            button.setTooltipText(language.nativeName());
            // The name starts with the letters shown (WCAG 2.5.3, label in name), then says the language.
            button.setAriaLabel(language.code().toUpperCase(Locale.ROOT) + " " + language.nativeName());
            buttons.put(language, button);
            add(button);
        }
    }

    private static void choose(Language language) {
        // Setting the session locale also sets it on every UI of the session, which fires localeChange.
        VaadinSession.getCurrent().setLocale(language.locale());
    }

    void localeChange(Locale locale) {
        Language current = Language.of(locale).orElse(Language.fallback());
        getElement().setAttribute("aria-label", getTranslation("shell.language"));
        buttons.forEach((language, button) -> {
            boolean selected = language == current;
            button.removeThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_TERTIARY);
            button.addThemeVariants(selected ? ButtonVariant.LUMO_PRIMARY : ButtonVariant.LUMO_TERTIARY);
            button.getElement().setAttribute("aria-pressed", Boolean.toString(selected));
        });
    }
}
