-- The live table's sign-ins with Discord. A sign-in under way is its
-- OAuth2 `state` (used once, within minutes) and the page to return to;
-- a session is a browser's, found by the SHA-256 of its cookie's secret
-- (never the secret itself), with its member and the token every change
-- it asks for must carry.
CREATE TABLE web_logins (
    state       TEXT    PRIMARY KEY,
    next_path   TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);

CREATE TABLE web_sessions (
    digest      TEXT    PRIMARY KEY,
    member_id   INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    csrf        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL
);
CREATE INDEX web_sessions_expiry ON web_sessions (expires_at);
