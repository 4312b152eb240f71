package org.arithmos.classroom.ui;

import org.arithmos.cards.CardArt;
import org.arithmos.engine.nambarz.Animal;

/** The pictures of picture secrets: the animals of the cards, which the pupils know from playing. */
final class Pictures {

    private Pictures() {
    }

    static String svg(Animal animal, int width, String name) {
        return CardArt.animal(animal, width, name);
    }
}
