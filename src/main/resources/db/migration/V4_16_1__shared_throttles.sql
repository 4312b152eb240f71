-- Throttles that were kept in one JVM's memory (class codes per browser and per address range, parents' link
-- codes, logins that do not exist) are counted here, so that every node of a cluster sees the same counts
-- (issue 12 section 2, docs/decisions/0030). One row per throttle and subject (a browser id, an address range,
-- a parent's id, a made-up login with its browser). Standard SQL (H2, PostgreSQL).

create table throttle_count (
    throttle      varchar(30)  not null,
    subject       varchar(120) not null,
    failures      int          not null,
    window_start  timestamp with time zone not null,
    blocked_until timestamp with time zone,
    primary key (throttle, subject)
);
create index throttle_count_by_window on throttle_count (window_start);
