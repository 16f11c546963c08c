-- Live games: a clock per player of `clock_base` milliseconds plus
-- `clock_increment` a move; NULL `clock_base` is a game of a time per
-- move. `clock_mover` is the time the player to move had when their turn
-- began (`turn_started_at`), `clock_waiting` the other player's.
ALTER TABLE games ADD COLUMN clock_base BIGINT;
ALTER TABLE games ADD COLUMN clock_increment BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_mover BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_waiting BIGINT NOT NULL DEFAULT 0;
ALTER TABLE challenges ADD COLUMN clock_base BIGINT;
ALTER TABLE challenges ADD COLUMN clock_increment BIGINT NOT NULL DEFAULT 0;

-- Ratings per player, variant and speed (bullet, blitz, rapid, classical
-- live games; correspondence ones apart). Earlier games were all
-- correspondence.
ALTER TABLE ratings ADD COLUMN speed TEXT NOT NULL DEFAULT 'correspondence'
    CHECK (speed IN ('bullet', 'blitz', 'rapid', 'classical', 'correspondence'));
ALTER TABLE ratings DROP CONSTRAINT ratings_pkey;
ALTER TABLE ratings ADD PRIMARY KEY (player_id, variant, speed);
ALTER TABLE rating_history ADD COLUMN speed TEXT NOT NULL DEFAULT 'correspondence'
    CHECK (speed IN ('bullet', 'blitz', 'rapid', 'classical', 'correspondence'));
DROP INDEX rating_history_player;
CREATE INDEX rating_history_player ON rating_history (player_id, variant, speed, at);
CREATE INDEX games_live ON games (status, clock_base);
