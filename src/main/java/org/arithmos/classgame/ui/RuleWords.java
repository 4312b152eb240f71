package org.arithmos.classgame.ui;

import com.vaadin.flow.component.Component;

/** The words of a rule id in the viewer's language: each game keeps its rules under its own prefix. */
final class RuleWords {

    private RuleWords() {
    }

    /** The rule in full, as the rules page says it. */
    static String of(Component owner, String ruleId) {
        String prefix = switch (ruleId.substring(0, Math.max(0, ruleId.indexOf('-')))) {
            case "MC" -> "mc.rule.";
            case "NJ" -> "nj.rule.";
            case "KB" -> "kb.rule.";
            default -> "rule.";
        };
        return owner.getTranslation(prefix + ruleId);
    }

    /**
     * The rule named in a few words ("Wrong result"), readable at a glance and on a tablet, where a tooltip
     * does not show. Every rule a mistake can cite has one (RuleNamesTest); any other falls back to its id.
     */
    static String name(Component owner, String ruleId) {
        com.vaadin.flow.component.UI ui = owner.getUI().orElse(com.vaadin.flow.component.UI.getCurrent());
        org.arithmos.i18n.Language language = (ui == null ? java.util.Optional.<org.arithmos.i18n.Language>empty()
                : org.arithmos.i18n.Language.of(ui.getLocale())).orElse(org.arithmos.i18n.Language.fallback());
        return org.arithmos.i18n.Messages.find(language, "ruleName." + ruleId).orElse(ruleId);
    }
}
