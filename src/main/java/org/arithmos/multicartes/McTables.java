package org.arithmos.multicartes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.multicartes.MulticartesBot;
import org.arithmos.engine.multicartes.MulticartesGame;
import org.arithmos.engine.multicartes.MulticartesMove;
import org.arithmos.engine.multicartes.MulticartesOptions;
import org.arithmos.engine.multicartes.MulticartesState;
import org.arithmos.engine.multicartes.SoloOptimum;
import org.arithmos.multicartes.persistence.McStore;
import org.arithmos.play.GameId;

/** Between the stored rows, the game in memory and what the pupil's table shows. */
final class McTables {

    private McTables() {
    }

    /** Rebuilds a stored game by replaying its moves. */
    static McLive load(McStore.GameRow row, List<String> moves, Instant now) {
        MulticartesOptions options = MulticartesOptions.parse(row.options());
        McSetup setup = new McSetup(options.players() - 1,
                row.botLevel() == null ? MulticartesBot.BEGINNER : MulticartesBot.valueOf(row.botLevel()),
                options.rounds(), options.targetScore(), row.botPaceMs(), row.seed());
        MulticartesState state = MulticartesGame.replay(options, row.seed(),
                moves.stream().map(MulticartesMove::parse).toList());
        return new McLive(new GameId(row.id()), setup, row.ownerId(), null, state, now);
    }

    /** The pupil's view; at the end of a solo game, the best possible score (computed once). */
    static McTable view(McLive g) {
        List<String> names = new ArrayList<>();
        names.add(null);
        for (int seat = 1; seat < g.state.players(); seat++) {
            names.add(MulticartesService.BOT_NAMES.get(seat - 1));
        }
        if (g.state.over() && g.setup.isSolo() && g.solo == null) {
            g.solo = soloResult(g.state);
        }
        return new McTable(g.id, g.setup, names, g.state.observation(McTable.PUPIL), g.state.moves(),
                g.state.results(), g.state.over() ? g.solo : null);
    }

    /** MC-SOLO-1: the same deal and card order searched for its fewest combination cards. */
    static McTable.SoloResult soloResult(MulticartesState end) {
        SoloOptimum.Best best = SoloOptimum.forDeal(end.seed());
        List<McTable.OptimumStep> line = new ArrayList<>();
        MulticartesState s = MulticartesGame.newGame(end.options(), end.seed());
        for (MulticartesMove m : best.moves()) {
            line.add(new McTable.OptimumStep(s.combination(), m));
            s = MulticartesGame.play(s, m);
        }
        return new McTable.SoloResult(end.turnedInRound(), best.combinationsTurned(), line);
    }
}
