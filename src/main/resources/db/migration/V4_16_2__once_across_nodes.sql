-- When a job that must run once across the nodes of a cluster (the retention clean-up) last ran, so that a
-- node whose own schedule comes later does not run it again (docs/decisions/0030). Standard SQL.

create table job_run (
    job_name varchar(64) primary key,
    last_run timestamp with time zone not null
);
