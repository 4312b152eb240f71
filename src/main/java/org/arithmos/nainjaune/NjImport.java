package org.arithmos.nainjaune;

import java.util.List;
import java.util.Optional;
import org.arithmos.cardgames.CardGameImport;
import org.arithmos.cardgames.CardGameKind;
import org.arithmos.engine.nainjaune.NainJauneGame;
import org.arithmos.engine.nainjaune.NainJauneJudgment;
import org.arithmos.engine.nainjaune.NainJauneMove;
import org.arithmos.engine.nainjaune.NainJauneRules;
import org.arithmos.engine.nainjaune.NainJauneState;
import org.arithmos.engine.nainjaune.NainJauneTransition;
import org.arithmos.tables.GameId;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;

/**
 * Stores whole Nain Jaune games played earlier (the demo school's history) as a private table stores a game
 * played move by move: the game, its seats, every move in the engine's notation with its time, and the pupil's
 * rows from the same code ({@link NjProgress}: put, passed, boxes, rounds, paid, refused). Every move is replayed through the engine first (see {@link CardGameImport}).
 *
 * <p>Who may use it: the server itself ({@code accounts.SystemTask}, with the admin role); no page calls it.
 * One transaction per call: all the games or none.
 */
@Service
public class NjImport {

    private static final CardGameImport.Rules<NainJauneState, NainJauneMove> RULES = new CardGameImport.Rules<>(
            s -> new CardGameImport.Position(s.toMove(), s.moves(), s.over()), NjImport::refused, NjImport::play,
            NainJauneMove::notation);

    private static Optional<CardGameImport.Row> refused(NainJauneState state, NainJauneMove tried) {
        NainJauneJudgment verdict = NainJauneRules.judge(state, tried);
        return verdict.legal() ? Optional.empty() : Optional.of(row(NjProgress.refused(verdict, tried)));
    }

    private static CardGameImport.Step<NainJauneState> play(NainJauneState state, NainJauneMove move) {
        NainJauneTransition t = NainJauneGame.apply(state, move);
        return new CardGameImport.Step<>(t.state(), NjProgress.of(t.events()).stream().map(NjImport::row).toList());
    }

    private final CardGameImport imports;

    NjImport(CardGameImport imports) {
        this.imports = imports;
    }

    /**
     * Stores the games (finished or not) in one transaction and returns their ids in order; all times in the past.
     * Each is a private table against robots, as a game played now is (0018, step 3), written by the card games'
     * shared import.
     */
    @PreAuthorize("hasRole('ADMIN')")
    public List<GameId> importGames(List<CardGameImport.Game<NjSetup, NainJauneMove>> games) {
        return imports.importGames(CardGameKind.NAIN_JAUNE, games, setup -> new CardGameImport.Stored<>(
                setup.options().notation(), setup.options().players(), setup.botLevel().name(), setup.botPaceMillis(),
                setup.seed(), NainJauneGame.newGame(setup.options(), setup.seed())), RULES);
    }

    private static CardGameImport.Row row(NjProgress.Row r) {
        return new CardGameImport.Row(r.event(), r.amount(), r.detail());
    }
}
