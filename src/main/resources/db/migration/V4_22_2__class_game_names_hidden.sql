-- The projector's "Hide first names" is kept per class game (a trial's finding: a reload showed the names again).
alter table class_game add column names_hidden boolean default false not null;
