-- Live games: a clock per player of `clock_base` milliseconds plus
-- `clock_increment` a move; NULL `clock_base` is a game of a time per
-- move. `clock_mover` is the time the player to move had when their turn
-- began (`turn_started_at`), `clock_waiting` the other player's.
ALTER TABLE games ADD COLUMN clock_base INTEGER;
ALTER TABLE games ADD COLUMN clock_increment INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_mover INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_waiting INTEGER NOT NULL DEFAULT 0;
ALTER TABLE challenges ADD COLUMN clock_base INTEGER;
ALTER TABLE challenges ADD COLUMN clock_increment INTEGER NOT NULL DEFAULT 0;

-- Ratings per player, variant and speed (bullet, blitz, rapid, classical
-- live games; correspondence ones apart). Earlier games were all
-- correspondence.
CREATE TABLE ratings_new (
    player_id   INTEGER NOT NULL REFERENCES players(id),
    variant     TEXT    NOT NULL DEFAULT 'alice'
                CHECK (variant IN ('alice', 'three-board', '8x4', 'duo')),
    speed       TEXT    NOT NULL DEFAULT 'correspondence'
                CHECK (speed IN ('bullet', 'blitz', 'rapid', 'classical', 'correspondence')),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant, speed)
);
INSERT INTO ratings_new (player_id, variant, speed, rating, deviation, volatility, games,
    updated_at)
    SELECT player_id, variant, 'correspondence', rating, deviation, volatility, games,
        updated_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_new RENAME TO ratings;

ALTER TABLE rating_history ADD COLUMN speed TEXT NOT NULL DEFAULT 'correspondence'
    CHECK (speed IN ('bullet', 'blitz', 'rapid', 'classical', 'correspondence'));
DROP INDEX rating_history_player;
CREATE INDEX rating_history_player ON rating_history(player_id, variant, speed, at);
CREATE INDEX games_live ON games(status, clock_base);
