package org.arithmos.tables.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.html.Div;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.cards.SvgBuilder;
import org.arithmos.shell.Markup;

/**
 * A story of lines, oldest at the top, whose new lines the browser adds at the end and whose oldest ones beyond
 * {@code keep} it takes away (decision 0038: two state nodes a line, 60 for a story of 30, were the biggest part of a
 * table being played). Lines are only ever added in the page, never written again, so a screen reader hears each new
 * line once when the element is a live region (issue 13 §2). The server keeps the lines' words only, to draw them
 * again in a page that attaches the log anew.
 */
public class MarkupLog extends Div {

    private static final String ADD = """
            this.insertAdjacentHTML('beforeend', $0);
            while (this.children.length > $1) { this.firstElementChild.remove(); }
            this.scrollTop = this.scrollHeight;""";

    private final int keep;
    private final List<String> lines = new ArrayList<>();

    public MarkupLog(int keep) {
        this.keep = keep;
    }

    /** Adds lines at the end: each a paragraph of {@code text} with the class {@code className}. */
    public void add(List<Line> added) {
        if (added.isEmpty()) {
            return;
        }
        var markup = new StringBuilder();
        for (Line line : added) {
            String p = "<p class=\"" + SvgBuilder.escape(line.className()) + "\">" + SvgBuilder.escape(line.text())
                    + "</p>";
            markup.append(p);
            lines.add(p);
        }
        while (lines.size() > keep) {
            lines.removeFirst();
        }
        getElement().executeJs(ADD, markup.toString(), keep);
    }

    public void clear() {
        lines.clear();
        getElement().executeJs("this.innerHTML = ''");
    }

    /** The lines' words, oldest first (what a test reads of the story). */
    public List<String> words() {
        return lines.stream().map(Markup::words).toList();
    }

    @Override
    protected void onAttach(AttachEvent event) {
        // A log attached again is a new element in the page: its lines are written back, once.
        if (!lines.isEmpty()) {
            getElement().executeJs("this.innerHTML = $0; this.scrollTop = this.scrollHeight", String.join("", lines));
        }
    }

    /** One line of the story and its look. */
    public record Line(String text, String className) {
    }
}
