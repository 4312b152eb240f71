package org.arithmos.tables;

import org.arithmos.engine.bots.BotLevel;

/**
 * Who sits at a place of the table: the pupil ({@code bot} null) or a bot, with a name and a face.
 *
 * @param side the team (or the seat itself when each plays for themselves)
 */
public record Seat(int seat, String name, int face, BotLevel bot, int side) {

    public boolean isBot() {
        return bot != null;
    }
}
