package org.arithmos.bench;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.StateNode;
import com.vaadin.flow.internal.nodefeature.ElementAttributeMap;
import com.vaadin.flow.internal.nodefeature.ElementData;
import com.vaadin.flow.internal.nodefeature.ElementPropertyMap;
import java.io.Serializable;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one UI keeps for the browser (issue 12 §3): its state nodes, and the characters of the attribute and
 * property values they hold (an inline SVG card is one long {@code innerHTML} property). Measured in process,
 * so that the figure does not depend on the machine's load; see docs/benchmarks.md, "What a screen costs".
 */
public record StateTreeWeight(int nodes, long characters, int longestValue) {

    /** Walks every node of {@code ui}'s state tree. */
    public static StateTreeWeight of(UI ui) {
        int[] nodes = {0};
        long[] characters = {0};
        int[] longest = {0};
        StateNode root = ui.getInternals().getStateTree().getRootNode();
        root.visitNodeTree(node -> {
            nodes[0]++;
            if (node.hasFeature(ElementPropertyMap.class)) {
                var properties = node.getFeatureIfInitialized(ElementPropertyMap.class);
                properties.ifPresent(map -> map.getPropertyNames().forEach(name ->
                        count(map.getProperty(name), characters, longest)));
            }
            if (node.hasFeature(ElementAttributeMap.class)) {
                var attributes = node.getFeatureIfInitialized(ElementAttributeMap.class);
                attributes.ifPresent(map -> map.attributes().forEach(name ->
                        count(map.get(name), characters, longest)));
            }
        });
        return new StateTreeWeight(nodes[0], characters[0], longest[0]);
    }

    /**
     * The state nodes by the kind of component that owns them (an element without a component of its own counts
     * for its nearest ancestor's), the most first: where a view's weight is.
     */
    public static Map<String, Integer> byComponent(UI ui) {
        Map<String, Integer> nodes = new HashMap<>();
        ui.getInternals().getStateTree().getRootNode().visitNodeTree(node -> {
            if (node.hasFeature(ElementData.class)) {
                Element element = Element.get(node);
                while (element != null && element.getComponent().isEmpty()) {
                    element = element.getParent();
                }
                String owner = element == null ? "(none)" : element.getComponent().get().getClass().getSimpleName();
                nodes.merge(owner, 1, Integer::sum);
            } else {
                nodes.merge("(not an element)", 1, Integer::sum);
            }
        });
        Map<String, Integer> sorted = new LinkedHashMap<>();
        nodes.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    /** How many attribute and property values of {@code ui}'s state tree contain {@code part}. */
    public static int valuesContaining(UI ui, String part) {
        int[] found = {0};
        ui.getInternals().getStateTree().getRootNode().visitNodeTree(node -> {
            if (node.hasFeature(ElementPropertyMap.class)) {
                node.getFeatureIfInitialized(ElementPropertyMap.class).ifPresent(map -> map.getPropertyNames()
                        .filter(name -> map.getProperty(name) instanceof String s && s.contains(part))
                        .forEach(name -> found[0]++));
            }
            if (node.hasFeature(ElementAttributeMap.class)) {
                node.getFeatureIfInitialized(ElementAttributeMap.class).ifPresent(map -> map.attributes()
                        .filter(name -> map.get(name) instanceof String s && s.contains(part))
                        .forEach(name -> found[0]++));
            }
        });
        return found[0];
    }

    private static void count(Serializable value, long[] characters, int[] longest) {
        if (value instanceof String text) {
            characters[0] += text.length();
            longest[0] = Math.max(longest[0], text.length());
        }
    }

    @Override
    public String toString() {
        return nodes + " state nodes, " + characters + " characters of values, the longest " + longestValue;
    }
}
