-- The teacher's class game (issue 15, docs/decisions/0028): the whole class at several live tables at once, one
-- game and options, optionally one deal for every table. Its tables are live tables like any other (0018); this
-- says which belong to which class game, so the teacher finds the session again (its tables, their replays).
create table class_game (
    id              uuid primary key,
    class_id        bigint       not null references school_class (id) on delete cascade,
    teacher_id      bigint       references account (id) on delete set null,
    game_kind       varchar(16)  not null,
    options         varchar(200) not null,
    seats_per_table int          not null,
    common_seed     bigint,
    status          varchar(16)  not null,
    started_at      timestamp with time zone not null,
    ended_at        timestamp with time zone
);
create index class_game_by_class on class_game (class_id, started_at);

create table class_game_table (
    class_game_id uuid not null references class_game (id) on delete cascade,
    table_id      uuid not null references live_table (id) on delete cascade,
    number        int  not null,
    primary key (class_game_id, table_id)
);
