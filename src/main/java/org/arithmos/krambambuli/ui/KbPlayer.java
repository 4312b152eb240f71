package org.arithmos.krambambuli.ui;

import java.util.List;
import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.krambambuli.KrambambuliMove;
import org.arithmos.krambambuli.KbTable;

/**
 * A screen where a pupil plays Krambambuli (against robots, or at a live table with classmates): what the
 * buttons and the board need of it. The arranging before a step is sent stays on this screen.
 */
interface KbPlayer {

    KbTable table();

    KbTableState state();

    KbWords words();

    /** The hand as shown: without the cards already arranged, in the chosen order. */
    List<PlayingCard> shownHand();

    /** Sends the pupil's step. */
    void send(KrambambuliMove move);

    /** A message to the pupil (not sent anywhere). */
    void say(String text, boolean error, List<PlayingCard> fault);

    void refresh();
}
