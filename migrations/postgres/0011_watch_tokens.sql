-- Each game's watch token: the secret half of its live table's address
-- (`/g/<id>-<token>`), 32 hexadecimal digits (128 bits). New games get
-- theirs from the system's random source; games made before get one here
-- (a digest of two random UUIDs, 244 random bits).
ALTER TABLE games ADD COLUMN watch_token TEXT;
UPDATE games SET watch_token = md5(gen_random_uuid()::text || gen_random_uuid()::text)
    WHERE watch_token IS NULL;
