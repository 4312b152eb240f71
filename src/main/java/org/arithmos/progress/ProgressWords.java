package org.arithmos.progress;

import java.util.stream.Collectors;
import org.arithmos.i18n.Language;
import org.arithmos.i18n.Messages;

/**
 * The dashboards' words, for the views and the CSV alike: kinds of penalties, levels, why a pupil stands
 * out, the level suggestion. All from the {@code progress.*} keys of the i18n bundles.
 */
public final class ProgressWords {

    /** Finds a text by key, with {@code {0}}… arguments: a view's {@code getTranslation}, or {@link Messages}. */
    @FunctionalInterface
    public interface Translator {
        String t(String key, Object... args);
    }

    private final Translator words;

    public ProgressWords(Translator words) {
        this.words = words;
    }

    public static ProgressWords in(Language language) {
        return new ProgressWords((key, args) -> Messages.get(language, key, args));
    }

    public String t(String key, Object... args) {
        return words.t(key, args);
    }

    /** "85 %" in the reader's typography; a dash when there is nothing to count. */
    public String percent(Integer percent) {
        return percent == null ? words.t("progress.none") : words.t("progress.percent", percent);
    }

    public String percent(Tally tally) {
        return percent(tally.percent());
    }

    /** "Too many cards". */
    public String kind(Misconception kind) {
        return words.t("progress.kind." + kind.name());
    }

    /** "Too many cards (NZ-CALC-7)". */
    public String kindWithRules(Misconception kind) {
        return kind.rules().isEmpty() ? kind(kind) : kind(kind) + " (" + String.join(", ", kind.rules()) + ")";
    }

    /** A level step in words: "+ and − only", "+ − × ÷", "+ − × ÷ with brackets". */
    public String step(int step) {
        return words.t("play.setup.level." + switch (step) {
            case 0 -> "PLUS_MINUS";
            case 1 -> "ALL_FOUR";
            default -> "BRACKETS";
        });
    }

    /** "Step 2: + − × ÷" (never starts with a sign, so a spreadsheet does not take it for a formula). */
    public String level(int step) {
        return words.t("progress.level", step + 1, step(step));
    }

    public String operation(Operation op) {
        return words.t("progress.operation." + op.name());
    }

    /** Why a pupil stands out, with the figures. */
    public String struggle(Struggle s) {
        return switch (s) {
            case Struggle.LowSuccess(Tally recent) -> words.t("progress.struggle.lowSuccess", recent.correct(),
                    recent.total(), percent(recent));
            case Struggle.RepeatedPenalty(Misconception kind, int times) ->
                    words.t("progress.struggle.repeated", kind(kind), times);
        };
    }

    public String struggles(PupilProgress p) {
        return p.struggles().stream().map(this::struggle).collect(Collectors.joining("; "));
    }

    /** "Raise the level to + − × ÷". */
    public String advice(LevelSuggestion s) {
        return words.t("progress.suggestion." + s.advice().name(), step(s.suggestedStep()));
    }

    /** The figures behind the suggestion, in a sentence. */
    public String why(LevelSuggestion s) {
        return words.t("progress.suggestion.why." + s.why().name(), step(s.step()), s.recent().total(),
                s.recent().correct(), percent(s.recent()), s.hinted());
    }

    /** Penalties by kind, most frequent first: "Too many cards 3, Wrong result 1"; a dash when none. */
    public String penalties(PupilProgress p) {
        String text = p.penaltiesByKind().entrySet().stream().filter(e -> e.getValue() > 0)
                .sorted((a, b) -> b.getValue() - a.getValue())
                .map(e -> kind(e.getKey()) + " " + e.getValue()).collect(Collectors.joining(", "));
        return text.isEmpty() ? words.t("progress.none") : text;
    }
}
