package org.arithmos.cards;

/**
 * The sizes a card is shown at, by width in CSS pixels; every card is 5 wide by 7 high.
 * Small cards get thicker outlines so that their drawings stay clear.
 */
public enum CardSize {
    /** Played-pile history, opponents' hands, the rules page's examples. */
    SMALL(68, 1.45),
    /** The pupil's hand. */
    NORMAL(104, 1.1),
    /** The card to cover (the target). */
    LARGE(168, 1);

    /** The art is drawn in a 200 by 280 box, whatever the size. */
    static final int VIEW_WIDTH = 200;
    static final int VIEW_HEIGHT = 280;

    private final int width;
    private final double lineScale;

    CardSize(int width, double lineScale) {
        this.width = width;
        this.lineScale = lineScale;
    }

    /** Width in CSS pixels. */
    public int width() {
        return width;
    }

    /** Height in CSS pixels. */
    public int height() {
        return Math.round(width * 1.4f);
    }

    double lineScale() {
        return lineScale;
    }
}
