package org.arithmos.shell;

import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Map;

/**
 * The accessibility statement, in the shape the RGAA asks for: the standard aimed at, what was tested and
 * with what, what is known not to conform, and how to report a barrier. Public, like the rules.
 * Its facts follow docs/accessibility.md; change both together.
 */
@Route("accessibility")
@AnonymousAllowed
class AccessibilityView extends Main implements LocaleChangeObserver, HasDynamicTitle {

    /** Sections of the statement: each has a title key and a list of paragraph or item keys. */
    private static final List<String> SECTIONS = List.of("commitment", "status", "tested", "gaps", "contact");
    /** The sections with a list under their text, and how many items (keys a11y.SECTION.1 to .N). */
    private static final Map<String, Integer> LISTS = Map.of("tested", 9, "gaps", 2);

    AccessibilityView() {
        addClassNames("page", "accessibility-statement");
        setId("accessibility-statement");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        removeAll();
        add(new H1(getTranslation("a11y.title")));
        for (String section : SECTIONS) {
            var block = new Section(new H2(getTranslation("a11y." + section + ".title")));
            block.setId("a11y-" + section);
            block.add(new Paragraph(getTranslation("a11y." + section + ".text")));
            if (LISTS.containsKey(section)) {
                var items = new UnorderedList();
                for (int i = 1; i <= LISTS.get(section); i++) {
                    items.add(new ListItem(getTranslation("a11y." + section + "." + i)));
                }
                block.add(items);
            }
            add(block);
        }
        add(new Paragraph(getTranslation("a11y.date")));
        // Something to focus: the page scrolls, and a region that scrolls must be reachable by keyboard.
        var home = new RouterLink(getTranslation("a11y.home"), HomeView.class);
        home.setId("a11y-home");
        add(new Paragraph(home));
        event.getUI().getPage().setTitle(getPageTitle());
    }

    @Override
    public String getPageTitle() {
        return getTranslation("a11y.title") + " · Arithmos";
    }
}
