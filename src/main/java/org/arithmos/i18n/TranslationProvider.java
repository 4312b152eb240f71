package org.arithmos.i18n;

import com.vaadin.flow.i18n.I18NProvider;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Vaadin's view of the bundles in {@code vaadin-i18n/}: the texts come from {@link Messages}, which reads them
 * like Vaadin's {@code DefaultI18NProvider}, with two differences that matter on a school server (see
 * docs/decisions/0003-translations.md):
 * <ul>
 *   <li>English is a provided locale although it has no {@code translations_en.properties}, so an English
 *       browser gets English and not the first other language;</li>
 *   <li>no fallback to the JVM's default locale: on a server whose default locale is French, an English
 *       page must still come from {@code translations.properties}, not {@code translations_fr.properties}.</li>
 * </ul>
 */
@Component
public class TranslationProvider implements I18NProvider {

    private static final Logger log = LoggerFactory.getLogger(TranslationProvider.class);

    @Override
    public List<Locale> getProvidedLocales() {
        return Arrays.stream(Language.values()).map(Language::locale).toList();
    }

    @Override
    public String getTranslation(String key, Locale locale, Object... params) {
        Language language = Language.of(locale).orElse(Language.fallback());
        return Messages.find(language, key, params).orElseGet(() -> {
            // Visible on the page, so a missing key is noticed; the i18n test should have caught it first.
            log.warn("No translation for '{}' in {}", key, language);
            return Messages.missing(language, key);
        });
    }
}
