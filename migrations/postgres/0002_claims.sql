-- Claims on background work (a timeout, a reminder, a bot move owed):
-- the process that holds an unexpired claim does the item; a claim whose
-- holder died lapses at `expires_at` and another process takes it over.
CREATE TABLE claims (
    key         TEXT    PRIMARY KEY,        -- e.g. 'bot:12:7' (game 12, ply 7)
    holder      TEXT    NOT NULL,           -- the process: host, pid, start
    expires_at  BIGINT  NOT NULL            -- ms since the epoch
);
CREATE INDEX claims_expiry ON claims(expires_at);
