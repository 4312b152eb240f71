-- Multicartes at live tables (docs/decisions/0025): a pupil's multiplications at a live table are recorded in
-- mc_progress like those of a game against robots, but the table's game lives in the game-agnostic `game`
-- table (0018), not in mc_game. Such a row has no game_id and names its game here instead.
alter table mc_progress add column table_game_id uuid references game (id) on delete cascade;
