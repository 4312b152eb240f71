-- The projector's short-lived links (issue 15 §4, docs/decisions/0028): a teacher opens the projector view of a
-- class game on another computer without signing in there. Only the token's SHA-256 is kept (a leaked database
-- opens no projector); every node reads the same rows, so a link works whichever node answers.
create table class_game_projector_link (
    token_hash    varchar(64) primary key,
    class_game_id uuid        not null references class_game (id) on delete cascade,
    expires_at    timestamp with time zone not null
);
create index projector_link_by_game on class_game_projector_link (class_game_id);
