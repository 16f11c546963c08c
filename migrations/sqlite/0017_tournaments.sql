-- Tournaments: a Swiss in a server's channel, its players and its boards.
CREATE TABLE tournaments (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       INTEGER,
    channel_id     INTEGER,
    name           TEXT    NOT NULL,
    creator_id     INTEGER NOT NULL REFERENCES players(id),
    variant        TEXT    NOT NULL,
    rated          INTEGER NOT NULL,
    time_per_move  INTEGER NOT NULL,                 -- seconds
    tie_breaks     TEXT    NOT NULL,                 -- FIDE's codes in order: `BH-C1 SB`
    rounds         INTEGER NOT NULL,
    round          INTEGER NOT NULL DEFAULT 0,       -- the round being played (0: none yet)
    status         TEXT    NOT NULL DEFAULT 'open'
                   CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    created_at     INTEGER NOT NULL,
    started_at     INTEGER,
    ended_at       INTEGER
);
CREATE INDEX tournaments_guild ON tournaments(guild_id, status);

-- A player of a tournament: the draw number given at the start (or on a
-- late join), the rating the draw was ordered by.
CREATE TABLE tournament_players (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id),
    player_id      INTEGER NOT NULL REFERENCES players(id),
    number         INTEGER,
    rating         INTEGER NOT NULL,
    joined_at      INTEGER NOT NULL,
    withdrawn      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, player_id)
);

-- One board of a round: a game, the pairing's bye, or a player's
-- half-point bye for rounds missed by joining late (black_id NULL).
-- Points are half points, NULL while the game is played.
CREATE TABLE tournament_boards (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id),
    round          INTEGER NOT NULL,
    board          INTEGER NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('game', 'bye', 'late')),
    white_id       INTEGER NOT NULL REFERENCES players(id),
    black_id       INTEGER REFERENCES players(id),
    game_id        INTEGER REFERENCES games(id),
    white_points   INTEGER,
    black_points   INTEGER,
    played         INTEGER NOT NULL DEFAULT 0,       -- a game with moves of both sides
    PRIMARY KEY (tournament_id, round, board)
);
CREATE INDEX tournament_boards_game ON tournament_boards(game_id);

-- A tournament's game knows its event: it cannot be aborted, and a side
-- that runs out of time or resigns before both have moved loses it.
ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments(id);
