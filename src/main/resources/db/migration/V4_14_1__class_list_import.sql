-- Class lists imported from a school's files (issue 14 section 2, docs/decisions/0029): which pupil and which
-- class came from which identifier of which source, so that the same file imported again changes nothing and a
-- later one finds whom to update or archive. Source: 'csv' (the simple list) or 'oneroster:<school sourcedId>';
-- 'left' links each class to the archived class its leavers were moved into. Standard SQL (H2, PostgreSQL).

create table roster_pupil (
    source    varchar(120) not null,
    source_id varchar(255) not null,
    pupil_id  bigint       not null references account (id) on delete cascade,
    primary key (source, source_id),
    constraint roster_pupil_once unique (source, pupil_id)
);
create index roster_pupil_by_pupil on roster_pupil (pupil_id);

create table roster_class (
    source    varchar(120) not null,
    source_id varchar(255) not null,
    class_id  bigint       not null references school_class (id) on delete cascade,
    primary key (source, source_id)
);
create index roster_class_by_class on roster_class (class_id);
