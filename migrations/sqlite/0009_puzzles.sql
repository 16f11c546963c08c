-- Puzzles (from `alice puzzles import`), each member's attempts, their
-- puzzle ratings (Glicko-2, apart from game ratings), the daily puzzle
-- posted in a server, and where and when a server wants it.
CREATE TABLE puzzles (
    id          TEXT    PRIMARY KEY,
    variant     TEXT    NOT NULL,
    fen         TEXT    NOT NULL,
    moves       TEXT    NOT NULL,
    themes      TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    plays       INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL
);
CREATE INDEX puzzles_rating ON puzzles (variant, rating);

-- `step`: the moves of the line played so far (the opponent's first);
-- `state`: playing, solved or failed.
CREATE TABLE puzzle_attempts (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id     INTEGER NOT NULL,
    puzzle_id     TEXT    NOT NULL REFERENCES puzzles (id),
    guild_id      INTEGER,
    step          INTEGER NOT NULL,
    state         TEXT    NOT NULL,
    rated         INTEGER NOT NULL,
    rating_before REAL,
    rating_after  REAL,
    started_at    INTEGER NOT NULL,
    finished_at   INTEGER
);
CREATE INDEX puzzle_attempts_player ON puzzle_attempts (player_id, puzzle_id);
CREATE INDEX puzzle_attempts_puzzle ON puzzle_attempts (puzzle_id, state);

CREATE TABLE puzzle_ratings (
    player_id  INTEGER PRIMARY KEY,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

-- One row per server and day (days since 1970-01-01 UTC): its insertion
-- is the one claim to post the puzzle of its server and day.
CREATE TABLE daily_puzzles (
    guild_id   INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    puzzle_id  TEXT    NOT NULL REFERENCES puzzles (id),
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    PRIMARY KEY (guild_id, day)
);

ALTER TABLE server_settings ADD COLUMN puzzle_channel INTEGER;
ALTER TABLE server_settings ADD COLUMN puzzle_time INTEGER;
