package org.arithmos.engine.bots;

import org.arithmos.engine.core.Rng;
import org.arithmos.engine.nambarz.NambarzObservation;

/**
 * A computer player. It sees only its observation (never the others' hands) and picks one of the
 * legal moves the engine lists, so it can never make an illegal move. Given the same observation and
 * a generator in the same state, it makes the same choice.
 */
public interface NambarzBot {

    BotDecision decide(NambarzObservation observation, Rng random);
}
