-- One way for card_progress to name its game (docs/decisions/0018, step 3's leftovers): a game against robots in
-- game_id (a row of card_game), a live table's game in live_game_id (a row of game). Nain Jaune's live rows were
-- written in game_id (decision 0026) and move over; rows whose game is gone go with it, as the keys would have
-- done; then game_id references card_game again.
update card_progress set live_game_id = game_id, game_id = null
 where game_id is not null
   and not exists (select 1 from card_game c where c.id = card_progress.game_id)
   and exists (select 1 from game g where g.id = card_progress.game_id);
delete from card_progress
 where game_id is not null and not exists (select 1 from card_game c where c.id = card_progress.game_id);
alter table card_progress add constraint card_progress_card_game foreign key (game_id)
    references card_game (id) on delete cascade;
