-- A class's turn timer at live tables (issue 11; docs/decisions/0018): none unless the teacher sets one, so
-- nobody is hurried by default. When a pupil's turn lasts longer, a robot plays that one move for them.
create table live_class_setting (
    class_id     bigint primary key references school_class (id) on delete cascade,
    turn_seconds int    not null
);
