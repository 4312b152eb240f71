-- Nambarz's games against robots are private tables (docs/decisions/0018, step 3): each stored one gets the
-- live_table row a private table has (no class, its owner the host, no code, the pace it was played at), under
-- the game's own id, so that its moves, progress and replay keep pointing at it and it opens at live/<id>.
-- Its seats stay in game_seat (the owner's seat carries their account, the robots' their level), as a started
-- table's do. Only a game where its owner sits and nobody else does: a class's tables already have their row, and
-- a class table's game whose row went with its class (or with retention before its game) is left as it is.
insert into live_table (id, code, class_id, host_id, game_kind, options, mode, status, seats, grace_seconds,
                        partners_see_hands, bot_pace_ms, created_at, updated_at)
select g.id, '', null, g.owner_id, g.game_kind, g.options, g.mode,
       case when g.status = 'FINISHED' then 'OVER' else 'PLAYING' end,
       (select count(*) from game_seat s where s.game_id = g.id), 60, false, g.bot_pace_ms, g.created_at, g.updated_at
  from game g
 where g.game_kind = 'NAMBARZ'
   and not exists (select 1 from live_table t where t.id = g.id)
   and exists (select 1 from game_seat s where s.game_id = g.id and s.account_id = g.owner_id)
   and not exists (select 1 from game_seat s where s.game_id = g.id and s.account_id is not null
                                               and s.account_id <> g.owner_id);
