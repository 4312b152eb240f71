-- A pupil's card-game progress at a live table (docs/decisions/0027): the table's game is a row of `game`
-- (0018), not of `card_game`, so such rows name it here and leave card_game's game_id empty.
alter table card_progress add column live_game_id uuid references game (id) on delete cascade;
