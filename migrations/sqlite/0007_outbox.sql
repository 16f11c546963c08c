-- What the bot owes someone because of a stored change (a post, a DM, a
-- thread to archive), written in the change's transaction and delivered
-- from here at least once. `body` is the message as JSON; a row is due
-- from `due_at`, held by the process delivering it until `lease_until`,
-- and done once `done_at` is set (`outcome` says how).
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    body        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    due_at      INTEGER NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    lease_until INTEGER NOT NULL DEFAULT 0,
    done_at     INTEGER,
    outcome     TEXT
);
CREATE INDEX outbox_due ON outbox (due_at) WHERE done_at IS NULL;
