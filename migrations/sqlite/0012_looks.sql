-- How a member's boards are drawn, and a server's default: `boards`
-- stacked or side by side (NULL: not chosen), `theme` and `pieces` by
-- name, `ghosts` whether the other board's pieces are marked (NULL: not
-- chosen). A server row holds only `boards`.
CREATE TABLE looks (
    scope   TEXT    NOT NULL CHECK (scope IN ('member', 'server')),
    id      INTEGER NOT NULL,
    boards  TEXT    CHECK (boards IN ('stacked', 'side-by-side')),
    theme   TEXT    CHECK (theme IN ('classic', 'green', 'contrast')),
    pieces  TEXT    CHECK (pieces IN ('figures', 'letters')),
    ghosts  BOOLEAN,
    PRIMARY KEY (scope, id)
);
