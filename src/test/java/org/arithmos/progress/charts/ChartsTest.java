package org.arithmos.progress.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleFunction;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The server-drawn charts: well-formed SVG, the figures in the picture and in the table, empty data. */
class ChartsTest {

    private static final DoubleFunction<String> PERCENT = v -> Math.round(v) + " %";
    private static final DoubleFunction<String> COUNT = v -> Long.toString(Math.round(v));
    private static final List<String> WEEKS = List.of("W1", "W2", "W3", "W4");

    /** Parses with the JDK's XML parser, namespace-aware, and checks what every chart must be. */
    private static Document parse(String svg) throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        Element root = doc.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("role")).isEqualTo("img");
        assertThat(root.getAttribute("aria-label")).isNotBlank();
        assertThat(root.getElementsByTagNameNS("*", "title").item(0).getTextContent()).isEqualTo(root.getAttribute("aria-label"));
        assertThat(root.getElementsByTagNameNS("*", "desc").getLength()).isEqualTo(1);
        NodeList all = doc.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            assertThat(e.hasAttribute("style")).as("no inline style on <%s>", e.getLocalName()).isFalse();
            assertThat(e.hasAttribute("id")).as("no id on <%s>", e.getLocalName()).isFalse();
            assertThat(e.getLocalName()).isNotIn("script", "foreignObject", "style", "image", "a");
        }
        return doc;
    }

    private static List<String> texts(Document doc, String tag) {
        NodeList nodes = doc.getElementsByTagNameNS("*", tag);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent());
        }
        return out;
    }

    private static Series series(String name, Double... values) {
        return new Series(name, Arrays.asList(values));
    }

    @Test
    void aLineChartShowsEverySeriesInItsLegendItsPointsAndItsTable() throws Exception {
        var chart = new LineChart("Success by operation", "Share of correct calculations per week", WEEKS,
                List.of(series("+", 50.0, 75.0, null, 100.0), series("−", 20.0, 40.0, 60.0, 80.0)), true, PERCENT,
                "No calculations yet");
        Document doc = parse(chart.svg());
        assertThat(texts(doc, "text")).contains("+", "−", "W1", "W4", "0 %", "100 %").doesNotContain("No calculations yet");
        // A tooltip per point that has a value: 3 for "+" (one gap), 4 for "−".
        assertThat(texts(doc, "title")).contains("+, W2: 75 %", "−, W4: 80 %").doesNotContain("+, W3: 0 %");
        // The gap splits the "+" line in two runs; a single point makes no line.
        assertThat(doc.getElementsByTagNameNS("*", "polyline").getLength()).isEqualTo(2);
        assertThat(chart.table().header()).containsExactly("", "+", "−");
        assertThat(chart.table().rows()).containsExactly(List.of("W1", "50 %", "20 %"), List.of("W2", "75 %", "40 %"),
                List.of("W3", "–", "60 %"), List.of("W4", "100 %", "80 %"));
    }

    @Test
    void stackedBarsShowEachLayerAndTheTotals() throws Exception {
        var chart = new StackedBarChart("Penalties", "Penalties per week by kind", WEEKS,
                List.of(series("Too many cards", 1.0, 0.0, 2.0, null), series("Wrong result", 3.0, null, 1.0, null)),
                COUNT, "No penalties");
        Document doc = parse(chart.svg());
        assertThat(texts(doc, "title")).contains("Too many cards, W1: 1", "Wrong result, W1: 3", "Too many cards, W3: 2");
        assertThat(texts(doc, "text")).contains("4", "3", "Too many cards", "Wrong result");
        assertThat(doc.getElementsByTagNameNS("*", "rect").getLength()).as("4 layers drawn + 2 legend boxes").isEqualTo(6);
        assertThat(chart.table().rows()).containsExactly(List.of("W1", "1", "3", "4"), List.of("W2", "0", "0", "0"),
                List.of("W3", "2", "1", "3"), List.of("W4", "0", "0", "0"));
    }

    @Test
    void aBarListWritesEachValue() throws Exception {
        var chart = new BarList("Mistakes", "Penalties by kind", List.of(new BarList.Bar("Too many cards", 5, 0),
                new BarList.Bar("Wrong result", 2, 3), new BarList.Bar("Mixed kinds", 0, 2)), "Penalties", COUNT, "None");
        Document doc = parse(chart.svg());
        assertThat(texts(doc, "text")).containsSubsequence("Too many cards", "5", "Wrong result", "2", "Mixed kinds", "0");
        assertThat(texts(doc, "title")).contains("Too many cards: 5", "Wrong result: 2");
        assertThat(chart.table().rows()).containsExactly(List.of("Too many cards", "5"), List.of("Wrong result", "2"),
                List.of("Mixed kinds", "0"));
    }

    @Test
    void emptyDataSaysSoInsteadOfDrawingNothing() throws Exception {
        List<Chart> charts = List.of(
                new LineChart("A", "d", WEEKS, List.of(series("+", null, null, null, null)), true, PERCENT, "Nothing yet"),
                new LineChart("B", "d", List.of(), List.of(), false, COUNT, "Nothing yet"),
                new StackedBarChart("C", "d", WEEKS, List.of(series("x", 0.0, 0.0, null, 0.0)), COUNT, "Nothing yet"),
                new StackedBarChart("D", "d", List.of(), List.of(), COUNT, "Nothing yet"),
                new BarList("E", "d", List.of(), "n", COUNT, "Nothing yet"));
        for (Chart chart : charts) {
            Document doc = parse(chart.svg());
            assertThat(texts(doc, "text")).as(chart.title()).contains("Nothing yet");
        }
    }

    @Test
    void wordsAreEscapedAndNeverBecomeMarkup() throws Exception {
        var chart = new LineChart("Léa & <Tom>", "\"quotes\" and 'apostrophes'", List.of("a<b"),
                List.of(series("x & y", 10.0)), false, COUNT, "none");
        Document doc = parse(chart.svg());
        assertThat(doc.getDocumentElement().getAttribute("aria-label")).isEqualTo("Léa & <Tom>");
        assertThat(texts(doc, "text")).contains("x & y", "a<b");
    }

    @Test
    void badDataIsRefused() {
        assertThatThrownBy(() -> new LineChart("t", "d", WEEKS, List.of(series("+", 1.0)), true, PERCENT, "e"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StackedBarChart("t", "d", List.of("a"), List.of(series("x", -1.0)), COUNT, "e"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BarList.Bar("x", -2, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void scalesHaveRoundSteps() {
        assertThat(Scale.fitting(7, true).max()).isEqualTo(8);
        assertThat(Scale.fitting(0, true).max()).isEqualTo(4);
        assertThat(Scale.fitting(3.4, false).max()).isEqualTo(4);
        assertThat(Scale.fitting(37, true).max()).isEqualTo(40);
        assertThat(Scale.fitting(1, true).step()).isEqualTo(1);
        assertThat(Scale.percent().max()).isEqualTo(100);
    }
}
