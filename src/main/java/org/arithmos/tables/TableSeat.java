package org.arithmos.tables;

/**
 * Who sits at a place of a live table: a pupil ({@code accountId}) or a robot ({@code robotLevel}).
 *
 * @param level   the pupil's calculation level when they sat down (the game's notation), null for a robot
 * @param standIn a robot plays for the pupil while they are away (after the grace time); they take the seat
 *                back as soon as they return
 */
public record TableSeat(int seat, Long accountId, String name, int face, String robotLevel, String level,
                        boolean standIn) {

    public boolean isRobot() {
        return accountId == null;
    }

    /** A robot plays this seat now: a robot's seat, or a pupil's while a robot stands in. */
    public boolean robotPlays() {
        return isRobot() || standIn;
    }

    TableSeat withStandIn(boolean on) {
        return new TableSeat(seat, accountId, name, face, robotLevel, level, on);
    }
}
