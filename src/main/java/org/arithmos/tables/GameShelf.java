package org.arithmos.tables;

import java.util.List;

/**
 * One game feature's games of the logged-in person, for "My games": each feature (Nambarz, Multicartes,
 * Nain Jaune, Krambambuli) implements it on its service, and the page gathers every shelf. Words are left to
 * the page: a {@link ShelfGame} carries a message key and its arguments.
 */
public interface GameShelf {

    /** The logged-in person's games of this feature, the latest first (none for a guest). */
    List<ShelfGame> myShelf();
}
