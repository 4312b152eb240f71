package org.arithmos.shell;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.page.ColorScheme;
import com.vaadin.flow.server.VaadinSession;
import java.util.Locale;
import org.arithmos.cards.SvgBuilder;
import org.arithmos.i18n.Language;

/**
 * The top bar's buttons: log in or out, EN / FR / IT, light or dark. Drawn as markup in one element with one click
 * listener (decision 0038: Vaadin's buttons with their icons and tooltips were 16 state nodes and 5 listeners in
 * every page of every session). They are still Vaadin's buttons and tooltips in the browser, so they look, take the
 * focus and answer Enter and Space as before.
 * <p>
 * The first page follows the browser's language (Vaadin matches Accept-Language against the provided locales); a
 * language or colour chosen here is kept in the session, for every tab of it. {@code Page.setColorScheme} lasts for
 * one page only, so the colour is applied again whenever the layout is attached.
 */
public class BarButtons extends Div {

    private static final String SCHEME_KEY = BarButtons.class.getName() + ".scheme";

    /** What the account button does: the layout knows who is signed in. */
    private final Runnable account;
    private String accountLabel = "";
    private String accountIcon = "sign-in";

    BarButtons(Runnable account) {
        this.account = account;
        addClassName("bar-buttons");
        // Drawn again in place (words, pressed state), the button pressed keeps the focus (frontend/scripts/markup.js).
        Markup.onAct(this, this::act);
    }

    /**
     * A button pressed ({@code account}, {@code scheme} or {@code lang:xx}); the tests press them here as the
     * browser's click does.
     */
    public void act(String act) {
        if (act.equals("account")) {
            account.run();
        } else if (act.equals("scheme")) {
            storeScheme(dark() ? ColorScheme.Value.LIGHT : ColorScheme.Value.DARK);
            applyStoredScheme();
        } else if (act.startsWith("lang:")) {
            // Setting the session locale also sets it on every UI of the session, which fires localeChange.
            Language.of(Locale.forLanguageTag(act.substring(5)))
                    .ifPresent(language -> VaadinSession.getCurrent().setLocale(language.locale()));
        }
    }

    /** The account button's words and icon ({@code sign-in} or {@code sign-out}). */
    void account(String label, String icon) {
        accountLabel = label;
        accountIcon = icon;
        draw();
    }

    void applyStoredScheme() {
        UI.getCurrent().getPage().setColorScheme(storedScheme());
        draw();
    }

    /** Drawn again in the page's language; sent to the browser only when it changed. */
    void draw() {
        Markup.show(this, render());
    }

    private String render() {
        Language current = Language.of(getLocale()).orElse(Language.fallback());
        var out = new StringBuilder();
        out.append("<vaadin-button id=\"account-button\" theme=\"tertiary\" data-act=\"account\">")
                .append(Markup.icon(accountIcon, "prefix")).append(SvgBuilder.escape(accountLabel)).append("</vaadin-button>");
        out.append("<div class=\"language-switch\" role=\"group\" aria-label=\"")
                .append(SvgBuilder.escape(getTranslation("shell.language"))).append("\">");
        for (Language language : Language.values()) {
            String code = language.code();
            String letters = code.toUpperCase(Locale.ROOT);
            boolean selected = language == current;
            // The name starts with the letters shown (WCAG 2.5.3, label in name), then says the language.
            out.append("<vaadin-button id=\"lang-").append(code).append("\" lang=\"").append(code)
                    .append("\" theme=\"").append(selected ? "primary" : "tertiary").append("\" aria-pressed=\"")
                    .append(selected).append("\" aria-label=\"").append(letters).append(' ')
                    .append(SvgBuilder.escape(language.nativeName())).append("\" data-act=\"lang:").append(code)
                    .append("\">").append(letters).append("</vaadin-button>")
                    .append(tooltip("lang-" + code, language.nativeName()));
        }
        out.append("</div>");
        // The button shows what it switches to.
        boolean dark = dark();
        String scheme = getTranslation(dark ? "shell.light" : "shell.dark");
        out.append("<vaadin-button id=\"color-scheme-toggle\" theme=\"tertiary icon\" aria-pressed=\"").append(dark)
                .append("\" aria-label=\"").append(SvgBuilder.escape(scheme)).append("\" data-act=\"scheme\">")
                .append(Markup.icon(dark ? "sun-o" : "moon-o", null)).append("</vaadin-button>")
                .append(tooltip("color-scheme-toggle", scheme));
        return out.toString();
    }

    private static String tooltip(String forId, String text) {
        return "<vaadin-tooltip for=\"" + forId + "\" text=\"" + SvgBuilder.escape(text) + "\"></vaadin-tooltip>";
    }

    private static boolean dark() {
        return storedScheme() == ColorScheme.Value.DARK;
    }

    private static ColorScheme.Value storedScheme() {
        Object value = VaadinSession.getCurrent().getAttribute(SCHEME_KEY);
        return value instanceof ColorScheme.Value scheme ? scheme : ColorScheme.Value.LIGHT;
    }

    private static void storeScheme(ColorScheme.Value scheme) {
        VaadinSession.getCurrent().setAttribute(SCHEME_KEY, scheme);
    }
}
