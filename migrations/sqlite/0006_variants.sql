-- The game played: two-board Alice or the three-board variant. Games and
-- challenges made before keep two boards.
ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT 'alice'
    CHECK (variant IN ('alice', 'three-board'));
ALTER TABLE challenges ADD COLUMN variant TEXT NOT NULL DEFAULT 'alice'
    CHECK (variant IN ('alice', 'three-board'));

-- Ratings per variant: a player has one for each game they play rated.
CREATE TABLE ratings_by_variant (
    player_id   INTEGER NOT NULL REFERENCES players(id),
    variant     TEXT    NOT NULL DEFAULT 'alice'
                CHECK (variant IN ('alice', 'three-board')),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant)
);
INSERT INTO ratings_by_variant (player_id, variant, rating, deviation, volatility, games, updated_at)
    SELECT player_id, 'alice', rating, deviation, volatility, games, updated_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_by_variant RENAME TO ratings;

ALTER TABLE rating_history ADD COLUMN variant TEXT NOT NULL DEFAULT 'alice'
    CHECK (variant IN ('alice', 'three-board'));
DROP INDEX rating_history_player;
CREATE INDEX rating_history_player ON rating_history(player_id, variant, at);
