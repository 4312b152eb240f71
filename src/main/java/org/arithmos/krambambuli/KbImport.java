package org.arithmos.krambambuli;

import java.util.List;
import java.util.Optional;
import org.arithmos.cardgames.CardGameImport;
import org.arithmos.cardgames.CardGameKind;
import org.arithmos.engine.krambambuli.KrambambuliGame;
import org.arithmos.engine.krambambuli.KrambambuliJudgment;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.engine.krambambuli.KrambambuliRules;
import org.arithmos.engine.krambambuli.KrambambuliState;
import org.arithmos.engine.krambambuli.Transition;
import org.arithmos.tables.GameId;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;

/**
 * Stores whole Krambambuli games played earlier (the demo school's history) as a private table stores a game
 * played step by step: the game, its seats, every step in the engine's notation with its time, and the pupil's rows from the same code
 * ({@link KbService#progress}, {@link KbService#refused}: first layings down, melds,
 * additions, rounds, refused steps as "rule PROBLEM"). Every step and every refused try is judged again by
 * the engine first (see {@link CardGameImport}).
 *
 * <p>Who may use it: the server itself ({@code accounts.SystemTask}, with the admin role); no page calls it.
 * One transaction per call: all the games or none.
 */
@Service
public class KbImport {

    private static final CardGameImport.Rules<KrambambuliState, KrambambuliMove> RULES = new CardGameImport.Rules<>(
            s -> new CardGameImport.Position(s.toMove(), s.moves(), s.over()), KbImport::refused, KbImport::play,
            KrambambuliMove::notation);

    private static Optional<CardGameImport.Row> refused(KrambambuliState state, KrambambuliMove tried) {
        KrambambuliJudgment verdict = KrambambuliRules.judge(state, tried);
        return verdict.legal() ? Optional.empty() : Optional.of(row(KbService.refused(verdict)));
    }

    private static CardGameImport.Step<KrambambuliState> play(KrambambuliState state, KrambambuliMove move) {
        Transition t = KrambambuliGame.apply(state, move);
        return new CardGameImport.Step<>(t.state(),
                KbService.progress(t.events()).stream().map(KbImport::row).toList());
    }

    private final CardGameImport imports;

    KbImport(CardGameImport imports) {
        this.imports = imports;
    }

    /**
     * Stores the games (finished or not) in one transaction and returns their ids in order; all times in the past.
     * Each is a private table against robots, as a game played now is (0018, step 3), written by the card games'
     * shared import.
     */
    @PreAuthorize("hasRole('ADMIN')")
    public List<GameId> importGames(List<CardGameImport.Game<KbSetup, KrambambuliMove>> games) {
        return imports.importGames(CardGameKind.KRAMBAMBULI, games, setup -> new CardGameImport.Stored<>(
                setup.options().notation(), setup.bots() + 1, setup.botLevel().name(), setup.botPaceMillis(),
                setup.seed(), KrambambuliGame.newGame(setup.options(), setup.seed())), RULES);
    }

    private static CardGameImport.Row row(KbService.Progress p) {
        return new CardGameImport.Row(p.event(), p.amount(), p.detail());
    }
}
