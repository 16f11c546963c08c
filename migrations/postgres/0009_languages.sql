-- The language each member and each server is spoken to in: `chosen` by
-- /settings or /server-settings (NULL: none chosen), `discord` the locale
-- Discord last gave with an interaction (the member's `locale`, the
-- server's `guild_locale`). A notice sent without an interaction (a
-- reminder, a DM) reads them.
CREATE TABLE languages (
    scope    TEXT    NOT NULL CHECK (scope IN ('member', 'server')),
    id       BIGINT  NOT NULL,
    chosen   TEXT,
    discord  TEXT,
    PRIMARY KEY (scope, id)
);
