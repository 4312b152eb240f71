package org.arithmos.progress.ui;

import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import org.arithmos.progress.charts.Chart;
import org.arithmos.progress.charts.ChartTable;

/**
 * A chart on a page: its title, the SVG drawn on the server, and its figures as a table under "Show the
 * figures" (what screen readers and careful readers use).
 */
final class ChartBox extends Div {

    ChartBox(Chart chart, String figures) {
        addClassName("chart-box");
        H3 title = new H3(chart.title());
        // innerHTML, not Html: Html's parser lowercases SVG attribute names (viewBox), the browser's does not.
        Div picture = new Div();
        picture.getElement().setProperty("innerHTML", chart.svg());
        picture.addClassName("chart-picture");
        Details table = new Details(figures, new Html(tableHtml(chart.table())));
        table.addClassName("chart-figures");
        add(title, picture, table);
    }

    /** The table as escaped HTML (one element for {@link Html}). */
    static String tableHtml(ChartTable t) {
        StringBuilder b = new StringBuilder("<table class=\"chart-table\"><caption>").append(escape(t.caption()))
                .append("</caption><thead><tr>");
        t.header().forEach(h -> b.append("<th scope=\"col\">").append(escape(h)).append("</th>"));
        b.append("</tr></thead><tbody>");
        for (var row : t.rows()) {
            b.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                String tag = i == 0 ? "th scope=\"row\"" : "td";
                b.append('<').append(tag).append('>').append(escape(row.get(i))).append("</").append(i == 0 ? "th" : "td")
                        .append('>');
            }
            b.append("</tr>");
        }
        return b.append("</tbody></table>").toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
