-- At the table: where a game is played (its server, its thread and its
-- first message), player and server settings.
ALTER TABLE games ADD COLUMN guild_id INTEGER;              -- NULL: a DM or `alice local`
ALTER TABLE games ADD COLUMN thread_id INTEGER;             -- the game's thread, if any
ALTER TABLE games ADD COLUMN message_id INTEGER;            -- the game's first message
ALTER TABLE games ADD COLUMN thread_archived INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_thread ON games(thread_id, id);
CREATE INDEX games_guild ON games(guild_id, status);

ALTER TABLE challenges ADD COLUMN guild_id INTEGER;
ALTER TABLE challenges ADD COLUMN thread_id INTEGER;        -- made in a game's thread (a rematch)
CREATE INDEX challenges_pair ON challenges(status, challenger_id, opponent_id);

CREATE TABLE player_settings (
    player_id   INTEGER PRIMARY KEY REFERENCES players(id),
    notify      TEXT    NOT NULL DEFAULT 'mention' CHECK (notify IN ('dm', 'mention', 'off')),
    updated_at  INTEGER NOT NULL
);

-- One row per server that changed a setting; a server without a row has
-- the defaults.
CREATE TABLE server_settings (
    guild_id        INTEGER PRIMARY KEY,
    threads         INTEGER NOT NULL,
    time_per_move   INTEGER NOT NULL,                   -- seconds
    max_games       INTEGER NOT NULL,
    bot_games       INTEGER NOT NULL,
    challenge_ttl   INTEGER NOT NULL,                   -- seconds
    updated_by      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
