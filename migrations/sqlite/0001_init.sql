-- Players are Discord users (ids stored as signed 64-bit integers).
CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);

-- Glicko-2 ratings, for rated games between people.
CREATE TABLE ratings (
    player_id   INTEGER PRIMARY KEY REFERENCES players(id),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE games (
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
    CHECK (white_id IS NOT NULL OR black_id IS NOT NULL)
);
CREATE INDEX games_white ON games(white_id, status);
CREATE INDEX games_black ON games(black_id, status);
CREATE INDEX games_active_turn ON games(status, turn_started_at);

-- One row per ply; the position is rebuilt from these by the rules core.
CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    ply         INTEGER NOT NULL,                     -- 1 for the first move
    uci         TEXT    NOT NULL,
    san         TEXT    NOT NULL,
    fen_after   TEXT    NOT NULL,
    played_by   INTEGER,                              -- NULL: the bot
    played_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE challenges (
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
    game_id         INTEGER REFERENCES games(id)
);
CREATE INDEX challenges_open ON challenges(status, expires_at);

-- Standing draw and takeback offers; one of each kind per game.
CREATE TABLE offers (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    kind        TEXT    NOT NULL CHECK (kind IN ('draw', 'takeback')),
    by_player   INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
);

CREATE TABLE rating_history (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    game_id     INTEGER NOT NULL REFERENCES games(id),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    at          INTEGER NOT NULL
);
CREATE INDEX rating_history_player ON rating_history(player_id, at);
