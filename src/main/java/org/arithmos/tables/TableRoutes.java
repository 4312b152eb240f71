package org.arithmos.tables;

import java.util.UUID;

/**
 * Where each game's live table is (docs/decisions/0018): the lobby, My games and the teacher's pages send
 * pupils there. Nambarz, the first game at live tables, keeps {@code live/<id>}; the card games have
 * {@code live/<game>/<id>}. One place, so that the service can name a table's address without knowing views.
 */
public final class TableRoutes {

    private TableRoutes() {
    }

    /** Where a new game of Nambarz is chosen, the game My games offers first ({@code NzStartView}). */
    public static final String NEW_NAMBARZ_GAME = "play";

    /** The address of a live table of this kind ({@link TableGame#kind()}), without the leading slash. */
    public static String of(String kind, UUID tableId) {
        return switch (kind) {
            case "NAMBARZ" -> "live/" + tableId;
            case "MULTICARTES" -> "live/multicartes/" + tableId;
            case "NAIN_JAUNE" -> "live/nain-jaune/" + tableId;
            case "KRAMBAMBULI" -> "live/krambambuli/" + tableId;
            default -> throw new IllegalArgumentException("no live table route for " + kind);
        };
    }

    /**
     * The address of a finished table's move-by-move replay, from a seat the reader may see: Nambarz's replay reads
     * live tables; the card games share the tables' own replay (0035). Every live game has one.
     */
    public static java.util.Optional<String> replay(String kind, UUID tableId) {
        return java.util.Optional.of("NAMBARZ".equals(kind) ? "replay/" + tableId : "table-replay/" + tableId);
    }
}
