-- Which moves a robot played (its own seat, one it stood in for, a pupil's turn that outlasted the class's timer),
-- so that a table's replay does not credit them to the pupil who holds the seat now (issue 15's trial: a latecomer
-- was shown playing the robot's moves from before they sat down). Moves stored before this column: unknown (false).
alter table game_move add column by_robot boolean default false not null;
