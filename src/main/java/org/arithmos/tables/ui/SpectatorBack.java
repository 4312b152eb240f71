package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.router.Location;
import java.util.Optional;
import java.util.UUID;

/**
 * The teacher's way back from a table they watch as a spectator to the class game's overview they came from (a
 * trial's finding: the Watch page had none). The overview's Watch link says where it came from
 * ({@code ?from=class-games/<id>}); only that shape is followed, so the link can lead nowhere else.
 */
public final class SpectatorBack {

    public static final String PARAMETER = "from";
    private static final String CLASS_GAMES = "class-games/";

    private SpectatorBack() {
    }

    /** The query that a Watch link of class game {@code classGameId} adds to a table's address. */
    public static String query(UUID classGameId) {
        return "?" + PARAMETER + "=" + CLASS_GAMES + classGameId;
    }

    /** Where the page was opened from, if it is a class game's overview. */
    public static Optional<String> from(Location location) {
        return location.getQueryParameters().getSingleParameter(PARAMETER)
                .filter(from -> from.startsWith(CLASS_GAMES))
                .filter(from -> {
                    try {
                        UUID.fromString(from.substring(CLASS_GAMES.length()));
                        return true;
                    } catch (IllegalArgumentException e) {
                        return false;
                    }
                });
    }

    /** "Back to the class game", in the language of {@code owner}. */
    public static Anchor link(String address, Component owner) {
        Anchor back = new Anchor(address, owner.getTranslation("classGame.backToGame"));
        back.setId("spectator-back");
        back.addClassName("back-link");
        return back;
    }
}
