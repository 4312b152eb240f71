package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;

/** The face-down draw pile (NZ-DEAL-1). Immutable: drawing shares the array and moves an index. */
public final class DrawPile {

    static final DrawPile EMPTY = new DrawPile(new byte[0], 0);

    private final byte[] faces;
    private final int next;

    DrawPile(byte[] faces, int next) {
        this.faces = faces;
        this.next = next;
    }

    public int size() {
        return faces.length - next;
    }

    public boolean isEmpty() {
        return next == faces.length;
    }

    Card top() {
        return Card.ofFace(faces[next]);
    }

    DrawPile withoutTop() {
        return new DrawPile(faces, next + 1);
    }

    /** The cards from top to bottom (for conservation checks and tests, never shown to players). */
    public List<Card> cards() {
        List<Card> out = new ArrayList<>(size());
        for (int i = next; i < faces.length; i++) {
            out.add(Card.ofFace(faces[i]));
        }
        return out;
    }

    /** Counts per face, added into {@code counts}. */
    void addCounts(int[] counts) {
        for (int i = next; i < faces.length; i++) {
            counts[faces[i]]++;
        }
    }
}
