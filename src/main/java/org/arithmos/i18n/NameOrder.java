package org.arithmos.i18n;

import java.text.Collator;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Names in the reader's alphabetical order ("Léa" before "Luca", "émile" beside "Emma"), as a person
 * sorts them, not by character codes (which put every accented letter after "z"). Every list of names
 * shown to someone is sorted here, with the language of the page.
 */
public final class NameOrder {

    private NameOrder() {
    }

    /** A comparator of things by their name in this language's order; ties keep a stable, exact order. */
    public static <T> Comparator<T> by(Function<? super T, String> name, Locale locale) {
        Collator collator = Collator.getInstance(locale); // not thread-safe: one per comparator
        return Comparator.<T, String>comparing(name, collator).thenComparing(name);
    }

    public static <T> List<T> sorted(Collection<T> items, Function<? super T, String> name, Locale locale) {
        return items.stream().sorted(by(name, locale)).toList();
    }
}
