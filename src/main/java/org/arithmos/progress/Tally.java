package org.arithmos.progress;

/** How many of something there were, and how many of them were correct. */
public record Tally(int total, int correct) {

    public static final Tally NONE = new Tally(0, 0);

    public Tally {
        if (total < 0 || correct < 0 || correct > total) {
            throw new IllegalArgumentException(correct + " correct of " + total);
        }
    }

    public Tally plus(boolean wasCorrect) {
        return new Tally(total + 1, correct + (wasCorrect ? 1 : 0));
    }

    /** The share correct in whole percent (rounded half up), or null when there is nothing to count. */
    public Integer percent() {
        return total == 0 ? null : (int) Math.floorDiv(200L * correct + total, 2L * total);
    }

    /** Exactly: correct / total < percent / 100, without rounding. */
    boolean below(int percent) {
        return 100L * correct < (long) percent * total;
    }

    /** Exactly: correct / total ≥ percent / 100, without rounding. */
    boolean atLeast(int percent) {
        return !below(percent);
    }
}
