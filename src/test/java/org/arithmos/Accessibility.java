package org.arithmos;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The automated accessibility floor (decision 0021): axe-core, fetched from npm by the build, injected into
 * the page shown and run with the WCAG 2.1 A and AA rules, in the page's theme and then in the other one
 * (set on the page as the colour switch sets it). Every check is kept for the report in
 * target/accessibility/; {@link #serious()} lists the serious and critical findings, which must be none.
 * A new screen is covered by one line: {@code Accessibility.check(browser, "live table, dialog open")}.
 */
public final class Accessibility {

    private static final List<String> TAGS = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa");
    private static final Path REPORT_DIR = Path.of("target", "accessibility");
    private static final List<Check> CHECKS = new ArrayList<>();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** One run of axe on one page state in one theme. */
    public record Check(String page, String theme, String url, int passes, int incomplete, List<Finding> findings) {
    }

    /** A rule that failed, with its impact (minor, moderate, serious, critical) and the nodes at fault. */
    public record Finding(String rule, String impact, String help, List<String> nodes) {

        boolean serious() {
            return "serious".equals(impact) || "critical".equals(impact);
        }
    }

    private Accessibility() {
    }

    /** Checks the page as shown, in light and in dark, and records both; returns their serious findings. */
    public static synchronized List<String> check(Browser browser, String page) {
        browser.awaitServer();
        inject(browser);
        boolean wasDark = Boolean.TRUE.equals(browser.js(
                "return (document.documentElement.getAttribute('theme') || '').includes('dark')"));
        List<String> serious = new ArrayList<>(run(browser, page, wasDark ? "dark" : "light"));
        setDark(browser, !wasDark);
        try {
            serious.addAll(run(browser, page, wasDark ? "light" : "dark"));
        } finally {
            setDark(browser, wasDark);
        }
        return serious;
    }

    /** Every serious or critical finding so far, one line each: page, theme, rule, nodes. */
    public static synchronized List<String> serious() {
        List<String> lines = new ArrayList<>();
        for (Check check : CHECKS) {
            check.findings().stream().filter(Finding::serious).forEach(f -> lines.add(line(check, f)));
        }
        return lines;
    }

    public static synchronized List<Check> checks() {
        return List.copyOf(CHECKS);
    }

    private static String line(Check check, Finding f) {
        return check.page() + " (" + check.theme() + "): " + f.rule() + " [" + f.impact() + "] " + f.help()
                + " at " + f.nodes();
    }

    private static void inject(Browser browser) {
        if (Boolean.TRUE.equals(browser.js("return typeof window.axe !== 'undefined'"))) {
            return;
        }
        Path script = Path.of(System.getProperty("axe.script", "target/axe/package/axe.min.js"));
        if (!Files.isRegularFile(script)) {
            throw new IllegalStateException(script + " is missing: the build fetches it (npm pack axe-core) before "
                    + "the browser tests");
        }
        try {
            browser.js(Files.readString(script));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What Vaadin's Page.setColorScheme does in the browser, so the check needs no server round trip. */
    private static void setDark(Browser browser, boolean dark) {
        browser.js("""
                const html = document.documentElement;
                if (arguments[0]) { html.setAttribute('theme', 'dark'); html.style.colorScheme = 'dark'; }
                else { html.removeAttribute('theme'); html.style.colorScheme = ''; }""", dark);
    }

    private static List<String> run(Browser browser, String page, String theme) {
        browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(90));
        // Let transitions (a dialog opening, a theme change) end: colours are measured as painted. A loaded
        // machine may take longer than a quarter second, so wait for the page's finite animations to end too
        // (an endless one, such as a turn's glow, never does: it is left alone).
        sleep(250);
        for (int i = 0; i < 30 && Boolean.TRUE.equals(browser.js("""
                return document.getAnimations().some(a => a.playState === 'running'
                    && a.effect && a.effect.getComputedTiming().iterations !== Infinity);""")); i++) {
            sleep(100);
        }
        Object json = browser.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})
                    .then(r => done(JSON.stringify({passes: r.passes.length, incomplete: r.incomplete.length,
                        violations: r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                            nodes: v.nodes.map(n => n.target.join(' > ') + ' ' + n.html.slice(0, 160))}))})),
                        e => done(JSON.stringify({error: String(e)})));""", TAGS);
        JsonNode result = JSON.readTree(json.toString());
        if (result.has("error")) {
            throw new IllegalStateException("axe failed on " + page + ": " + result.get("error").asString());
        }
        List<Finding> findings = new ArrayList<>();
        for (JsonNode v : result.get("violations")) {
            List<String> nodes = new ArrayList<>();
            v.get("nodes").forEach(n -> nodes.add(n.asString()));
            findings.add(new Finding(v.get("id").asString(), v.get("impact").asString(), v.get("help").asString(), nodes));
        }
        Check check = new Check(page, theme, browser.driver.getCurrentUrl().replaceFirst("^https?://[^/]+", ""),
                result.get("passes").asInt(), result.get("incomplete").asInt(), List.copyOf(findings));
        CHECKS.add(check);
        writeReport();
        return findings.stream().filter(Finding::serious).map(f -> line(check, f)).toList();
    }

    /** target/accessibility/report.md (pages, rules, counts) and findings.txt (every node), rewritten each time. */
    private static void writeReport() {
        var report = new StringBuilder("# Accessibility check (axe-core, WCAG 2.1 A and AA)\n\n")
                .append("| page | theme | address | rules passed | to review by hand | minor | moderate | serious | critical |\n")
                .append("| --- | --- | --- | --: | --: | --: | --: | --: | --: |\n");
        Map<String, Integer> byRule = new TreeMap<>();
        var details = new StringBuilder();
        for (Check c : CHECKS) {
            Map<String, Integer> impacts = new TreeMap<>();
            for (Finding f : c.findings()) {
                impacts.merge(f.impact(), f.nodes().size(), Integer::sum);
                byRule.merge(f.rule() + " [" + f.impact() + "]", f.nodes().size(), Integer::sum);
                details.append(line(c, f)).append('\n');
            }
            report.append("| %s | %s | `%s` | %d | %d | %d | %d | %d | %d |\n".formatted(c.page(), c.theme(), c.url(),
                    c.passes(), c.incomplete(), impacts.getOrDefault("minor", 0), impacts.getOrDefault("moderate", 0),
                    impacts.getOrDefault("serious", 0), impacts.getOrDefault("critical", 0)));
        }
        report.append("\n## Nodes at fault, by rule\n\n");
        if (byRule.isEmpty()) {
            report.append("None.\n");
        }
        byRule.forEach((rule, nodes) -> report.append("- ").append(rule).append(": ").append(nodes).append('\n'));
        try {
            Files.createDirectories(REPORT_DIR);
            Files.writeString(REPORT_DIR.resolve("report.md"), report);
            Files.writeString(REPORT_DIR.resolve("findings.txt"), details);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
