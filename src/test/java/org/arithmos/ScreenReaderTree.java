package org.arithmos;

import java.util.List;
import java.util.Map;

/**
 * What the browser hands a screen reader for an element: Chromium's accessibility tree (the DevTools protocol's
 * {@code Accessibility} domain), the role, name and states it computes from the page, which is what a screen
 * reader reads out; checked where the page's own attributes could still say something else (a name hidden by a
 * child's, a role lost to an ancestor's {@code aria-hidden}).
 */
record ScreenReaderTree(String role, String name, boolean ignored, Map<String, String> states) {

    /** The node of the first element that matches a CSS selector, or an error when none does. */
    @SuppressWarnings("unchecked")
    static ScreenReaderTree of(Browser browser, String selector) {
        var driver = browser.driver;
        Map<String, Object> root = (Map<String, Object>) driver.executeCdpCommand("DOM.getDocument", Map.of("depth", 0));
        Object rootId = ((Map<String, Object>) root.get("root")).get("nodeId");
        Object nodeId = driver.executeCdpCommand("DOM.querySelector", Map.of("nodeId", rootId, "selector", selector))
                .get("nodeId");
        if (nodeId == null || ((Number) nodeId).intValue() == 0) {
            throw new AssertionError("nothing in the page matches " + selector);
        }
        List<Map<String, Object>> nodes = (List<Map<String, Object>>) driver.executeCdpCommand(
                "Accessibility.getPartialAXTree", Map.of("nodeId", nodeId, "fetchRelatives", false)).get("nodes");
        Map<String, Object> node = nodes.getFirst();
        var states = new java.util.TreeMap<String, String>();
        for (Map<String, Object> p : (List<Map<String, Object>>) node.getOrDefault("properties", List.of())) {
            states.put((String) p.get("name"), String.valueOf(((Map<String, Object>) p.get("value")).get("value")));
        }
        return new ScreenReaderTree(value(node.get("role")), value(node.get("name")),
                Boolean.TRUE.equals(node.get("ignored")), states);
    }

    /**
     * The page's words and pictures in the order a screen reader reads the page from top to bottom (the tree's
     * texts and named images, what is hidden from it left out).
     */
    @SuppressWarnings("unchecked")
    static List<String> readingOrder(Browser browser) {
        List<Map<String, Object>> nodes = (List<Map<String, Object>>) browser.driver.executeCdpCommand(
                "Accessibility.getFullAXTree", Map.of()).get("nodes");
        Map<String, Map<String, Object>> byId = new java.util.HashMap<>();
        nodes.forEach(n -> byId.put((String) n.get("nodeId"), n));
        List<String> out = new java.util.ArrayList<>();
        read(byId, nodes.getFirst(), out);
        return out;
    }

    @SuppressWarnings("unchecked")
    private static void read(Map<String, Map<String, Object>> byId, Map<String, Object> node, List<String> out) {
        String role = value(node.get("role"));
        if (!Boolean.TRUE.equals(node.get("ignored")) && ("StaticText".equals(role) || "image".equals(role))
                && !value(node.get("name")).isBlank()) {
            out.add(value(node.get("name")).trim());
        }
        if ("image".equals(role)) {
            return; // an image is read by its name, not by what it is drawn with
        }
        for (Object child : (List<Object>) node.getOrDefault("childIds", List.of())) {
            Map<String, Object> c = byId.get(String.valueOf(child));
            if (c != null) {
                read(byId, c, out);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static String value(Object property) {
        return property instanceof Map<?, ?> m && m.get("value") != null ? String.valueOf(((Map<String, Object>) m).get("value")) : "";
    }
}
