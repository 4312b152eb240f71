package org.arithmos.classgame.ui;

import com.vaadin.flow.component.Component;

/** The words of a rule id in the viewer's language: each game keeps its rules under its own prefix. */
final class RuleWords {

    private RuleWords() {
    }

    static String of(Component owner, String ruleId) {
        String prefix = switch (ruleId.substring(0, Math.max(0, ruleId.indexOf('-')))) {
            case "MC" -> "mc.rule.";
            case "NJ" -> "nj.rule.";
            case "KB" -> "kb.rule.";
            default -> "rule.";
        };
        return owner.getTranslation(prefix + ruleId);
    }
}
