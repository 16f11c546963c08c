-- The game played: two-board Alice or the three-board variant. Games and
-- challenges made before keep two boards.
ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT 'alice'
    CHECK (variant IN ('alice', 'three-board'));
ALTER TABLE challenges ADD COLUMN variant TEXT NOT NULL DEFAULT 'alice'
    CHECK (variant IN ('alice', 'three-board'));

-- Ratings per variant: a player has one for each game they play rated.
ALTER TABLE ratings ADD COLUMN variant TEXT NOT NULL DEFAULT 'alice'
    CHECK (variant IN ('alice', 'three-board'));
ALTER TABLE ratings DROP CONSTRAINT ratings_pkey;
ALTER TABLE ratings ADD PRIMARY KEY (player_id, variant);

ALTER TABLE rating_history ADD COLUMN variant TEXT NOT NULL DEFAULT 'alice'
    CHECK (variant IN ('alice', 'three-board'));
DROP INDEX rating_history_player;
CREATE INDEX rating_history_player ON rating_history (player_id, variant, at);
