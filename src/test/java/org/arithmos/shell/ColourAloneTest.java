package org.arithmos.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Nothing depends on colour alone (issue 13 §2, WCAG 1.4.1): every style rule of the app that changes only colours
 * (text, background, border, shadow) was reviewed, and the second cue that says the same thing without colour is
 * written here. A new rule of that kind fails this test until someone checks it and writes its cue. (The app sets
 * no colour from Java; the card and chart drawings are checked by their own tests and the statement page.)
 */
class ColourAloneTest {

    private static final Set<String> COLOUR_ONLY = Set.of("color", "background", "background-color",
            "border-color", "border-left-color", "outline-color", "fill", "stroke", "box-shadow");

    /** Selector (as written, whitespace folded) -> the cue that does not need colour. */
    private static final Map<String, String> REVIEWED = Map.ofEntries(
            Map.entry(".rules .play-allowed .play-verdict", "the verdict's words (allowed)"),
            Map.entry(".rules .play-not-allowed .play-verdict", "the verdict's words (not allowed)"),
            Map.entry(".card-view.card-hinted", "the hint badge drawn by ::after, and an outline in forced colours"),
            Map.entry(".card-view.card-selected.card-hinted", "the selected tick (::before) and the hint badge"),
            Map.entry(".class-game-badge.mistakes", "its words: \"2 mistakes\""),
            Map.entry(".debrief-count", "a number with its words"),
            Map.entry(".empty-note", "a sentence; the colour is only a softer tone"),
            Map.entry(".import-note", "a sentence; the colour is only a softer tone"),
            Map.entry(".mc-map-known", "the sign ✓ in the square"),
            Map.entry(".mc-map-shaky", "the sign ? in the square"),
            Map.entry(".mc-map-never", "the sign · in the square"),
            Map.entry(".nj-box-yellow", "the box's name written in it (Nain Jaune)"),
            Map.entry(".nj-sequence-open .nj-sequence-state", "▶ and the next card in words"),
            Map.entry(".nj-sequence-blocked .nj-sequence-state", "✖ and \"blocked\""),
            Map.entry(".nj-sequence-complete .nj-sequence-state", "♛ and \"complete\""),
            Map.entry("#dashboard-grid::part(struggling)", "⚠ and \"needs help\" in the row"),
            Map.entry(".calm-badge", "its words"),
            Map.entry(".replay-list-penalty", "⚠ before the move's line"),
            Map.entry(".achievement-earned", "the date it was earned, in words"),
            Map.entry(".achievement-earned .achievement-icon", "the date it was earned, in words"),
            Map.entry(".achievement-locked", "how to earn it, in words, instead of a date"),
            Map.entry(".seat-place", "the place in words (1st, 2nd)"),
            Map.entry(".seat.seat-turn", "▶ before the name of the seat whose turn it is"),
            Map.entry(".seat.team-0", "the team's name under the seat"),
            Map.entry(".seat.team-1", "the team's name under the seat"),
            Map.entry(".seat.team-2", "the team's name under the seat"),
            Map.entry(".seat.team-3", "the team's name under the seat"),
            Map.entry(".seat.team-4", "the team's name under the seat"),
            Map.entry(".seat.team-5", "the team's name under the seat"),
            Map.entry(".narration-log .say-penalty, .narration-log .say-penalty-cards",
                    "the penalty in words and the cards drawn named"),
            Map.entry(".explanation.explanation-ok", "the explanation's words (the play is allowed)"),
            Map.entry(".score-row:nth-child(even)", "nothing to tell: alternate rows only ease reading"));

    private static final Pattern RULE = Pattern.compile("([^{}]+)\\{([^{}]*)}");

    @Test
    void everyRuleThatOnlyChangesColoursHasASecondCue() throws IOException {
        Map<String, String> found = new TreeMap<>();
        try (Stream<Path> sheets = Files.list(Path.of("frontend/styles"))) {
            for (Path sheet : sheets.filter(p -> p.toString().endsWith(".css")).sorted().toList()) {
                String css = Files.readString(sheet).replaceAll("(?s)/\\*.*?\\*/", "");
                Matcher m = RULE.matcher(css);
                while (m.find()) {
                    String selector = m.group(1).trim().replaceAll("\\s+", " ");
                    if (selector.startsWith("@") || selector.contains("dark") || selector.contains(":hover")
                            || selector.contains(":focus")) {
                        continue; // the dark theme repeats a light rule's colours; hover and focus are not information
                    }
                    boolean colourOnly = Stream.of(m.group(2).split(";")).filter(d -> d.contains(":"))
                            .map(d -> d.substring(0, d.indexOf(':')).trim()).allMatch(COLOUR_ONLY::contains)
                            && m.group(2).contains(":");
                    if (colourOnly) {
                        found.put(selector, sheet.getFileName().toString());
                    }
                }
            }
        }
        assertThat(found).as("style rules that change only colours (found by this test)").isNotEmpty();
        assertThat(REVIEWED.keySet()).as("rules that change only colours, each to be checked for a second cue and"
                + " written in REVIEWED with it").containsAll(found.keySet());
    }
}
