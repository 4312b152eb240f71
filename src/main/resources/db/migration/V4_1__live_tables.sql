-- Live tables (docs/decisions/0018): pupils of a class at one table, robots in any seat. A started table is
-- a game like any other (game, game_seat, game_move, with the pupil of each seat); this adds what only a live
-- table has: its short code, its class, who opened it, the lobby, and its settings.
create table live_table (
    id                 uuid primary key,
    code               varchar(8)   not null,
    class_id           bigint       not null references school_class (id) on delete cascade,
    host_id            bigint       references account (id) on delete set null,
    game_kind          varchar(16)  not null,
    options            varchar(200) not null,
    mode               varchar(16)  not null,
    status             varchar(16)  not null,
    seats              int          not null,
    grace_seconds      int          not null,
    partners_see_hands boolean      not null,
    bot_pace_ms        int          not null,
    created_at         timestamp with time zone not null,
    updated_at         timestamp with time zone not null
);
create index live_table_by_class on live_table (class_id, status);
create index live_table_by_code on live_table (code, status);

-- Who sits where while the table is open (once started, game_seat says it). level: the pupil's calculation
-- mode when they sat down (operations, and "()" when brackets are allowed).
create table live_table_seat (
    table_id   uuid        not null references live_table (id) on delete cascade,
    seat       int         not null,
    account_id bigint      not null references account (id) on delete cascade,
    level      varchar(8)  not null,
    primary key (table_id, seat)
);
create unique index live_table_seat_once on live_table_seat (table_id, account_id);
