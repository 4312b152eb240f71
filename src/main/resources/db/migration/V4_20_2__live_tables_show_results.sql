-- The games of live tables stored "show the results while building" as false until the choice was kept with
-- the game (0018, step 3): a table in learning mode always showed them, so its stored game says so now.
update game set show_results = true
 where mode = 'LEARNING' and id in (select id from live_table);
