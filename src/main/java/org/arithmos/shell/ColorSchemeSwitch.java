package org.arithmos.shell;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.page.ColorScheme;
import com.vaadin.flow.server.VaadinSession;

/**
 * Light/dark toggle for Lumo. {@code Page.setColorScheme} lasts for one page only, so the choice is kept
 * in the session and applied again whenever the layout is attached.
 */
class ColorSchemeSwitch extends Button {

    private static final String SESSION_KEY = ColorSchemeSwitch.class.getName();

    ColorSchemeSwitch() {
        setId("color-scheme-toggle");
        addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_ICON);
        addClickListener(click -> {
            store(isDark() ? ColorScheme.Value.LIGHT : ColorScheme.Value.DARK);
            applyStoredChoice();
        });
    }

    void applyStoredChoice() {
        UI.getCurrent().getPage().setColorScheme(stored());
        updateLabel();
    }

    void updateLabel() {
        // The button shows what it switches to.
        boolean dark = isDark();
        setIcon(dark ? VaadinIcon.SUN_O.create() : VaadinIcon.MOON_O.create());
        String label = getTranslation(dark ? "shell.light" : "shell.dark");
        setAriaLabel(label);
        setTooltipText(label);
        getElement().setAttribute("aria-pressed", Boolean.toString(dark));
    }

    private boolean isDark() {
        return stored() == ColorScheme.Value.DARK;
    }

    private static ColorScheme.Value stored() {
        Object value = VaadinSession.getCurrent().getAttribute(SESSION_KEY);
        return value instanceof ColorScheme.Value scheme ? scheme : ColorScheme.Value.LIGHT;
    }

    private static void store(ColorScheme.Value scheme) {
        VaadinSession.getCurrent().setAttribute(SESSION_KEY, scheme);
    }
}
