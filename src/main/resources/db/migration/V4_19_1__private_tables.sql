-- A table without a class: a private table, opened and started at once by its one person against robots
-- (docs/decisions/0018, step 3). Its host owns its game; nobody else sees it.
alter table live_table alter column class_id drop not null;
