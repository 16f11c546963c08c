-- An outbox row that its owing process may settle itself (an
-- interaction's answer, done once the process has answered) carries a key
-- to find it by.
ALTER TABLE outbox ADD COLUMN key TEXT;
CREATE INDEX outbox_key ON outbox (key) WHERE key IS NOT NULL;
