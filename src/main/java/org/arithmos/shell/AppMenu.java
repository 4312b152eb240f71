package org.arithmos.shell;

import com.vaadin.flow.component.html.Nav;
import java.util.List;
import java.util.Objects;
import org.arithmos.cards.SvgBuilder;

/**
 * The side menu of every page, drawn as plain links in one element (issue 12: Vaadin's side navigation cost two
 * state nodes per item and its icon, about 40 KB of every session on the server for a list of links that never
 * talks back). The links carry {@code router-link}, so Vaadin's client opens their pages without reloading, as the
 * side navigation did; the item of the page shown says so ({@code aria-current}), and a group's items show under
 * it while one of them is open.
 */
public class AppMenu extends Nav {

    /** One link of the menu: its id (the tests' and the keyboard's handle), address, Vaadin icon and words. */
    public record Item(String id, String path, String icon, String label, List<Item> children) {
        public Item {
            children = List.copyOf(children);
        }

        /** This item's page, or one of its group's, is the one shown. */
        boolean opens(String current) {
            return path.equals(current) || children.stream().anyMatch(c -> c.opens(current));
        }
    }

    private List<Item> items = List.of();
    private String current = "";

    AppMenu() {
        addClassName("app-nav");
    }

    /** The items a user may open, in their order, with the page shown ({@code current}: its path, no slash). */
    void show(List<Item> items, String current, String label) {
        this.items = List.copyOf(items);
        this.current = Objects.requireNonNullElse(current, "");
        getElement().setAttribute("aria-label", label);
        Markup.show(this, render());
    }

    /** The ids of the items in the page, groups' items included (for the menu's tests). */
    public List<String> ids() {
        return items.stream().flatMap(i -> java.util.stream.Stream.concat(java.util.stream.Stream.of(i),
                i.opens(current) ? i.children().stream() : java.util.stream.Stream.empty())).map(Item::id).toList();
    }

    private String render() {
        var out = new StringBuilder("<ul>");
        for (Item item : items) {
            boolean open = !item.children().isEmpty() && item.opens(current);
            out.append("<li>");
            link(out, item, !open && item.path().equals(current));
            if (open) {
                out.append("<ul>");
                item.children().forEach(child -> {
                    out.append("<li>");
                    link(out, child, child.path().equals(current));
                    out.append("</li>");
                });
                out.append("</ul>");
            }
            out.append("</li>");
        }
        return out.append("</ul>").toString();
    }

    private static void link(StringBuilder out, Item item, boolean here) {
        out.append("<a id=\"").append(SvgBuilder.escape(item.id())).append("\" href=\"").append(SvgBuilder.escape(item.path()))
                .append("\" router-link").append(here ? " aria-current=\"page\"" : "").append('>');
        if (item.icon() != null) {
            out.append(Markup.icon(item.icon(), null));
        }
        out.append("<span>").append(SvgBuilder.escape(item.label())).append("</span></a>");
    }
}
