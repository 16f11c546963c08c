-- Each game's watch token: the secret half of its live table's address
-- (`/g/<id>-<token>`), 32 hexadecimal digits (128 random bits). New games
-- get theirs from the system's random source; games made before get one
-- here.
ALTER TABLE games ADD COLUMN watch_token TEXT;
UPDATE games SET watch_token = lower(hex(randomblob(16))) WHERE watch_token IS NULL;
