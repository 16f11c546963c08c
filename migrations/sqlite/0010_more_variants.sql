-- Two more games of the family: 8x4 Alice ('8x4') and Duo chess ('duo').
-- SQLite cannot change a column's CHECK in place, so the four tables that
-- name a variant are rebuilt (columns, rows, ids and indexes unchanged) as
-- SQLite's documentation describes. Migrations run with foreign keys off
-- (the store's connection for them), and the store checks every reference
-- afterwards; the rows and their ids are copied as they are, so every
-- reference still holds.

CREATE TABLE games_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    white_id        INTEGER REFERENCES players(id),   -- NULL: the bot
    black_id        INTEGER REFERENCES players(id),   -- NULL: the bot
    bot_level       INTEGER,
    en_passant      INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    time_per_move   INTEGER NOT NULL,                 -- seconds
    start_fen       TEXT    NOT NULL,
    ply             INTEGER NOT NULL DEFAULT 0,
    fen             TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'active'
                    CHECK (status IN ('active', 'finished', 'aborted')),
    result          TEXT    CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
    termination     TEXT,
    channel_id      INTEGER,
    turn_started_at INTEGER NOT NULL,                 -- unix milliseconds
    reminded        INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    ended_at        INTEGER,
    guild_id        INTEGER,
    thread_id       INTEGER,
    message_id      INTEGER,
    thread_archived INTEGER NOT NULL DEFAULT 0,
    variant         TEXT    NOT NULL DEFAULT 'alice'
                    CHECK (variant IN ('alice', 'three-board', '8x4', 'duo')),
    CHECK (white_id IS NOT NULL OR black_id IS NOT NULL)
);
INSERT INTO games_new (id, white_id, black_id, bot_level, en_passant, rated, time_per_move,
        start_fen, ply, fen, status, result, termination, channel_id, turn_started_at,
        reminded, created_at, ended_at, guild_id, thread_id, message_id, thread_archived, variant)
    SELECT id, white_id, black_id, bot_level, en_passant, rated, time_per_move,
        start_fen, ply, fen, status, result, termination, channel_id, turn_started_at,
        reminded, created_at, ended_at, guild_id, thread_id, message_id, thread_archived, variant
    FROM games;
DROP TABLE games;
ALTER TABLE games_new RENAME TO games;
CREATE INDEX games_white ON games(white_id, status);
CREATE INDEX games_black ON games(black_id, status);
CREATE INDEX games_active_turn ON games(status, turn_started_at);
CREATE INDEX games_thread ON games(thread_id, id);
CREATE INDEX games_guild ON games(guild_id, status);

CREATE TABLE challenges_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    challenger_id   INTEGER NOT NULL REFERENCES players(id),
    opponent_id     INTEGER REFERENCES players(id),   -- NULL: open to anyone
    color           TEXT    NOT NULL CHECK (color IN ('white', 'black', 'random')),
    en_passant      INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    time_per_move   INTEGER NOT NULL,
    channel_id      INTEGER,
    status          TEXT    NOT NULL DEFAULT 'open'
                    CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    game_id         INTEGER REFERENCES games(id),
    guild_id        INTEGER,
    thread_id       INTEGER,
    variant         TEXT    NOT NULL DEFAULT 'alice'
                    CHECK (variant IN ('alice', 'three-board', '8x4', 'duo'))
);
INSERT INTO challenges_new (id, challenger_id, opponent_id, color, en_passant, rated,
        time_per_move, channel_id, status, created_at, expires_at, game_id, guild_id,
        thread_id, variant)
    SELECT id, challenger_id, opponent_id, color, en_passant, rated,
        time_per_move, channel_id, status, created_at, expires_at, game_id, guild_id,
        thread_id, variant
    FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_new RENAME TO challenges;
CREATE INDEX challenges_open ON challenges(status, expires_at);
CREATE INDEX challenges_pair ON challenges(status, challenger_id, opponent_id);

CREATE TABLE ratings_new (
    player_id   INTEGER NOT NULL REFERENCES players(id),
    variant     TEXT    NOT NULL DEFAULT 'alice'
                CHECK (variant IN ('alice', 'three-board', '8x4', 'duo')),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant)
);
INSERT INTO ratings_new SELECT player_id, variant, rating, deviation, volatility, games,
    updated_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_new RENAME TO ratings;

CREATE TABLE rating_history_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    game_id     INTEGER NOT NULL REFERENCES games(id),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    at          INTEGER NOT NULL,
    variant     TEXT    NOT NULL DEFAULT 'alice'
                CHECK (variant IN ('alice', 'three-board', '8x4', 'duo'))
);
INSERT INTO rating_history_new (id, player_id, game_id, rating, deviation, at, variant)
    SELECT id, player_id, game_id, rating, deviation, at, variant FROM rating_history;
DROP TABLE rating_history;
ALTER TABLE rating_history_new RENAME TO rating_history;
CREATE INDEX rating_history_player ON rating_history(player_id, variant, at);

