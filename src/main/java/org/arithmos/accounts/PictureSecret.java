package org.arithmos.accounts;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arithmos.engine.nambarz.Animal;

/**
 * A pupil's secret: three of the ten animals of the cards, in order (1,000 choices; guessing is slowed
 * down by {@link LoginThrottle}). Easy to remember for a 6-year-old, and printed on their login card.
 */
public record PictureSecret(List<Animal> pictures) {

    public static final int LENGTH = 3;

    public PictureSecret {
        pictures = List.copyOf(pictures);
        if (pictures.size() != LENGTH) {
            throw new IllegalArgumentException("a picture secret has " + LENGTH + " pictures");
        }
    }

    public static PictureSecret random(SecureRandom random) {
        List<Animal> pictures = new ArrayList<>();
        Animal[] all = Animal.values();
        for (int i = 0; i < LENGTH; i++) {
            pictures.add(all[random.nextInt(all.length)]);
        }
        return new PictureSecret(pictures);
    }

    /** The form sent as the password: {@code cat-bee-fish}. */
    public String text() {
        return String.join("-", pictures.stream().map(Animal::notation).toList());
    }

    public static PictureSecret parse(String text) {
        List<Animal> pictures = new ArrayList<>();
        for (String part : text.toLowerCase(Locale.ROOT).split("-")) {
            pictures.add(Animal.parse(part));
        }
        return new PictureSecret(pictures);
    }
}
