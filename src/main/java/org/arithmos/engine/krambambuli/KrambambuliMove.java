package org.arithmos.engine.krambambuli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arithmos.engine.cards.PlayingCard;

/**
 * One step of a turn (KB-TURN-1, KB-TURN-2, KB-JOKER-1). A turn is: {@link Draw} or {@link TakeDiscard};
 * then any of {@link Lay} (one new meld per turn, several at once for the first laying down),
 * {@link Add}, {@link TakeFromMeld} (its new meld is the turn's new meld), {@link RetrieveJoker}; then
 * {@link Discard}, which ends the turn. Melds are given as their cards in order (a sequence low to high),
 * so the place of a joker says what it stands for. Table melds are numbered from 0 in the order laid.
 */
public sealed interface KrambambuliMove {

    String notation();

    /** The top card of the stock. */
    record Draw() implements KrambambuliMove {
        @Override
        public String notation() {
            return "draw";
        }
    }

    /** The top discard, laid at once in one of these melds (the first laying down may have several). */
    record TakeDiscard(List<List<PlayingCard>> melds) implements KrambambuliMove {
        public TakeDiscard {
            melds = copy(melds);
        }

        @Override
        public String notation() {
            return "take " + meldsText(melds);
        }
    }

    /** New melds from the hand: one per turn, or several as the first laying down (KB-OPEN-1). */
    record Lay(List<List<PlayingCard>> melds) implements KrambambuliMove {
        public Lay {
            melds = copy(melds);
        }

        @Override
        public String notation() {
            return "lay " + meldsText(melds);
        }
    }

    /** Cards of the hand added to table meld {@code meld}: {@code result} is the whole meld afterwards, in order. */
    record Add(int meld, List<PlayingCard> result) implements KrambambuliMove {
        public Add {
            result = List.copyOf(result);
        }

        @Override
        public String notation() {
            return "add " + meld + " " + cards(result);
        }
    }

    /** KB-TURN-2: {@code card} taken from table meld {@code meld} into the new meld {@code result} with hand cards. */
    record TakeFromMeld(int meld, PlayingCard card, List<PlayingCard> result) implements KrambambuliMove {
        public TakeFromMeld {
            result = List.copyOf(result);
        }

        @Override
        public String notation() {
            return "from " + meld + " " + card.notation() + " : " + cards(result);
        }
    }

    /** KB-JOKER-1: {@code card} from the hand takes the place of the joker of table meld {@code meld}. */
    record RetrieveJoker(int meld, PlayingCard card) implements KrambambuliMove {
        @Override
        public String notation() {
            return "joker " + meld + " " + card.notation();
        }
    }

    /** One card on the discard pile; ends the turn. */
    record Discard(PlayingCard card) implements KrambambuliMove {
        @Override
        public String notation() {
            return "discard " + card.notation();
        }
    }

    static KrambambuliMove parse(String text) {
        String t = text == null ? "" : text.strip().toUpperCase(Locale.ROOT);
        String[] w = t.split("\\s+", 2);
        String rest = w.length > 1 ? w[1] : "";
        return switch (w[0]) {
            case "DRAW" -> new Draw();
            case "TAKE" -> new TakeDiscard(parseMelds(rest));
            case "LAY" -> new Lay(parseMelds(rest));
            case "ADD" -> {
                String[] a = rest.split("\\s+", 2);
                yield new Add(Integer.parseInt(a[0]), parseCards(a[1]));
            }
            case "FROM" -> {
                String[] a = rest.split(":", 2);
                String[] head = a[0].strip().split("\\s+");
                yield new TakeFromMeld(Integer.parseInt(head[0]), PlayingCard.parse(head[1]), parseCards(a[1]));
            }
            case "JOKER" -> {
                String[] a = rest.split("\\s+");
                yield new RetrieveJoker(Integer.parseInt(a[0]), PlayingCard.parse(a[1]));
            }
            case "DISCARD" -> new Discard(PlayingCard.parse(rest));
            default -> throw new IllegalArgumentException("not a Krambambuli move: " + text);
        };
    }

    private static List<List<PlayingCard>> copy(List<List<PlayingCard>> melds) {
        return melds.stream().map(List::copyOf).toList();
    }

    private static String cards(List<PlayingCard> cards) {
        return String.join(" ", cards.stream().map(PlayingCard::notation).toList());
    }

    private static String meldsText(List<List<PlayingCard>> melds) {
        return String.join(" | ", melds.stream().map(KrambambuliMove::cards).toList());
    }

    private static List<PlayingCard> parseCards(String text) {
        List<PlayingCard> out = new ArrayList<>();
        for (String c : text.strip().split("\\s+")) {
            out.add(PlayingCard.parse(c));
        }
        return out;
    }

    private static List<List<PlayingCard>> parseMelds(String text) {
        List<List<PlayingCard>> out = new ArrayList<>();
        for (String m : text.split("\\|")) {
            out.add(parseCards(m));
        }
        return out;
    }
}
